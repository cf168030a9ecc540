import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { precompress } from './precompress';

export default defineConfig({
  // apps/server serves build/client/assets at /assets/ with an immutable cache header, which is only
  // safe because every file there has a content hash in its name; keep these two in step with it.
  base: '/',
  build: { assetsDir: 'assets' },
  plugins: [tailwindcss(), reactRouter(), precompress()],
});
