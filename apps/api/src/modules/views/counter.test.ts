import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Db } from '@seed/db/client';
import { viewCounts } from '@seed/db/schema/views';
import { createTestDatabase, type TestDatabase, testDatabaseKinds } from '@seed/db/test-database';
import { FolderStore } from '@seed/media/folder-store';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApi } from '../../app';
import { loadConfig } from '../../config';
import { insertCatalog } from '../../test/fixtures';
import { createViewCounter } from './service';

const HOUR = 3_600_000;

describe.each(testDatabaseKinds())('the view counter on %s', (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(() => database?.drop());

  const counted = async (targetId: number, db: Db = database.db) => {
    const [row] = await db
      .select({ count: viewCounts.count })
      .from(viewCounts)
      .where(and(eq(viewCounts.kind, 'product'), eq(viewCounts.targetId, targetId)));
    return row?.count ?? 0;
  };

  it('writes N views counted while flushes overlap exactly once each', async () => {
    const counter = createViewCounter(database.db, { intervalMs: HOUR });
    const flushes: Promise<void>[] = [];
    for (let i = 0; i < 300; i++) {
      counter.count('product', 1 + (i % 3));
      if (i % 50 === 0) flushes.push(counter.flush());
    }
    await Promise.all([...flushes, counter.close()]);
    expect([await counted(1), await counted(2), await counted(3)]).toEqual([100, 100, 100]);
  });

  it('keeps the views of a failed flush for the next one', async () => {
    let failures = 1;
    // The database refusing the first write (down, or a lost connection) and accepting the next.
    const flaky = new Proxy(database.db, {
      get(target, property, receiver) {
        if (property === 'insert' && failures > 0) {
          failures -= 1;
          return () => {
            throw new Error('connection lost');
          };
        }
        return Reflect.get(target, property, receiver);
      },
    });
    const counter = createViewCounter(flaky, { intervalMs: HOUR });
    for (let i = 0; i < 7; i++) counter.count('product', 40);
    await expect(counter.flush()).rejects.toThrow('connection lost');
    counter.count('product', 40);
    await counter.close();
    expect(await counted(40)).toBe(8);
  });

  it('writes the views still in memory when the API shuts down gracefully', async () => {
    const own = await createTestDatabase(kind);
    const mediaDir = await mkdtemp(join(tmpdir(), 'views-shutdown-'));
    try {
      const { products } = await insertCatalog(own.db);
      const config = loadConfig({ NODE_ENV: 'test', MEDIA_DIR: mediaDir, PUBLIC_URL: 'http://store.test' });
      const app = await buildApi({ db: own.db, store: new FolderStore(mediaDir), config });
      const id = products.palmTee ?? 0;
      for (let i = 0; i < 5; i++)
        expect((await app.inject({ url: `/api/products/${id}` })).statusCode).toBe(200);
      expect(await counted(id, own.db)).toBe(0);
      await app.close();
      expect(await counted(id, own.db)).toBe(5);
    } finally {
      await own.drop();
      await rm(mediaDir, { recursive: true, force: true });
    }
  });
});
