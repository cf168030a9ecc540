import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getTableName, is, sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase } from './client';
import { schema } from './full-schema';
import { migrateDatabase, migrationsFolder } from './migrate';
import { users } from './schema/users';
import { createTestDatabase, type TestDatabase, testDatabaseKinds } from './test-database';

const tableNames = Object.values(schema)
  .filter((value) => is(value, PgTable))
  .map((table) => getTableName(table))
  .sort();

describe.each(testDatabaseKinds())('migrations on %s', (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(() => database?.drop());

  it('creates every table of the schema', async () => {
    const { rows } = await database.db.execute<{ name: string }>(
      sql`select table_name as name from information_schema.tables where table_schema = 'public'`,
    );
    expect(rows.map((row) => row.name).sort()).toEqual(tableNames);
  });

  it('records every migration, so running them again changes nothing', async () => {
    await migrateDatabase(database);
    const { rows } = await database.db.execute<{ count: number }>(
      sql`select count(*)::int as count from drizzle.__drizzle_migrations`,
    );
    expect(rows[0]?.count).toBe(readMigrationFiles({ migrationsFolder }).length);
  });

  it('has pg_trgm for fuzzy search', async () => {
    const { rows } = await database.db.execute<{ score: number }>(
      sql`select similarity('قميص قطن', 'قميص قطني') as score`,
    );
    expect(rows[0]?.score).toBeGreaterThan(0.5);
    expect(rows[0]?.score).toBeLessThan(1);
  });

  it('answers relational queries across aggregates', async () => {
    const { query } = database.db;
    const results = await Promise.all([
      query.orders.findMany({
        with: {
          orderProducts: { with: { product: true } },
          payments: true,
          statusHistory: true,
          voucher: true,
        },
      }),
      query.designRequests.findMany({
        with: {
          contents: { with: { attachments: true, products: true } },
          inventories: true,
          products: true,
        },
      }),
      query.cartItems.findMany({ with: { product: true, colorsToSizes: true, bundle: true } }),
      query.vouchers.findMany({ with: { uses: { with: { order: true } } } }),
      query.deliveryZones.findMany({ with: { rates: true, freeShipping: true } }),
    ]);
    expect(results).toEqual([[], [], [], [], []]);
  });
});

describe.runIf(testDatabaseKinds().includes('postgres'))('replicas starting together on PostgreSQL', () => {
  it('both migrate a fresh database at once: neither fails and each migration is applied once', async () => {
    const first = await createTestDatabase('postgres', { migrated: false });
    // A replica of its own: another pool, so other sessions, on the same database.
    const { rows } = await first.db.execute<{ name: string }>(sql`select current_database() as name`);
    const url = new URL(process.env.TEST_DATABASE_URL ?? '');
    url.pathname = `/${rows[0]?.name}`;
    const second = await createDatabase({ url: url.toString() });
    try {
      await Promise.all([migrateDatabase(first), migrateDatabase(second)]);
      const applied = await first.db.execute<{ hash: string }>(
        sql`select hash from drizzle.__drizzle_migrations order by id`,
      );
      expect(applied.rows.map((row) => row.hash)).toEqual(
        readMigrationFiles({ migrationsFolder }).map((migration) => migration.hash),
      );
      const tables = await second.db.execute<{ name: string }>(
        sql`select table_name as name from information_schema.tables where table_schema = 'public'`,
      );
      expect(tables.rows.map((row) => row.name).sort()).toEqual(tableNames);
    } finally {
      await second.close();
      await first.drop();
    }
  }, 120_000);
});

describe('createDatabase', () => {
  it('keeps PGlite data in its data directory across opens', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'seed-db-'));
    try {
      const first = await createDatabase({ dataDir });
      expect(first.kind).toBe('pglite');
      await migrateDatabase(first);
      await first.db.insert(users).values({ email: 'kept@example.com' });
      await first.close();

      const second = await createDatabase({ dataDir });
      await migrateDatabase(second);
      const rows = await second.db.select({ email: users.email }).from(users);
      await second.close();
      expect(rows).toEqual([{ email: 'kept@example.com' }]);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  it.runIf(process.env.TEST_DATABASE_URL)('connects to PostgreSQL with a url', async () => {
    const database = await createDatabase({ url: process.env.TEST_DATABASE_URL });
    try {
      expect(database.kind).toBe('postgres');
      const { rows } = await database.db.execute<{ one: number }>(sql`select 1 as one`);
      expect(rows).toEqual([{ one: 1 }]);
    } finally {
      await database.close();
    }
  });
});
