import { testDatabaseKinds } from '@seed/db/test-database';
import { CURRENCIES, type Currency } from '@seed/domain/currency';
import { convertFils } from '@seed/domain/money';
import { beforeAll, describe, expect, it } from 'vitest';
import { useCartApi } from '../cart/cart-test-api';
import { type BundleFixtures, insertBundleFixtures } from './bundle-fixtures';

// The family set: two tees at 5.000 KWD and a tote at 3.000 KWD, 15% off, so 4.250 and 2.550 a unit.
const expectedPrices = (currency: Currency) => {
  const units = (tee: number, tote: number) =>
    convertFils(tee, currency).amount * 2 + convertFils(tote, currency).amount;
  return { oldPrice: units(5000, 3000), newPrice: units(4250, 2550) };
};

describe.each(testDatabaseKinds())('bundles on %s', (kind) => {
  const t = useCartApi(kind);
  let f: BundleFixtures;
  beforeAll(async () => {
    f = await insertBundleFixtures(t.db, t.catalog);
  });
  const get = (url: string) => t.request('GET', url);

  it('lists the active bundles by rank with their items', async () => {
    const reply = await get('/api/bundling');
    expect(reply.statusCode).toBe(200);
    const body = reply.json();
    const names = body.bundles.map((bundle: { nameEn: string }) => bundle.nameEn);
    expect(names).toEqual(['Tee and tote', 'Family set']);
    expect(body).toMatchObject({ hasMore: false, offset: 0 });
    const set = body.bundles[1];
    expect(set).toMatchObject({
      id: f.bundles.set,
      discountPercentage: 15,
      type: 'AGGREGATED',
      oldPrice: { amount: 13_000, currency: 'KWD' },
      newPrice: { amount: 11_050, currency: 'KWD' },
      saving: { amount: 1950, currency: 'KWD' },
      templatesInventoriesRelations: [
        { inventoryId: t.catalog.inventories.tee, templateId: f.templates.bigName, count: 2 },
        { inventoryId: t.catalog.inventories.tote, templateCategoryId: f.categories.names, count: 1 },
      ],
    });
    const paged = (await get('/api/bundling?limit=1&offset=1')).json();
    expect(paged.bundles.map((bundle: { id: number }) => bundle.id)).toEqual([f.bundles.set]);
  });

  it.each(CURRENCIES)('prices a bundle from its items in %s, as the cart will', async (currency) => {
    const { oldPrice, newPrice } = expectedPrices(currency);
    const listed = (await get(`/api/bundling?currency=${currency}`)).json();
    const detail = (await get(`/api/bundling/${f.bundles.set}?currency=${currency}`)).json();
    for (const bundle of [listed.bundles[1], detail.bundle]) {
      expect(bundle.oldPrice).toEqual({ amount: oldPrice, currency });
      expect(bundle.newPrice).toEqual({ amount: newPrice, currency });
      expect(bundle.saving).toEqual({ amount: oldPrice - newPrice, currency });
    }
  });

  it('answers a bundle with its templates, their categories and what each item takes', async () => {
    const reply = await get(`/api/bundling/${f.bundles.set}`);
    expect(reply.statusCode).toBe(200);
    const body = reply.json();
    expect(body.bundle.nameAr).toBe('طقم العائلة');
    const ids = (list: { id: number }[]) => list.map((item) => item.id);
    expect(ids(body.templates)).toEqual([f.templates.bigName, f.templates.circle, f.templates.kidsName]);
    expect(ids(body.templateCategories)).toEqual([f.categories.names, f.categories.kids]);
    const [tees, tote] = body.templatesInventoriesRelations;
    expect(tees).toMatchObject({ count: 2, templateIds: [f.templates.bigName] });
    expect(tees.inventory).toMatchObject({ id: t.catalog.inventories.tee, price: { amount: 5000 } });
    expect(tees.inventory.colorsToSizes.length).toBeGreaterThan(0);
    // A sub-category's templates are offered wherever its parent is.
    expect(tote.templateIds).toEqual([f.templates.bigName, f.templates.circle, f.templates.kidsName]);
    const markup = body.templates[0].templateHtmlCode as string;
    expect(markup).toContain('{{text}}');
    for (const banned of ['<script', 'onload', 'evil.test', '<image']) expect(markup).not.toContain(banned);
  });

  it('is 404 for an unknown or inactive bundle and 400 for a bad id', async () => {
    for (const url of ['/api/bundling/999999', `/api/bundling/${f.bundles.retired}`]) {
      const reply = await get(url);
      expect(reply.statusCode).toBe(404);
      expect(reply.json()).toMatchObject({ code: 'NOT_FOUND', reason: 'BUNDLE_NOT_FOUND' });
    }
    const bad = await get('/api/bundling/abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/id/);
  });
});
