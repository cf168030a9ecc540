import { PGlite } from '@electric-sql/pglite';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { pgliteExtensions, wrapPglite } from '../client';
import { migrateDatabase, migrationsFolder } from '../migrate';
import { pgliteSession, type SqlSession } from './sql-session';
import { countRows, listTables } from './tables';

/** Why the move will not start; the command prints the message and exits with 2. */
export class MoveRefused extends Error {}

/** The hashes of the migrations a database has applied (none when it has never been migrated). */
async function appliedMigrations(session: SqlSession): Promise<string[]> {
  const [exists] = await session<{ found: boolean }>(
    `select to_regclass('drizzle.__drizzle_migrations') is not null as found`,
  );
  if (!exists?.found) return [];
  return (await session<{ hash: string }>('select hash from drizzle.__drizzle_migrations')).map(
    (row) => row.hash,
  );
}

const knownMigrations = () => readMigrationFiles({ migrationsFolder }).map((migration) => migration.hash);

/** The source must be at this code's migrations: the target is migrated by this code, and rows must fit both. */
export async function assertSourceCurrent(source: SqlSession): Promise<void> {
  const applied = new Set(await appliedMigrations(source));
  const known = knownMigrations();
  if (applied.size === 0) throw new MoveRefused('the source database holds no store (it was never migrated)');
  if (known.some((hash) => !applied.has(hash)))
    throw new MoveRefused(
      'the source database is behind this version of the code: start the store (or `npm run seed`) once with this version, stop it, then move',
    );
  if (applied.size > known.length)
    throw new MoveRefused(
      'the source database has migrations this code does not know: move with the newer code',
    );
}

/**
 * Waiting one-off jobs of pg-boss (not the recurring ones, which the store schedules again when it starts,
 * nor pg-boss's own `__pgboss__…` bookkeeping).
 * Their queue is not moved, so the move refuses while any wait, unless told to drop them.
 */
export async function pendingJobs(source: SqlSession): Promise<{ name: string; jobs: number }[]> {
  const [exists] = await source<{ found: boolean }>(`select to_regclass('pgboss.job') is not null as found`);
  if (!exists?.found) return [];
  return source<{ name: string; jobs: number }>(
    `select name, count(*)::int as jobs from pgboss.job
      where state in ('created', 'retry', 'active')
        and name not in (select name from pgboss.schedule)
        and left(name, 10) <> '__pgboss__'
      group by name order by name`,
  );
}

/**
 * The target must hold no store: either nothing at all, or only what this code's migrations write by
 * themselves (settings rows), measured against a fresh in-memory database migrated the same way.
 */
export async function assertTargetFresh(target: SqlSession): Promise<void> {
  const known = new Set(knownMigrations());
  if ((await appliedMigrations(target)).some((hash) => !known.has(hash)))
    throw new MoveRefused(
      'the target database has migrations this code does not know: it is not a fresh database',
    );
  const filled: { name: string; rows: number }[] = [];
  for (const table of await listTables(target)) {
    const rows = await countRows(target, table.name);
    if (rows > 0) filled.push({ name: table.name, rows });
  }
  if (filled.length === 0) return;
  const fresh = await freshRowCounts();
  const extra = filled.filter((table) => table.rows > (fresh.get(table.name) ?? 0));
  if (extra.length > 0)
    throw new MoveRefused(
      `the target database is not empty (${extra
        .slice(0, 5)
        .map((table) => `${table.name}: ${table.rows} rows`)
        .join(', ')}${extra.length > 5 ? ', …' : ''}); move into an empty or freshly migrated database`,
    );
}

async function freshRowCounts(): Promise<Map<string, number>> {
  const client = await PGlite.create({ extensions: pgliteExtensions });
  try {
    await migrateDatabase(wrapPglite(client));
    const session = pgliteSession(client);
    const counts = new Map<string, number>();
    for (const table of await listTables(session))
      counts.set(table.name, await countRows(session, table.name));
    return counts;
  } finally {
    await client.close();
  }
}
