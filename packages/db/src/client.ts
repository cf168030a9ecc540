import { mkdir } from 'node:fs/promises';
import { dirname } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { type Schema, schema } from './full-schema';

// Both drivers answer `db.execute()` with an object holding `rows`; saying so keeps raw SQL typed for services.
export interface RowsResultHKT extends PgQueryResultHKT {
  type: RowsResult<this['row']>;
}
type RowsResult<TRow> = { rows: TRow[] };

/** The drizzle handle services take; the same type for PGlite and node-postgres. */
export type Db = PgDatabase<RowsResultHKT, Schema>;
/** What `db.transaction(async (tx) => …)` hands its callback. A Tx is also a Db, so services can take either. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export type Database = {
  db: Db;
  close(): Promise<void>;
} & ({ kind: 'pglite'; client: PGlite } | { kind: 'postgres'; client: pg.Pool });

export type DatabaseOptions = {
  /** A PostgreSQL connection string; without it an embedded PGlite is used. */
  url?: string;
  /** PGlite data directory; in memory when absent. Ignored with a url. */
  dataDir?: string;
};

export const pgliteExtensions = { pg_trgm };
const drizzleConfig = { schema, casing: 'snake_case' } as const;

export async function createDatabase(options: DatabaseOptions = {}): Promise<Database> {
  if (options.url) return wrapPool(new pg.Pool({ connectionString: options.url }));
  // PGlite creates its own folder but not the folders above it (e.g. a fresh ./data).
  if (options.dataDir) await mkdir(dirname(options.dataDir), { recursive: true });
  return wrapPglite(await PGlite.create({ dataDir: options.dataDir, extensions: pgliteExtensions }));
}

export function wrapPglite(client: PGlite): Database {
  return {
    kind: 'pglite',
    client,
    db: drizzlePglite({ client, ...drizzleConfig }),
    close: () => client.close(),
  };
}

export function wrapPool(client: pg.Pool): Database {
  // An idle client can lose its connection (server restart, DROP DATABASE … FORCE, network): the pool drops
  // that client by itself and the next query opens a new one; without a listener the error would crash the
  // process.
  client.on('error', (error) => console.error('database: an idle connection was lost:', error.message));
  return {
    kind: 'postgres',
    client,
    db: drizzlePostgres({ client, ...drizzleConfig }),
    close: () => client.end(),
  };
}
