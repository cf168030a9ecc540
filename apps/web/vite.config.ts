import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { appChunk } from './chunks';
import { precompress } from './precompress';

// react-router's package exports name only its development build, warnings included, even for
// production (remix-run/react-router#14102, open). The browser bundle takes the production build the
// package also ships: the same code without the dev checks, a few KB less on every page.
const routerDist = join(dirname(createRequire(import.meta.url).resolve('react-router/package.json')), 'dist');
const productionRouter = [
  { find: /^react-router$/, replacement: join(routerDist, 'production/index.mjs') },
  { find: /^react-router\/dom$/, replacement: join(routerDist, 'production/dom-export.mjs') },
];

export default defineConfig(({ mode, isSsrBuild }) => ({
  // apps/server serves build/client/assets at /assets/ with an immutable cache header, which is only
  // safe because every file there has a content hash in its name; keep these two in step with it.
  base: '/',
  build: { assetsDir: 'assets', rollupOptions: { output: { manualChunks: appChunk } } },
  resolve: { alias: mode === 'production' && !isSsrBuild ? productionRouter : [] },
  plugins: [tailwindcss(), reactRouter(), precompress()],
}));
