import { createHash, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { readFile, rename, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import pg from 'pg';
import { type Database, pgliteExtensions, wrapPglite, wrapPool } from './client';
import { migrateDatabase, migrationsFolder } from './migrate';

export type TestDatabaseKind = Database['kind'];
export type TestDatabase = Database & { drop(): Promise<void> };

/** The kinds a suite should run against: PGlite always, PostgreSQL too when TEST_DATABASE_URL is set. */
export function testDatabaseKinds(): TestDatabaseKind[] {
  return process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
}

/**
 * A fresh, migrated, empty database of its own; call drop() when done. With `migrated: false` not even the
 * migrations have run (for tests of migrating itself).
 */
export async function createTestDatabase(
  kind: TestDatabaseKind = 'pglite',
  { migrated = true }: { migrated?: boolean } = {},
): Promise<TestDatabase> {
  if (kind === 'pglite') return createPgliteDatabase(migrated);
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL is not set, so there is no PostgreSQL to test against');
  return createPostgresDatabase(url, migrated);
}

// Opening and migrating PGlite takes seconds; loading a migrated data-directory dump takes well under one.
// Vitest gives every test file fresh modules, so the dump is also kept on disk for the files after the first.
let pgliteTemplate: Promise<Blob> | undefined;

async function migratedPgliteDump(): Promise<Blob> {
  const file = join(tmpdir(), `seed-pglite-template-${migrationsHash()}-${pgliteVersion()}.tar`);
  const kept = await readFile(file).catch(() => undefined);
  if (kept) return new Blob([kept]);
  const template = await PGlite.create({ extensions: pgliteExtensions });
  try {
    await migrateDatabase(wrapPglite(template));
    const dump = await template.dumpDataDir('none');
    // Written aside and renamed, so a worker reading it at the same time never sees half a dump.
    const building = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    await writeFile(building, Buffer.from(await dump.arrayBuffer()));
    await rename(building, file);
    return dump;
  } finally {
    await template.close();
  }
}

// A dump is read back only by the PGlite that wrote it.
function pgliteVersion(): string {
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const manifest = JSON.parse(readFileSync(join(dirname(entry), '..', 'package.json'), 'utf8'));
  return String(manifest.version);
}

async function createPgliteDatabase(migrated: boolean): Promise<TestDatabase> {
  if (migrated) pgliteTemplate ??= migratedPgliteDump();
  const client = await PGlite.create({
    loadDataDir: migrated ? await pgliteTemplate : undefined,
    extensions: pgliteExtensions,
  });
  const database = wrapPglite(client);
  return { ...database, drop: database.close };
}

// Any constant works; it only has to be the same in every vitest worker.
const templateLockKey = 73_900_417;
let postgresTemplate: Promise<string> | undefined;

async function createPostgresDatabase(url: string, migrated: boolean): Promise<TestDatabase> {
  const name = `seed_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  if (migrated) {
    postgresTemplate ??= ensurePostgresTemplate(url);
    const templateName = await postgresTemplate;
    await withAdminClient(url, (admin) =>
      admin.query(`create database "${name}" template "${templateName}"`),
    );
  } else {
    await withAdminClient(url, (admin) => admin.query(`create database "${name}"`));
  }
  const database = wrapPool(new pg.Pool({ connectionString: databaseUrl(url, name), max: 4 }));
  return {
    ...database,
    async drop() {
      await database.close();
      await withAdminClient(url, (admin) => admin.query(`drop database if exists "${name}" with (force)`));
    },
  };
}

// Workers of one test run race to build the template; the advisory lock lets one build it while the others wait.
// It is migrated under another name and renamed when complete, so a crash never leaves a half-built template.
async function ensurePostgresTemplate(url: string): Promise<string> {
  const templateName = `seed_test_tpl_${migrationsHash()}`;
  await withAdminClient(url, async (admin) => {
    await admin.query('select pg_advisory_lock($1)', [templateLockKey]);
    try {
      const existing = await admin.query('select 1 from pg_database where datname = $1', [templateName]);
      if (existing.rowCount) return;
      const building = `${templateName}_wip`;
      await admin.query(`drop database if exists "${building}" with (force)`);
      await admin.query(`create database "${building}"`);
      const database = wrapPool(new pg.Pool({ connectionString: databaseUrl(url, building), max: 1 }));
      try {
        await migrateDatabase(database);
      } finally {
        await database.close();
      }
      await admin.query(`alter database "${building}" rename to "${templateName}"`);
    } finally {
      await admin.query('select pg_advisory_unlock($1)', [templateLockKey]);
    }
  });
  return templateName;
}

// Templates are named after the migrations, so a changed migration builds a new one instead of reusing a stale one.
function migrationsHash(): string {
  const hashes = readMigrationFiles({ migrationsFolder }).map((migration) => migration.hash);
  return createHash('sha256').update(hashes.join()).digest('hex').slice(0, 16);
}

async function withAdminClient<T>(url: string, work: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}

function databaseUrl(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}
