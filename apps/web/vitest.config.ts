import { defineProject } from 'vitest/config';

// Its own config so vitest does not load vite.config.ts (the React Router plugin wants a full build).
export default defineProject({
  test: { name: 'web', include: ['app/**/*.test.ts'] },
});
