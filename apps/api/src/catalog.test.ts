import { testDatabaseKinds } from '@seed/db/test-database';
import { describe, expect, it } from 'vitest';
import { useCatalogApi } from './test/api';

// The small read-only lists, and what every read-only route shares.
describe.each(testDatabaseKinds())('read-only catalogue routes on %s', (kind) => {
  const t = useCatalogApi(kind);
  const get = (url: string, headers?: Record<string, string>) => t.get(url, headers);

  it('lists active carousel slides', async () => {
    expect((await get('/api/carousel')).json()).toEqual([
      {
        id: expect.any(Number),
        name: 'Sale',
        nameAr: 'تخفيضات',
        forwardingURLWeb: '/sale',
        isActive: true,
        backgroundColor: '#f5f5f5',
        mediaWeb: expect.objectContaining({
          url: expect.objectContaining({ small: expect.stringMatching(/slide/) }),
        }),
        // The fixture gives the slide one picture: Arabic pages show none rather than the English one.
        mediaWebAr: null,
      },
    ]);
  });

  it('lists active banners', async () => {
    expect((await get('/api/banner')).json()).toEqual([
      expect.objectContaining({
        nameEn: 'New in',
        nameAr: 'وصل حديثا',
        forwardingURL: 'app://new',
        forwardingURLWeb: '',
      }),
    ]);
  });

  it('lists active topics by order, or reversed with rankOrder=-1', async () => {
    const topics = (await get('/api/topics?rankOrder=1')).json();
    expect(topics.map((topic: { name_en: string }) => topic.name_en)).toEqual(['Calligraphy', 'Nature']);
    expect(topics[1]).toMatchObject({
      name_ar: 'طبيعة',
      id: t.catalog.topics.topic,
      media: { id: expect.any(Number) },
    });
    const reversed = (await get('/api/topics?rankOrder=-1')).json();
    expect(reversed.map((topic: { name_en: string }) => topic.name_en)).toEqual(['Nature', 'Calligraphy']);
  });

  it('lists active embroidery icons', async () => {
    expect((await get('/api/embroidery-icons')).json()).toEqual([
      expect.objectContaining({
        nameEn: 'Star',
        nameAr: 'نجمة',
        isActive: true,
        mediaId: expect.any(Number),
      }),
    ]);
  });

  const routes = () => [
    '/api/health',
    '/api/explore/categories/subcategories',
    `/api/explore/categories/subcategories/${t.catalog.categories.shirts}`,
    '/api/carousel',
    '/api/banner',
    '/api/topics',
    '/api/colors',
    '/api/embroidery-icons',
    '/api/inventory',
    `/api/inventory/${t.catalog.inventories.tee}`,
    '/api/products/all',
    '/api/products/trending',
    `/api/products/${t.catalog.products.palmTee}`,
  ];

  it('accepts deviceId and currency (even bad ones) on every route', async () => {
    for (const route of routes()) {
      for (const query of ['deviceId=abc-123&currency=USD', `deviceId=${'x'.repeat(300)}&currency=nope`]) {
        const reply = await get(`${route}?${query}`);
        expect(reply.statusCode, `${route}?${query}`).toBe(200);
      }
    }
  });

  it('documents every route with its query parameters', async () => {
    const document = (await get('/api/docs/json')).json();
    for (const route of routes()) {
      const path = route.replace(/\/\d+$/, '/{id}');
      const operation = document.paths[path]?.get;
      expect(operation, path).toBeDefined();
      const names = operation.parameters.map((parameter: { name: string }) => parameter.name);
      expect(names, path).toEqual(expect.arrayContaining(['deviceId', 'currency']));
      expect(operation.responses, path).toHaveProperty('200');
    }
  });
});
