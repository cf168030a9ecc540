import { inventories } from '@seed/db/schema/inventory';
import { products } from '@seed/db/schema/products';
import { users } from '@seed/db/schema/users';
import { testDatabaseKinds } from '@seed/db/test-database';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createSession, useCatalogApi } from '../../test/api';

describe.each(testDatabaseKinds())('inventory and colours on %s', (kind) => {
  const t = useCatalogApi(kind);
  let adminToken: string;
  const get = (url: string, headers?: Record<string, string>) => t.get(url, headers);
  const names = async (url: string, headers?: Record<string, string>) =>
    ((await get(url, headers)).json().inventories as { nameEn: string }[]).map((item) => item.nameEn);

  beforeAll(async () => {
    const [admin] = await t.api.db
      .insert(users)
      .values({ email: 'admin@example.com', role: 'ADMIN' })
      .returning();
    adminToken = await createSession(t.api.db, admin!.id);
  });

  it('lists active blank items by rank, 10 by default, with prices in the chosen currency', async () => {
    const page = (await get('/api/inventory?currency=SAR&deviceId=d1')).json();
    expect(page).toMatchObject({ limit: 10, offset: 0, hasMore: false });
    expect(page.inventories.map((item: { nameEn: string }) => item.nameEn)).toEqual(['Tee', 'Tote']);
    expect(page.inventories[0]).toMatchObject({
      nameAr: 'تيشيرت',
      price: { amount: 6102, currency: 'SAR' },
      printingType: ['DTG'],
      colors: [{ value: '#ffffff' }, { value: '#000000' }],
      mainMedia: { url: { large: 'http://store.test/media/demo/large_tee.webp' } },
    });
    expect((await get('/api/inventory?limit=1')).json()).toMatchObject({ hasMore: true, limit: 1 });
  });

  it('filters for design requests and shows inactive items to admins only', async () => {
    expect(await names('/api/inventory?forDesignRequest=true')).toEqual(['Tote']);
    expect(await names('/api/inventory?comeFromAdmin=true')).toEqual(['Tee', 'Tote']);
    const asAdmin = await names('/api/inventory?comeFromAdmin=true', {
      authorization: `Bearer ${adminToken}`,
    });
    expect(asAdmin).toEqual(['Tee', 'Retired', 'Tote']);
    expect((await get('/api/inventory?forDesignRequest=maybe')).statusCode).toBe(400);
  });

  it('returns one blank item with sides, variants, size guide and categories', async () => {
    const reply = await get(`/api/inventory/${t.catalog.inventories.tee}?currency=USD`);
    expect(reply.statusCode).toBe(200);
    const item = reply.json();
    expect(item).toMatchObject({
      nameEn: 'Tee',
      nameAr: 'تيشيرت',
      descriptionEn: 'Soft cotton',
      descriptionAr: 'قطن ناعم',
      price: { amount: 1627, currency: 'USD' },
      backPrint: true,
      design_request_enabled: false,
      minDiagonal: 5,
      maxDiagonal: 20,
      sizeGuide: { centimeters: [{ size: 'S', param1: 50, param2: 70 }] },
      inventoryToCategories: [{ categoryToSubcategoryId: t.catalog.categories.shirtTees }],
    });
    expect(item.media.map((side: { position: string }) => side.position)).toEqual(['FRONT', 'BACK']);
    expect(item.media[0].media.url.small).toBe('http://store.test/media/demo/small_tee-front.webp');
    expect(item.colorsToSizes.map((v: { size: { label: string } }) => v.size.label)).toEqual(['S', 'M', 'M']);
    expect(item.colorsToSizes[1]).toMatchObject({
      count: 0,
      surcharge: { amount: 163, currency: 'USD' },
      color: { id: t.catalog.colors.white, value: '#ffffff', nameAr: 'أبيض' },
    });
    expect(item.colorsToSizes[0]).not.toHaveProperty('cost');
  });

  it("gives each side's mockup per garment colour, and none where the side has no picture", async () => {
    const item = (await get(`/api/inventory/${t.catalog.inventories.tee}`)).json();
    const [front, back] = item.media;
    expect(
      front.mockups.map((m: { colorId: number; media: { url: { large: string } } }) => [
        m.colorId,
        m.media.url.large,
      ]),
    ).toEqual([
      [t.catalog.colors.white, 'http://store.test/media/demo/large_tee-front.webp'],
      [t.catalog.colors.black, 'http://store.test/media/demo/large_tee-front-black.webp'],
    ]);
    expect(back.mockups).toEqual([]);
  });

  it('answers 400 for a malformed id and 404 for unknown or inactive items', async () => {
    expect((await get('/api/inventory/abc')).json()).toMatchObject({ statusCode: 400, code: 'INVALID_DATA' });
    expect((await get('/api/inventory/0')).statusCode).toBe(400);
    expect((await get('/api/inventory/99999999999')).statusCode).toBe(400);
    for (const id of [424242, t.catalog.inventories.retired]) {
      expect((await get(`/api/inventory/${id}`)).json()).toMatchObject({
        statusCode: 404,
        code: 'NOT_FOUND',
        reason: 'INVENTORY_NOT_FOUND',
      });
    }
  });

  it('lists colours, or only those for text', async () => {
    expect((await get('/api/colors')).json()).toHaveLength(3);
    expect((await get('/api/colors?type=TEXT&currency=USD')).json()).toEqual([
      { id: t.catalog.colors.red, value: '#ff0000', nameEn: 'Red', nameAr: 'أحمر', type: 'TEXT' },
    ]);
    expect((await get('/api/colors?type=NEON')).statusCode).toBe(400);
  });

  it('lists the active blank items of a category, 404 for an unknown or inactive one', async () => {
    const { shirts, bags, hidden } = t.catalog.categories;
    expect(await names(`/api/inventory/category/${shirts}?currency=USD`)).toEqual(['Tee']);
    // Bags shares the T-shirts subcategory, under which the tee is filed through the shirts link only.
    expect(await names(`/api/inventory/category/${bags}`)).toEqual([]);
    expect((await get(`/api/inventory/category/${shirts}?limit=1`)).json()).toMatchObject({
      limit: 1,
      hasMore: false,
    });
    expect((await get('/api/inventory/category/abc')).statusCode).toBe(400);
    for (const id of [hidden, 565656]) {
      expect((await get(`/api/inventory/category/${id}`)).json()).toMatchObject({
        statusCode: 404,
        code: 'NOT_FOUND',
        reason: 'INVENTORY_CATEGORY_NOT_FOUND',
      });
    }
  });

  it('lists blank items by print technique, any of a comma-separated list', async () => {
    const { db } = t.api;
    await db
      .update(inventories)
      .set({ printingType: ['EMBROIDERY'] })
      .where(eq(inventories.id, t.catalog.inventories.tote));
    const url = '/api/inventory/by/print/type/customization';
    expect(await names(`${url}?printingType=DTG`)).toEqual(['Tee']);
    expect(await names(`${url}?printingType=EMBROIDERY`)).toEqual(['Tote']);
    expect(await names(`${url}?printingType=DTG,EMBROIDERY`)).toEqual(['Tee', 'Tote']);
    expect(await names(`${url}?printingType=SUBLIMATION`)).toEqual([]);
    expect(await names(url)).toEqual(['Tee', 'Tote']);
    expect((await get(`${url}?printingType=LASER`)).statusCode).toBe(400);
    await db
      .update(inventories)
      .set({ printingType: ['DTG'] })
      .where(eq(inventories.id, t.catalog.inventories.tote));
  });

  it('lists every active blank item, 100 per page by default', async () => {
    const page = (await get('/api/inventory/get-all-inventories?limit=1000')).json();
    expect(page).toMatchObject({ limit: 100, hasMore: false });
    expect(page.inventories.map((item: { nameEn: string }) => item.nameEn)).toEqual(['Tee', 'Tote']);
    expect((await get('/api/inventory/get-all-inventories')).json().limit).toBe(100);
  });

  it("lists the blank items that listed products are made on, with their best product's colour and category", async () => {
    const { db } = t.api;
    await db
      .update(products)
      .set({ randomColor: '#123456' })
      .where(eq(products.id, t.catalog.products.palmTee!));
    const reply = await get('/api/inventory/get-all-by-product');
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toEqual({
      inventories: [
        {
          id: t.catalog.inventories.tee,
          nameEn: 'Tee',
          nameAr: 'تيشيرت',
          randomColor: '#123456',
          mainMedia: expect.objectContaining({ url: expect.objectContaining({ small: expect.any(String) }) }),
          categoryToSubcategory: {
            id: t.catalog.categories.shirtTees,
            categoryId: t.catalog.categories.shirts,
            subCategoryId: expect.any(Number),
          },
        },
        {
          id: t.catalog.inventories.tote,
          nameEn: 'Tote',
          nameAr: 'حقيبة',
          randomColor: null,
          mainMedia: null,
          categoryToSubcategory: null,
        },
      ],
    });
  });
});
