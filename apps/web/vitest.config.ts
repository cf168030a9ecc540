import { defineProject } from 'vitest/config';

// Its own config so vitest does not load vite.config.ts (the React Router plugin wants a full build).
// Component tests (*.test.tsx) choose a DOM per file with a `@vitest-environment happy-dom` comment.
export default defineProject({
  test: { name: 'web', include: ['app/**/*.test.{ts,tsx}'] },
});
