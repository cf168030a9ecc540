import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'api',
    include: ['src/**/*.test.ts'],
    // Opening a PGlite database (WASM, on the test's own thread) takes seconds, and far longer when every
    // core is busy with other workers: the defaults fail a slow machine, not a broken test.
    hookTimeout: 60_000,
    testTimeout: 30_000,
  },
});
