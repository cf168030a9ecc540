import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    // A refusal whose reason its endpoint does not declare fails the test (plugins/errors.ts).
    env: { SEED_STRICT_REFUSALS: '1' },
    name: 'api',
    include: ['src/**/*.test.ts'],
    // Opening a PGlite database (WASM, on the test's own thread) takes seconds, and far longer when every
    // core is busy with other workers: the defaults fail a slow machine, not a broken test.
    hookTimeout: 60_000,
    testTimeout: 30_000,
  },
});
