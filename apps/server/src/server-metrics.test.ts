import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadConfig } from '@seed/api/config';
import { type ChangeFeed, openChangeFeed } from '@seed/api/http/cache-invalidation';
import { type Catalog, insertCatalog } from '@seed/api/test/fixtures';
import { createTestDatabase, type TestDatabase } from '@seed/db/test-database';
import { FolderStore } from '@seed/media/folder-store';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from './server';

const TOKEN = 'server-metrics-token-0123456789';

// The metrics of the whole store (decision 0054): pages, the page cache and /metrics beside the web's pages.
describe('the store server’s metrics', () => {
  let app: FastifyInstance;
  let database: TestDatabase;
  let changes: ChangeFeed;
  let catalog: Catalog;
  let dir: string;

  beforeAll(async () => {
    database = await createTestDatabase('pglite');
    catalog = await insertCatalog(database.db);
    dir = await mkdtemp(join(tmpdir(), 'server-metrics-test-'));
    const build = fileURLToPath(new URL('./test/page-build.ts', import.meta.url));
    await mkdir(join(dir, 'web', 'server'), { recursive: true });
    await mkdir(join(dir, 'web', 'client'), { recursive: true });
    await writeFile(join(dir, 'web', 'server', 'index.js'), `export * from ${JSON.stringify(build)};\n`);
    const config = loadConfig({
      NODE_ENV: 'test',
      MEDIA_DIR: join(dir, 'media'),
      PUBLIC_URL: 'http://store.test',
      METRICS_TOKEN: TOKEN,
    });
    changes = await openChangeFeed(database);
    app = await buildServer({
      config,
      database,
      store: new FolderStore(join(dir, 'media')),
      webBuildDir: join(dir, 'web'),
      changes,
    });
    await app.ready();
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    await changes?.close();
    await database?.drop();
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('counts page cache misses and hits, and answers /metrics to the token only, not as a page', async () => {
    const url = `/en/products/${catalog.products.palmTee}`;
    const cookie = 'currency=KWD; currencyLock=t; locale=en';
    const first = await app.inject({
      url,
      headers: { cookie: `deviceId=a; ${cookie}`, accept: 'text/html' },
    });
    const second = await app.inject({
      url,
      headers: { cookie: `deviceId=b; ${cookie}`, accept: 'text/html' },
    });
    expect([first.headers['x-page-cache'], second.headers['x-page-cache']]).toEqual(['MISS', 'HIT']);

    expect((await app.inject({ url: '/metrics', headers: { accept: 'text/html' } })).statusCode).toBe(401);
    const scrape = await app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(scrape.statusCode).toBe(200);
    expect(scrape.body).toContain('cache_lookups_total{cache="page",result="miss"} 1');
    expect(scrape.body).toContain('cache_lookups_total{cache="page",result="hit"} 1');
    // Pages are answered by the web's not-found handler: one series for all of them, not one per URL.
    expect(scrape.body).toContain('http_requests_total{method="GET",route="/*",status="200"} 2');
    expect(scrape.body).not.toContain('/en/products/');
  });
});
