import { artists } from '@seed/db/schema/artists';
import { viewCounts } from '@seed/db/schema/views';
import { testDatabaseKinds } from '@seed/db/test-database';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createSession, useCatalogApi } from '../../test/api';
import { releaseStock, reserveStock } from '../inventory/stock';

type Variant = { id: number; count: number };

function defined<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`the test catalogue has no ${what}`);
  return value;
}

// The product page is cached for anonymous visitors (decision 0040): these check it is never stale after a
// change, never shows one visitor's private product to another and never mixes currencies.
describe.each(testDatabaseKinds())('the cached product page on %s', (kind) => {
  const t = useCatalogApi(kind);
  const get = (url: string, headers?: Record<string, string>) => t.get(url, headers);
  const page = (id: number | undefined, query = '') => `/api/products/${defined(id, 'product')}${query}`;

  it('answers a repeated anonymous visit from the cache, apart per currency and language', async () => {
    const { palmTee } = t.catalog.products;
    const usd = await get(page(palmTee, '?currency=USD&deviceId=a'));
    expect(usd.headers['x-cache']).toBe('MISS');
    const again = await get(page(palmTee, '?deviceId=b&currency=USD'));
    expect(again.headers['x-cache']).toBe('HIT');
    expect(again.json().price).toEqual({ amount: 3255, currency: 'USD' });
    const kwd = await get(page(palmTee, '?currency=KWD'));
    expect(kwd.headers['x-cache']).toBe('MISS');
    expect(kwd.json().price).toEqual({ amount: 10000, currency: 'KWD' });
    expect((await get(page(palmTee, '?currency=KWD'))).json().price.currency).toBe('KWD');
    const english = await get(page(palmTee, '?currency=KWD'), { 'accept-language': 'en' });
    expect(english.headers['x-cache']).toBe('MISS');
  });

  it("never serves a shopper's own design from the cache, nor stores a signed-in visit", async () => {
    const { ownDesign, plainTee } = t.catalog.products;
    const owner = { authorization: `Bearer ${await createSession(t.api.db, t.catalog.users.shopper)}` };
    for (let i = 0; i < 2; i++) {
      const own = await get(page(ownDesign), owner);
      expect(own.statusCode).toBe(200);
      expect(own.headers['x-cache']).toBeUndefined();
      expect((await get(page(ownDesign))).statusCode).toBe(404);
    }
    expect((await get(page(plainTee), owner)).headers['x-cache']).toBeUndefined();
    expect((await get(page(plainTee))).headers['x-cache']).toBe('MISS');
  });

  it('shows a stock change at once, and a rolled-back one never', async () => {
    const { palmTee } = t.catalog.products;
    const first = await get(page(palmTee));
    expect((await get(page(palmTee))).headers['x-cache']).toBe('HIT');
    const variant = (first.json().colorsToSizes as Variant[]).find((v) => v.count > 0);
    if (!variant) throw new Error('the test catalogue has no variant in stock');
    const stockOf = async () => {
      const reply = await get(page(palmTee));
      return (reply.json().colorsToSizes as Variant[]).find((v) => v.id === variant.id)?.count;
    };
    const item = { colorsToSizesId: variant.id, count: 1, name: 'Palm tee' };

    // Changed straight on the database, as a job would: its notice reaches this replica just after the commit
    // (on PostgreSQL; during it on PGlite). An API write waits for it before answering, as here.
    await t.api.db.transaction((tx) => reserveStock(tx, [item], { reason: 'SALE' }));
    await t.api.changes.settle();
    expect(await stockOf()).toBe(variant.count - 1);
    expect((await get(page(palmTee))).headers['x-cache']).toBe('HIT');

    await expect(
      t.api.db.transaction(async (tx) => {
        await releaseStock(tx, [item], { reason: 'RELEASE' });
        throw new Error('the order failed');
      }),
    ).rejects.toThrow('the order failed');
    await t.api.changes.settle();
    expect((await get(page(palmTee))).headers['x-cache']).toBe('HIT');

    await t.api.db.transaction((tx) => releaseStock(tx, [item], { reason: 'RELEASE' }));
    await t.api.changes.settle();
    expect(await stockOf()).toBe(variant.count);
  });

  it('drops the page as soon as its artist hides the product, and shows it again when shown', async () => {
    const { palmTote } = t.catalog.products;
    const [artist] = await t.api.db
      .select({ userId: artists.userId })
      .from(artists)
      .where(eq(artists.subdomain, 'noor'));
    const headers = {
      authorization: `Bearer ${await createSession(t.api.db, defined(artist, 'artist').userId)}`,
    };
    const toggle = (isActive: boolean) =>
      t.api.app.inject({
        method: 'PATCH',
        url: `/api/artist/portal/products/${palmTote}`,
        headers,
        payload: { isActive },
      });
    await get(page(palmTote));
    expect((await get(page(palmTote))).headers['x-cache']).toBe('HIT');
    expect((await toggle(false)).statusCode).toBe(200);
    expect((await get(page(palmTote))).statusCode).toBe(404);
    expect((await toggle(true)).statusCode).toBe(200);
    expect((await get(page(palmTote))).statusCode).toBe(200);
  });

  it('counts every view, cached or not, exactly, once flushed', async () => {
    const { plainTee, inactive } = t.catalog.products;
    const counted = async (id: number | undefined) => {
      const [row] = await t.api.db
        .select({ count: viewCounts.count })
        .from(viewCounts)
        .where(and(eq(viewCounts.kind, 'product'), eq(viewCounts.targetId, defined(id, 'product'))));
      return row?.count ?? 0;
    };
    await t.api.views.flush();
    const before = await counted(plainTee);
    await get(page(plainTee, '?currency=USD'));
    const replies = await Promise.all(Array.from({ length: 39 }, () => get(page(plainTee, '?currency=USD'))));
    expect(replies.every((reply) => reply.headers['x-cache'] === 'HIT')).toBe(true);
    await get(page(inactive));
    expect(await counted(plainTee)).toBe(before);
    await t.api.views.flush();
    expect(await counted(plainTee)).toBe(before + 40);
    expect(await counted(inactive)).toBe(0);
  });
});
