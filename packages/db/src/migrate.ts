import { fileURLToPath } from 'node:url';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { Database } from './client';
import { startupLocks, withAdvisoryLock } from './startup-lock';

export const migrationsFolder = fileURLToPath(new URL('../migrations', import.meta.url));

/**
 * Applies the committed SQL migrations that the database has not seen yet. On PostgreSQL replicas starting
 * together take turns (an advisory lock): without it both would read "nothing applied yet" and the second would
 * fail on tables the first had just made. The one that waited finds every migration recorded and does nothing.
 * PGlite's data folder belongs to one process, which has no one to wait for.
 */
export async function migrateDatabase(database: Database): Promise<void> {
  if (database.kind === 'pglite') {
    await migratePglite(drizzlePglite({ client: database.client }), { migrationsFolder });
    return;
  }
  await withAdvisoryLock(database.client, startupLocks.migrations, (client) =>
    migratePostgres(drizzlePostgres({ client }), { migrationsFolder }),
  );
}
