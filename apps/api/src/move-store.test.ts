import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDatabase, type Database } from '@seed/db/client';
import { migrateDatabase } from '@seed/db/migrate';
import { type MoveReport, moveStore } from '@seed/db/move/move-store';
import { pgliteSession, pgSession } from '@seed/db/move/sql-session';
import { tableFigures } from '@seed/db/move/tables';
import { targetMediaStore } from '@seed/db/move/target-media-store';
import { colors } from '@seed/db/schema/inventory';
import { seedDemo } from '@seed/db/seed/seed-demo';
import { FolderStore } from '@seed/media/folder-store';
import { max } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApi } from './app';
import { loadConfig } from './config';

const adminUrl = process.env.TEST_DATABASE_URL;
if (!adminUrl)
  console.warn(
    'SKIPPED move-store tests: TEST_DATABASE_URL is not set, so there is no PostgreSQL to move to',
  );

const databaseUrl = (name: string) => {
  const url = new URL(adminUrl ?? '');
  url.pathname = `/${name}`;
  return url.toString();
};

async function admin(sql: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

// The list a shopper's first page asks for, as an API on the database and media folder answers it.
async function productList(database: Database, mediaDir: string) {
  const config = loadConfig({ NODE_ENV: 'test', MEDIA_DIR: mediaDir, PUBLIC_URL: 'http://store.test' });
  const app = await buildApi({ db: database.db, store: new FolderStore(mediaDir), config });
  try {
    const reply = await app.inject({ url: '/api/products/all?limit=100&currency=KWD&deviceId=move-test' });
    expect(reply.statusCode).toBe(200);
    return reply.json();
  } finally {
    await app.close();
  }
}

describe.skipIf(!adminUrl)('moving a PGlite store to PostgreSQL', () => {
  const name = `seed_move_${randomBytes(4).toString('hex')}`;
  let work: string;
  let report: MoveReport;

  beforeAll(async () => {
    work = await mkdtemp(join(tmpdir(), 'move-store-'));
    const source = await createDatabase({ dataDir: join(work, 'data', 'pglite') });
    try {
      await migrateDatabase(source);
      await seedDemo(source.db, { store: new FolderStore(join(work, 'data', 'media')) });
    } finally {
      await source.close();
    }
    await admin(`create database "${name}"`);
    const media = targetMediaStore({ toMediaDir: join(work, 'moved-media') });
    if (!media) throw new Error('no target media store');
    report = await moveStore({ fromDataDir: join(work, 'data'), to: databaseUrl(name), media });
  }, 300_000);

  afterAll(async () => {
    await admin(`drop database if exists "${name}" with (force)`);
    if (work) await rm(work, { recursive: true, force: true });
  });

  it('copies every table, sequence and media object, as the comparison shows', () => {
    expect(report.tables.filter((table) => !table.ok)).toEqual([]);
    expect(report.tables.find((table) => table.name === 'products')?.target.rows).toBe(400);
    expect(report.sequences.length).toBeGreaterThan(10);
    expect(report.sequences.filter((sequence) => !sequence.ok)).toEqual([]);
    expect(report.media.objects).toBeGreaterThan(400);
    expect(report.media.mismatches).toEqual([]);
    expect(report.ok).toBe(true);
  });

  it('serves the same product list from PostgreSQL and the moved media as from PGlite', async () => {
    const source = await createDatabase({ dataDir: join(work, 'data', 'pglite') });
    const target = await createDatabase({ url: databaseUrl(name) });
    try {
      const before = await productList(source, join(work, 'data', 'media'));
      expect(before.products.length).toBe(100);
      expect(await productList(target, join(work, 'moved-media'))).toEqual(before);
      // The next row gets a new id, not one the copied rows hold.
      const [largest] = await target.db.select({ id: max(colors.id) }).from(colors);
      const [added] = await target.db
        .insert(colors)
        .values({ value: '#123456', nameEn: 'Moved', nameAr: 'منقول' })
        .returning({ id: colors.id });
      expect(added?.id).toBeGreaterThan(largest?.id ?? Number.POSITIVE_INFINITY);
    } finally {
      await Promise.all([source.close(), target.close()]);
    }
  });

  it('tells a changed row apart', async () => {
    const source = await createDatabase({ dataDir: join(work, 'data', 'pglite') });
    const target = new pg.Client({ connectionString: databaseUrl(name) });
    await target.connect();
    try {
      if (source.kind !== 'pglite') throw new Error('the source must be PGlite');
      const [from, to] = [pgliteSession(source.client), pgSession(target)];
      await from(`set timezone to 'UTC'`);
      await to(`set timezone to 'UTC'`);
      expect(await tableFigures(to, 'artists')).toEqual(await tableFigures(from, 'artists'));
      await to(`update artists set myself_en = myself_en || '.' where id = (select min(id) from artists)`);
      expect((await tableFigures(to, 'artists')).checksum).not.toBe(
        (await tableFigures(from, 'artists')).checksum,
      );
    } finally {
      await Promise.all([source.close(), target.end()]);
    }
  });

  it('refuses a second move into the now filled database, saying why', () => {
    const run = spawnSync(
      'npx',
      [
        'tsx',
        'packages/db/src/move/cli.ts',
        '--from-data-dir',
        join(work, 'data'),
        '--to',
        databaseUrl(name),
        '--to-media-dir',
        join(work, 'second-media'),
      ],
      { cwd: join(import.meta.dirname, '../../..'), encoding: 'utf8' },
    );
    expect(run.status).toBe(2);
    expect(run.stderr).toMatch(/refused: the target database is not empty \(.*artists: 12 rows/s);
  }, 180_000);
});
