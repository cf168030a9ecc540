import { testDatabaseKinds } from '@seed/db/test-database';
import { describe, expect, it } from 'vitest';
import { useCatalogApi } from '../../test/api';

describe.each(testDatabaseKinds())('categories on %s', (kind) => {
  const t = useCatalogApi(kind);
  const get = (url: string, headers?: Record<string, string>) => t.get(url, headers);

  it('lists active categories by rank with their active subcategories', async () => {
    const page = (await get('/api/explore/categories/subcategories?deviceId=d&currency=QAR')).json();
    expect(page).toMatchObject({ limit: 100, offset: 0, hasMore: false });
    expect(page.categories.map((category: { nameEn: string }) => category.nameEn)).toEqual([
      'Bags',
      'Shirts',
    ]);
    const shirts = page.categories[1];
    expect(shirts).toMatchObject({
      nameAr: 'قمصان',
      isForShop: false,
      isForCustomization: false,
      media: { url: { small: 'http://store.test/media/demo/small_shirts.webp' } },
      categoriesToSubcategories: [
        {
          id: t.catalog.categories.shirtTees,
          subCategory: { nameEn: 'T-shirts', nameAr: 'تي شيرت', slug: 't-shirts' },
        },
      ],
    });
  });

  it('lists one category when asked with an id, none when it is hidden', async () => {
    const { bags, hidden } = t.catalog.categories;
    const one = (await get(`/api/explore/categories/subcategories?id=${bags}&limit=100`)).json();
    expect(one.categories.map((category: { nameEn: string }) => category.nameEn)).toEqual(['Bags']);
    expect((await get(`/api/explore/categories/subcategories?id=${hidden}`)).json().categories).toEqual([]);
    expect((await get('/api/explore/categories/subcategories?id=abc')).statusCode).toBe(400);
  });

  it('caps the limit and pages', async () => {
    expect((await get('/api/explore/categories/subcategories?limit=500')).json().limit).toBe(100);
    const second = (await get('/api/explore/categories/subcategories?limit=1&offset=1')).json();
    expect(second.categories.map((category: { nameEn: string }) => category.nameEn)).toEqual(['Shirts']);
  });

  it('returns one category, 400 for a malformed id, 404 for unknown or inactive ones', async () => {
    const one = await get(`/api/explore/categories/subcategories/${t.catalog.categories.bags}`);
    expect(one.json()).toMatchObject({ nameEn: 'Bags', nameAr: 'حقائب', categoriesToSubcategories: [{}] });
    expect((await get('/api/explore/categories/subcategories/abc')).statusCode).toBe(400);
    for (const id of [777, t.catalog.categories.hidden]) {
      const reply = await get(`/api/explore/categories/subcategories/${id}`);
      expect(reply.json()).toEqual({
        statusCode: 404,
        message: `Category ${id} not found`,
        code: 'NOT_FOUND',
        reason: 'CATEGORY_NOT_LISTED',
      });
    }
  });
});
