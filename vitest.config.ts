import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['packages/*', 'apps/api', 'apps/web', 'apps/server'],
    // Vitest's default (one fewer than the cores) is a single worker on CI's two cores, which then waits on
    // PostgreSQL, pg-boss's polling and the servers that the process-level tests start. With two there, the
    // suite whose files add up to about 33 minutes ran in 18 (2026-11-26; in 12 once the migrated PGlite was
    // kept between files, packages/db/src/test-database.ts).
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
});
