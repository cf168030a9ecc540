import { seedDemo } from '@seed/db/seed/seed-demo';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from './test/api';

// The read-only routes on the real demo catalogue (media rows only, no image files): the seed and the API
// agree on what is listed, and every reply carries both languages.
describe('read-only routes on the demo catalogue', () => {
  let api: TestApi;
  const json = async (url: string) => {
    const reply = await api.app.inject({
      url: `${url}${url.includes('?') ? '&' : '?'}deviceId=demo&currency=USD`,
    });
    expect(reply.statusCode, url).toBe(200);
    return reply.json();
  };

  beforeAll(async () => {
    api = await createTestApi('pglite');
    await seedDemo(api.db);
  }, 240_000);
  afterAll(async () => api?.close());

  it('lists categories, carousel, banners, topics, colours and embroidery icons', async () => {
    const { categories } = await json('/api/explore/categories/subcategories');
    expect(categories.length).toBeGreaterThanOrEqual(8);
    expect(categories[0]).toMatchObject({
      nameEn: expect.any(String),
      nameAr: expect.stringMatching(/\p{Script=Arabic}/u),
    });
    expect(
      categories.some(
        (category: { categoriesToSubcategories: unknown[] }) => category.categoriesToSubcategories.length,
      ),
    ).toBe(true);
    for (const url of [
      '/api/carousel',
      '/api/banner',
      '/api/topics',
      '/api/colors?type=TEXT',
      '/api/embroidery-icons',
    ]) {
      expect((await json(url)).length, url).toBeGreaterThan(0);
    }
  });

  it('lists blank items and opens one', async () => {
    const { inventories } = await json('/api/inventory');
    expect(inventories).toHaveLength(10);
    const item = await json(`/api/inventory/${inventories[0].id}`);
    expect(item.nameAr).toMatch(/\p{Script=Arabic}/u);
    expect(item.colorsToSizes.length).toBeGreaterThan(0);
    expect(item.price.currency).toBe('USD');
  });

  it('lists, pages and opens products', async () => {
    const first = await json('/api/products/all?limit=12');
    expect(first.products).toHaveLength(12);
    expect(first.hasMore).toBe(true);
    const second = await json('/api/products/all?limit=12&offset=12');
    const ids = new Set([...first.products, ...second.products].map((product: { id: number }) => product.id));
    expect(ids.size).toBe(24);
    expect((await json('/api/products/trending')).products).toHaveLength(7);
    const product = await json(`/api/products/${first.products[0].id}`);
    expect(product).toMatchObject({
      nameEn: expect.any(String),
      nameAr: expect.stringMatching(/\p{Script=Arabic}/u),
    });
    expect(product.inventory.colorsToSizes).toEqual(product.colorsToSizes);
    expect(product.productImages.length).toBeGreaterThan(0);
  });
});
