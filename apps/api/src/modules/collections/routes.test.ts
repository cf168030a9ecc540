import { testDatabaseKinds } from '@seed/db/test-database';
import { beforeAll, describe, expect, it } from 'vitest';
import { useCatalogApi } from '../../test/api';
import { insertCollectionsAndReviews } from '../../test/fixtures';

type Card = { nameEn: string };

describe.each(testDatabaseKinds())('collections on %s', (kind) => {
  const t = useCatalogApi(kind);
  let ids: Awaited<ReturnType<typeof insertCollectionsAndReviews>>['collections'];
  const get = (url: string) => t.get(url);
  const names = async (url: string) =>
    ((await get(url)).json().products as Card[]).map((card) => card.nameEn);

  beforeAll(async () => {
    ids = (await insertCollectionsAndReviews(t.api.db, t.catalog)).collections;
  });

  it('returns an active collection with both names', async () => {
    const reply = await get(`/api/collection/${ids.summer}?deviceId=d1&currency=USD`);
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toMatchObject({
      id: ids.summer,
      nameEn: 'Summer picks',
      nameAr: 'مختارات الصيف',
      isActive: true,
      rank: 1,
      media: null,
    });
  });

  it('lists only active collections of visible artists, by rank, with paging', async () => {
    const reply = await get('/api/collection');
    expect(reply.statusCode).toBe(200);
    const page = reply.json();
    const listed = page.collections.map((row: { id: number }) => row.id);
    expect(listed).toContain(ids.summer);
    expect(listed).not.toContain(ids.retired);
    expect(listed).not.toContain(ids.hiddenArtist);
    expect(page).toMatchObject({ limit: 24, offset: 0, hasMore: false });
    expect(page.collections.find((row: { id: number }) => row.id === ids.summer)).toMatchObject({
      nameEn: 'Summer picks',
      nameAr: 'مختارات الصيف',
    });
    expect((await get('/api/collection?limit=1000')).json().limit).toBe(100);
    expect((await get('/api/collection?offset=-1')).statusCode).toBe(400);
  });

  it('answers 400 for a malformed id and 404 for unknown, inactive or hidden-artist collections', async () => {
    expect((await get('/api/collection/abc')).statusCode).toBe(400);
    expect((await get('/api/collection/abc/products')).statusCode).toBe(400);
    for (const id of [987654, ids.retired, ids.hiddenArtist]) {
      for (const path of ['', '/products', '/products/filter']) {
        const reply = await get(`/api/collection/${id}${path}`);
        expect(reply.statusCode).toBe(404);
        expect(reply.json()).toEqual({
          statusCode: 404,
          message: `Collection ${id} not found`,
          code: 'NOT_FOUND',
          reason: 'COLLECTION_NOT_LISTED',
        });
      }
    }
  });

  it("lists the collection's listed products in its own order, hiding inactive and orphaned ones", async () => {
    const page = (await get(`/api/collection/${ids.summer}/products?currency=SAR`)).json();
    expect(page.products.map((card: Card) => card.nameEn)).toEqual(['Plain tee', 'Palm tote', 'Palm tee']);
    expect(page).toMatchObject({ hasMore: false, limit: 12, offset: 0 });
    expect(page.products[1]).toMatchObject({ nameAr: 'منتج Palm tote', price: { currency: 'SAR' } });
  });

  it('pages, caps the limit and filters by blank item', async () => {
    const first = (await get(`/api/collection/${ids.summer}/products?limit=2`)).json();
    expect(first).toMatchObject({ hasMore: true, limit: 2 });
    expect(await names(`/api/collection/${ids.summer}/products?limit=2&offset=2`)).toEqual(['Palm tee']);
    expect((await get(`/api/collection/${ids.summer}/products?limit=5000`)).json().limit).toBe(100);
    const { tote, tee } = t.catalog.inventories;
    expect(await names(`/api/collection/${ids.summer}/products?inventoryId=${tote}`)).toEqual(['Palm tote']);
    expect(await names(`/api/collection/${ids.summer}/products?inventoryId=${tee}`)).toEqual([
      'Plain tee',
      'Palm tee',
    ]);
    expect((await get(`/api/collection/${ids.summer}/products?inventoryId=x`)).statusCode).toBe(400);
    expect((await get(`/api/collection/${ids.summer}/products?offset=-1`)).statusCode).toBe(400);
  });

  it('offers the blank items of its listed products as filters, with counts', async () => {
    const reply = await get(`/api/collection/${ids.summer}/products/filter`);
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toEqual({
      inventories: [
        { id: t.catalog.inventories.tee, nameEn: 'Tee', nameAr: 'تيشيرت', count: 2 },
        { id: t.catalog.inventories.tote, nameEn: 'Tote', nameAr: 'حقيبة', count: 1 },
      ],
    });
  });
});
