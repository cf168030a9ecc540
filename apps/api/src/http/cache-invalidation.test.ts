import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { announceChange, cacheTags } from '@seed/db/cache-changes';
import { createDatabase, type Database } from '@seed/db/client';
import { artists } from '@seed/db/schema/artists';
import { createTestDatabase, type TestDatabase, testDatabaseKinds } from '@seed/db/test-database';
import { FolderStore } from '@seed/media/folder-store';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApi } from '../app';
import { loadConfig } from '../config';
import { reserveStock } from '../modules/inventory/stock';
import { createSession } from '../test/api';
import { type Catalog, insertCatalog } from '../test/fixtures';
import { type ChangeFeed, openChangeFeed } from './cache-invalidation';

type Replica = { app: FastifyInstance; changes: ChangeFeed; database: Database };
type Variant = { id: number; count: number };

function defined<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`the test catalogue has no ${what}`);
  return value;
}

// Two replicas of the API on one database, as behind a load balancer: each has its own response cache and
// its own connection listening for changes (on PGlite, two listeners on the one embedded database).
describe.each(testDatabaseKinds())('cache invalidation across replicas on %s', (kind) => {
  let database: TestDatabase;
  let mediaDir: string;
  let catalog: Catalog;
  const replicas: Replica[] = [];

  async function replica(on: Database): Promise<Replica> {
    const config = loadConfig({ NODE_ENV: 'test', MEDIA_DIR: mediaDir, PUBLIC_URL: 'http://store.test' });
    const changes = await openChangeFeed(on);
    const app = await buildApi({ db: on.db, store: new FolderStore(mediaDir), config, changes });
    await app.ready();
    return { app, changes, database: on };
  }

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    mediaDir = await mkdtemp(join(tmpdir(), 'cache-invalidation-'));
    catalog = await insertCatalog(database.db);
    const second =
      database.kind === 'postgres'
        ? await createDatabase({ url: database.client.options.connectionString })
        : database;
    replicas.push(await replica(database), await replica(second));
  });
  afterAll(async () => {
    for (const { app, changes } of replicas) {
      await app.close();
      await changes.close();
    }
    if (replicas[1] && replicas[1].database !== database) await replicas[1].database.close();
    await database?.drop();
    await rm(mediaDir, { recursive: true, force: true });
  });

  const get = (at: Replica, url: string) => at.app.inject({ url });
  // The other replica hears of a change within milliseconds; its cached reply lives for 60 seconds.
  const soon = { timeout: 2000, interval: 10 };

  it('drops a page cached on one replica when a change is made through the other', async () => {
    const [a, b] = replicas as [Replica, Replica];
    const url = `/api/products/${catalog.products.palmTote}`;
    await get(b, url);
    expect((await get(b, url)).headers['x-cache']).toBe('HIT');

    const [artist] = await a.database.db
      .select({ userId: artists.userId })
      .from(artists)
      .where(eq(artists.subdomain, 'noor'));
    const token = await createSession(a.database.db, defined(artist, 'artist').userId);
    const hidden = await a.app.inject({
      method: 'PATCH',
      url: `/api/artist/portal/products/${catalog.products.palmTote}`,
      headers: { authorization: `Bearer ${token}` },
      payload: { isActive: false },
    });
    expect(hidden.statusCode).toBe(200);
    // Through the writing replica: at once, without waiting at all.
    expect((await get(a, url)).statusCode).toBe(404);
    await expect.poll(async () => (await get(b, url)).statusCode, soon).toBe(404);
  });

  it("shows a checkout's stock change on every replica once it commits", async () => {
    const [a, b] = replicas as [Replica, Replica];
    const url = `/api/products/${catalog.products.plainTee}`;
    const variants = async (at: Replica) => (await get(at, url)).json().colorsToSizes as Variant[];
    const variant = defined(
      (await variants(b)).find((v) => v.count > 0),
      'variant in stock',
    );
    expect((await get(b, url)).headers['x-cache']).toBe('HIT');

    await a.database.db.transaction((tx) =>
      reserveStock(tx, [{ colorsToSizesId: variant.id, count: 2, name: 'Plain tee' }], { reason: 'SALE' }),
    );
    const countOn = async (at: Replica) => (await variants(at)).find((v) => v.id === variant.id)?.count;
    await expect.poll(() => countOn(b), soon).toBe(variant.count - 2);
  });

  it('drops everything on a change that names everything (the seed)', async () => {
    const [a, b] = replicas as [Replica, Replica];
    const url = '/api/products/all';
    await get(a, url);
    await get(b, url);
    expect((await get(a, url)).headers['x-cache']).toBe('HIT');
    await announceChange(database.db, [cacheTags.everything]);
    for (const at of [a, b]) await at.changes.settle();
    expect((await get(a, url)).headers['x-cache']).toBe('MISS');
    expect((await get(b, url)).headers['x-cache']).toBe('MISS');
  });
});
