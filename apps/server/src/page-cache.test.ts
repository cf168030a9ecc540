import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync } from 'node:zlib';
import { loadConfig } from '@seed/api/config';
import { type ChangeFeed, openChangeFeed } from '@seed/api/http/cache-invalidation';
import { releaseStock, reserveStock } from '@seed/api/modules/inventory/stock';
import { createSession } from '@seed/api/test/api';
import { type Catalog, insertCatalog } from '@seed/api/test/fixtures';
import { announceChange, cacheTags } from '@seed/db/cache-changes';
import { products } from '@seed/db/schema/products';
import { createTestDatabase, type TestDatabase, testDatabaseKinds } from '@seed/db/test-database';
import { FolderStore } from '@seed/media/folder-store';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from './server';

// The page cache (decision 0048) through the whole server: the API on a real database, React Router's
// request handling, and a stand-in build whose pages show what real pages vary by (test/page-build.ts).
describe.each(testDatabaseKinds())('the page cache on %s', (kind) => {
  let app: FastifyInstance;
  let database: TestDatabase;
  let changes: ChangeFeed;
  let catalog: Catalog;
  let dir: string;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    catalog = await insertCatalog(database.db);
    dir = await mkdtemp(join(tmpdir(), 'page-cache-test-'));
    const build = fileURLToPath(new URL('./test/page-build.ts', import.meta.url));
    await mkdir(join(dir, 'web', 'server'), { recursive: true });
    await mkdir(join(dir, 'web', 'client'), { recursive: true });
    await writeFile(join(dir, 'web', 'server', 'index.js'), `export * from ${JSON.stringify(build)};\n`);
    const config = loadConfig({
      NODE_ENV: 'test',
      MEDIA_DIR: join(dir, 'media'),
      PUBLIC_URL: 'http://store.test',
      RATE_LIMIT_PER_MINUTE: '100000',
      LOG_LEVEL: 'silent',
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
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    await changes?.close();
    await database?.drop();
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  const palmTee = () => catalog.products.palmTee as number;
  const visit = (url: string, cookie = '', headers: Record<string, string> = {}) =>
    app.inject({ url, headers: { cookie, accept: 'text/html', ...headers } });
  // What an announced change does, as the back office does it: the write and its notice in one transaction.
  const rename = async (id: number, nameEn: string) => {
    await database.db.transaction(async (tx) => {
      await tx.update(products).set({ nameEn }).where(eq(products.id, id));
      await announceChange(tx, [cacheTags.product(id)]);
    });
    await changes.settle();
  };

  it('answers the second anonymous visit from memory, with every security header and hashes for a nonce', async () => {
    const url = `/en/products/${palmTee()}`;
    const first = await visit(url, 'deviceId=a; currency=KWD; currencyLock=t; locale=en');
    expect(first.statusCode).toBe(200);
    expect(first.headers['x-page-cache']).toBe('MISS');
    const second = await visit(url, 'deviceId=b; currency=KWD; currencyLock=t; locale=en');
    expect(second.headers['x-page-cache']).toBe('HIT');
    expect(second.payload).toBe(first.payload);
    expect(second.payload).toContain('KWD');
    for (const header of [
      'x-content-type-options',
      'x-frame-options',
      'referrer-policy',
      'strict-transport-security',
    ]) {
      if (first.headers[header] !== undefined) expect(second.headers[header]).toBe(first.headers[header]);
    }
    const csp = String(second.headers['content-security-policy']);
    expect(csp).toMatch(/script-src 'self' 'sha256-[^']+'/);
    expect(csp).toMatch(/style-src 'self' 'sha256-[^']+'/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('nonce-');
    expect(second.headers['cache-control']).toBe('public, no-cache');
    expect(second.headers.vary).toContain('Cookie');
  });

  it('answers a matching ETag with 304, and a stale one with the page', async () => {
    const url = `/ar/products/${palmTee()}`;
    const cookie = 'deviceId=c; currency=KWD; currencyLock=t; locale=ar';
    const page = await visit(url, cookie);
    const etag = String(page.headers.etag);
    expect(etag).toMatch(/^W\/"/);
    const again = await visit(url, cookie, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.payload).toBe('');
    expect(again.headers.etag).toBe(etag);
    const other = await visit(url, cookie, { 'if-none-match': 'W/"something-else"' });
    expect(other.statusCode).toBe(200);
  });

  it('sends each encoding of the same page, compressed once', async () => {
    const url = `/en/products/${palmTee()}`;
    const cookie = 'deviceId=d; currency=KWD; currencyLock=t; locale=en';
    const plain = await visit(url, cookie);
    const br = await visit(url, cookie, { 'accept-encoding': 'br, gzip' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.payload);
  });

  it('is never stale: a change announced in its transaction shows on the next visit', async () => {
    const id = palmTee();
    const url = `/en/products/${id}`;
    const cookie = 'deviceId=e; currency=KWD; currencyLock=t; locale=en';
    await visit(url, cookie);
    expect((await visit(url, cookie)).headers['x-page-cache']).toBe('HIT');
    await rename(id, 'Palm tee renamed');
    const after = await visit(url, cookie);
    expect(after.headers['x-page-cache']).toBe('MISS');
    expect(after.payload).toContain('Palm tee renamed');
    // A change to another product leaves this page where it is.
    await rename(catalog.products.palmTote as number, 'Palm tote renamed');
    expect((await visit(url, cookie)).headers['x-page-cache']).toBe('HIT');
  });

  it('drops a page when the stock of its blank item changes (checkout), never on a rolled-back change', async () => {
    const url = `/en/products/${palmTee()}`;
    const cookie = 'deviceId=f; currency=KWD; currencyLock=t; locale=en';
    await visit(url, cookie);
    expect((await visit(url, cookie)).headers['x-page-cache']).toBe('HIT');
    const detail = await app.inject({ url: `/api/products/${palmTee()}` });
    const variant = (detail.json().colorsToSizes as { id: number; count: number }[]).find((v) => v.count > 0);
    if (!variant) throw new Error('the test catalogue has no variant in stock');
    const item = { colorsToSizesId: variant.id, count: 1, name: 'Palm tee' };
    await expect(
      database.db.transaction(async (tx) => {
        await reserveStock(tx, [item], { reason: 'SALE' });
        throw new Error('the order failed');
      }),
    ).rejects.toThrow('the order failed');
    await changes.settle();
    expect((await visit(url, cookie)).headers['x-page-cache']).toBe('HIT');
    await database.db.transaction((tx) => reserveStock(tx, [item], { reason: 'SALE' }));
    await changes.settle();
    expect((await visit(url, cookie)).headers['x-page-cache']).toBe('MISS');
    await database.db.transaction((tx) => releaseStock(tx, [item], { reason: 'RELEASE' }));
    await changes.settle();
  });

  it("never gives one visitor another's currency, language cookie, device id or cart, interleaved", async () => {
    const id = palmTee();
    const a = {
      cookie: 'deviceId=visitor-a; currency=USD; currencyLock=t; locale=ar; guestCart=a-lines',
      lang: 'ar',
    };
    const b = {
      cookie: 'deviceId=visitor-b; currency=KWD; currencyLock=t; locale=ar; guestCart=b-lines',
      lang: 'en',
    };
    for (let round = 0; round < 2; round++) {
      for (const visitor of [a, b]) {
        const page = await visit(`/${visitor.lang}/products/${id}`, visitor.cookie);
        const mine = visitor === a ? 'USD' : 'KWD';
        const theirs = visitor === a ? 'KWD' : 'USD';
        expect(page.payload).toContain(mine);
        expect(page.payload).not.toContain(theirs);
        expect(page.headers['content-language'] ?? page.payload).toContain(`lang="${visitor.lang}"`);
        // Only b's language differs from its cookie: only b is told to remember it.
        const cookies = [page.headers['set-cookie'] ?? []].flat().join('\n');
        expect(cookies.includes('locale=en')).toBe(visitor === b);
        expect(cookies).not.toContain('deviceId');
        const cart = await visit(`/${visitor.lang}/cart`, visitor.cookie);
        expect(cart.headers['x-page-cache']).toBeUndefined();
        expect(cart.payload).toContain(visitor === a ? 'a-lines' : 'b-lines');
        expect(cart.payload).not.toContain(visitor === a ? 'b-lines' : 'a-lines');
      }
    }
    // A new visitor gets a device id of their own even on a hit, and never anyone else's.
    const first = await visit(`/ar/products/${id}`, 'currency=USD; currencyLock=t; locale=ar');
    const second = await visit(`/ar/products/${id}`, 'currency=USD; currencyLock=t; locale=ar');
    expect(second.headers['x-page-cache']).toBe('HIT');
    // A reply that sets a visitor's cookies is theirs alone: no CDN may keep it for others.
    expect(second.headers['cache-control']).toBe('private, no-cache');
    const deviceOf = (reply: typeof first) =>
      [reply.headers['set-cookie'] ?? []].flat().find((one) => one.startsWith('deviceId='));
    expect(deviceOf(first)).toBeDefined();
    expect(deviceOf(second)).toBeDefined();
    expect(deviceOf(second)).not.toBe(deviceOf(first));
  });

  it('never serves a signed-in visitor from the anonymous cache, nor fills it with their page', async () => {
    const token = await createSession(database.db, catalog.users.shopper);
    const url = `/en/products/${palmTee()}?signed=in`;
    const signedIn = `deviceId=g; currency=KWD; currencyLock=t; locale=en; accessToken=${token}`;
    for (let i = 0; i < 2; i++) {
      const page = await visit(url, signedIn);
      expect(page.statusCode).toBe(200);
      expect(page.headers['x-page-cache']).toBeUndefined();
      expect(page.headers.etag).toBeUndefined();
      expect(String(page.headers['content-security-policy'])).toContain('nonce-');
    }
    const anonymous = await visit(url, 'deviceId=h; currency=KWD; currencyLock=t; locale=en');
    expect(anonymous.headers['x-page-cache']).toBe('MISS');
    expect((await visit(url, signedIn)).headers['x-page-cache']).toBeUndefined();
  });

  it('does not keep an error page, and renders a missing product as before', async () => {
    const missing = await visit('/en/products/999999', 'deviceId=i; locale=en');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['x-page-cache']).toBeUndefined();
  });
});
