import { defineProject } from 'vitest/config';

export default defineProject({
  // Opening and migrating the first PGlite of a worker takes seconds.
  test: { name: 'db', include: ['src/**/*.test.ts'], testTimeout: 30_000, hookTimeout: 60_000 },
});
