import { testDatabaseKinds } from '@seed/db/test-database';
import { describe, expect, it } from 'vitest';
import { createSession, useCatalogApi } from '../../test/api';

type Card = { id: number; nameEn: string; nameAr: string; price: { amount: number; currency: string } };

describe.each(testDatabaseKinds())('products on %s', (kind) => {
  const t = useCatalogApi(kind);
  const get = (url: string, headers?: Record<string, string>) => t.get(url, headers);
  const names = async (url: string) =>
    ((await get(url)).json().products as Card[]).map((card) => card.nameEn);

  it('lists only shop products, by rank, with both languages and the media URLs', async () => {
    const reply = await get('/api/products/all?deviceId=d1&currency=KWD');
    expect(reply.statusCode).toBe(200);
    const page = reply.json();
    expect(page.products.map((card: Card) => card.nameEn)).toEqual(['Palm tee', 'Palm tote', 'Plain tee']);
    expect(page).toMatchObject({ hasMore: false, limit: 12, offset: 0 });
    expect(page.products[0]).toMatchObject({
      nameAr: 'منتج Palm tee',
      price: { amount: 10000, currency: 'KWD' },
      oldPrice: { amount: 12000, currency: 'KWD' },
      isDiscounted: true,
      artist: { displayNameEn: 'Noor', displayNameAr: 'نور' },
      media: { url: { small: 'http://store.test/media/demo/small_palm.webp' } },
    });
  });

  it('converts prices into the requested currency, and unknown currencies into KWD', async () => {
    const usd = (await get('/api/products/all?currency=USD')).json().products[0];
    expect(usd.price).toEqual({ amount: 3255, currency: 'USD' });
    const unknown = (await get('/api/products/all?currency=XXX')).json().products[0];
    expect(unknown.price).toEqual({ amount: 10000, currency: 'KWD' });
  });

  it('pages with limit and offset, capping an oversized limit', async () => {
    const first = (await get('/api/products/all?limit=2')).json();
    expect(first.products).toHaveLength(2);
    expect(first.hasMore).toBe(true);
    expect(await names('/api/products/all?limit=2&offset=2')).toEqual(['Plain tee']);
    expect((await get('/api/products/all?limit=100000')).json().limit).toBe(100);
    expect((await get('/api/products/all?limit=abc')).statusCode).toBe(400);
  });

  it('filters by search (normalised Arabic too), topic, category, artwork, tags and exclusions', async () => {
    const { products, topics, categories, tag } = t.catalog;
    expect(await names('/api/products/all?search=TOTE')).toEqual(['Palm tote']);
    expect(await names(`/api/products/all?search=${encodeURIComponent('نخلة')}`)).toEqual(['Palm tote']);
    expect(await names(`/api/products/all?topicId=${topics.topic}`)).toEqual(['Palm tee', 'Palm tote']);
    expect(await names(`/api/products/all?categoryToSubcategoryId=${categories.shirtTees}`)).toEqual([
      'Palm tee',
    ]);
    expect(await names(`/api/products/all?tagsIds=${tag}`)).toEqual(['Palm tote']);
    expect(
      await names(`/api/products/all?excludeProductsId=${products.palmTee},${products.palmTote}`),
    ).toEqual(['Plain tee']);
    expect((await get('/api/products/all?topicId=abc')).statusCode).toBe(400);
  });

  it('ranks trending products by purchases and views, defaulting to 7', async () => {
    const before = (await get('/api/products/trending?frontPage=true')).json();
    expect(before.limit).toBe(7);
    expect(before.products.map((card: Card) => card.nameEn)).toEqual(['Plain tee', 'Palm tee', 'Palm tote']);
    for (let i = 0; i < 3; i++) await get(`/api/products/${t.catalog.products.palmTote}`);
    // Views are counted in memory and written every few seconds.
    await t.api.views.flush();
    expect(await names('/api/products/trending')).toEqual(['Plain tee', 'Palm tote', 'Palm tee']);
  });

  it('returns a product page with its blank item, variants, images and artwork', async () => {
    const reply = await get(`/api/products/${t.catalog.products.palmTee}?currency=USD&deviceId=d1`);
    expect(reply.statusCode).toBe(200);
    const product = reply.json();
    expect(product).toMatchObject({
      nameEn: 'Palm tee',
      nameAr: 'منتج Palm tee',
      price: { currency: 'USD' },
      isDiscounted: true,
      artwork: { title: 'Palm', titleAr: 'عمل Palm' },
      artist: { displayNameEn: 'Noor' },
      inventory: { nameEn: 'Tee', nameAr: 'تيشيرت', backPrint: true, pocketPrint: false },
    });
    expect(product.productImages.map((image: { type: string }) => image.type)).toEqual(['FRONT', 'BACK']);
    expect(product.colorsToSizes).toHaveLength(3);
    expect(product.colorsToSizes[1]).toMatchObject({ surcharge: { amount: 163, currency: 'USD' } });
    expect(product.inventory.sizeGuide.head[0]).toEqual({ key: 'chest', label: 'Chest', labelAr: 'الصدر' });
  });

  it('answers 400 for a malformed id and 404 for unknown or hidden products', async () => {
    const malformed = await get('/api/products/abc');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({
      message: 'params.id: id must be a positive integer',
      code: 'INVALID_DATA',
    });
    for (const id of [
      999999,
      t.catalog.products.inactive,
      t.catalog.products.unapproved,
      t.catalog.products.orphaned,
    ]) {
      const reply = await get(`/api/products/${id}`);
      expect(reply.statusCode).toBe(404);
      expect(reply.json()).toEqual({
        statusCode: 404,
        message: `Product ${id} not found`,
        code: 'NOT_FOUND',
        reason: 'PRODUCT_NOT_LISTED',
      });
    }
  });

  it("shows a shopper's own design to its owner only", async () => {
    const url = `/api/products/${t.catalog.products.ownDesign}`;
    expect((await get(url)).statusCode).toBe(404);
    const token = await createSession(t.api.db, t.catalog.users.shopper);
    expect((await get(url, { authorization: `Bearer ${token}` })).statusCode).toBe(200);
  });

  it("returns a product's main image and mockups, 404 when hidden, 400 when malformed", async () => {
    const reply = await get(`/api/products/${t.catalog.products.palmTee}/image`);
    expect(reply.statusCode).toBe(200);
    const images = reply.json();
    expect(images.media.url.large).toBe('http://store.test/media/demo/large_palm.webp');
    expect(images.productImages.map((image: { type: string }) => image.type)).toEqual(['FRONT', 'BACK']);
    expect(images.productImages[1].media.url.small).toBe('http://store.test/media/demo/small_palm-back.webp');
    expect((await get(`/api/products/${t.catalog.products.palmTote}/image`)).json()).toEqual({
      media: null,
      productImages: [],
    });
    expect((await get('/api/products/x1/image')).statusCode).toBe(400);
    for (const id of [
      t.catalog.products.inactive,
      t.catalog.products.orphaned,
      t.catalog.products.ownDesign,
    ]) {
      const hidden = await get(`/api/products/${id}/image`);
      expect(hidden.statusCode).toBe(404);
      expect(hidden.json()).toMatchObject({ code: 'NOT_FOUND', reason: 'PRODUCT_NOT_LISTED' });
    }
    const token = await createSession(t.api.db, t.catalog.users.shopper);
    const own = await get(`/api/products/${t.catalog.products.ownDesign}/image`, {
      authorization: `Bearer ${token}`,
    });
    expect(own.statusCode).toBe(200);
  });
});
