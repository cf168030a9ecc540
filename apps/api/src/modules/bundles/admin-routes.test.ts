import { testDatabaseKinds } from '@seed/db/test-database';
import { beforeAll, describe, expect, it } from 'vitest';
import { useCatalogApi } from '../../test/api';
import { lastAudit, ownUpload, staffAccount } from '../marketing/admin-test-kit';
import { type BundleFixtures, insertBundleFixtures } from './bundle-fixtures';

describe.each(testDatabaseKinds())('the catalogue desk: bundles on %s', (kind) => {
  const t = useCatalogApi(kind);
  const db = () => t.api.db;
  let f: BundleFixtures;
  beforeAll(async () => {
    f = await insertBundleFixtures(db(), t.catalog);
  });
  type Caller = { headers: Record<string, string> };
  const call = (caller: Caller, method: 'GET' | 'POST' | 'PUT', path: string, payload?: object) =>
    t.api.app.inject({ method, url: `/api/${path}`, headers: caller.headers, payload });
  const anonymous = { headers: {} };

  const body = (fields: Record<string, unknown> = {}) => ({
    nameEn: 'Family set',
    nameAr: 'طقم العائلة',
    discountPercentage: 15,
    rank: 1,
    isActive: true,
    mediaId: null,
    items: [
      {
        inventoryId: t.catalog.inventories.tee,
        templateId: f.templates.bigName,
        templateCategoryId: null,
        count: 2,
      },
      {
        inventoryId: t.catalog.inventories.tote,
        templateId: null,
        templateCategoryId: f.categories.names,
        count: 1,
      },
    ],
    ...fields,
  });

  it('refuses whoever lacks the catalogue permission', async () => {
    const finance = await staffAccount(db(), ['FINANCE']);
    expect((await call(finance, 'GET', 'admin/bundles')).statusCode).toBe(404);
    expect((await call(finance, 'PUT', `admin/bundles/${f.bundles.set}`, body())).statusCode).toBe(404);
    expect((await call(anonymous, 'GET', 'admin/bundles/choices')).statusCode).toBe(401);
  });

  it('lists every bundle, sold or not, and what a bundle may hold', async () => {
    const merchandiser = await staffAccount(db(), ['MERCHANDISER']);
    const list = (await call(merchandiser, 'GET', 'admin/bundles')).json();
    expect(list.bundles.map((bundle: { nameEn: string }) => bundle.nameEn)).toContain('Old set');
    expect(list.total).toBe(list.bundles.length);
    const found = (await call(merchandiser, 'GET', 'admin/bundles?q=old')).json();
    expect(found.bundles).toEqual([expect.objectContaining({ id: f.bundles.retired, itemsCount: 1 })]);
    const choices = (await call(merchandiser, 'GET', 'admin/bundles/choices')).json();
    expect(choices.inventories.map((item: { id: number }) => item.id)).toContain(t.catalog.inventories.tee);
    expect(choices.templates.map((template: { id: number }) => template.id)).toContain(f.templates.circle);
  });

  it('changes the discount with an audit row, and the bundle page shows the new price at once', async () => {
    const merchandiser = await staffAccount(db(), ['MERCHANDISER']);
    const url = `bundling/${f.bundles.set}`;
    expect((await call(anonymous, 'GET', url)).json().bundle.discountPercentage).toBe(15);
    expect((await call(anonymous, 'GET', url)).headers['x-cache']).toBe('HIT');
    const picture = await ownUpload(db(), merchandiser.id, 'set.webp');
    const reply = await call(
      merchandiser,
      'PUT',
      `admin/bundles/${f.bundles.set}`,
      body({ discountPercentage: 40, mediaId: picture, reason: 'Eid offer' }),
    );
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toMatchObject({ discountPercentage: 40, media: { id: picture }, itemsCount: 2 });
    const shown = (await call(anonymous, 'GET', url)).json().bundle;
    // Two tees at 5.000 and a tote at 3.000 KWD: 13.000, 40% off.
    expect(shown).toMatchObject({ discountPercentage: 40, newPrice: { amount: 7800, currency: 'KWD' } });
    const audit = await lastAudit(db(), 'bundle', f.bundles.set);
    expect(audit).toMatchObject({ action: 'bundle.update', reason: 'Eid offer', staffId: merchandiser.id });
    expect(audit?.before).toMatchObject({ discountPercentage: 15 });
    expect(audit?.after).toMatchObject({ discountPercentage: 40 });
  });

  it('creates a bundle and refuses items that are unknown or name a template and a category', async () => {
    const merchandiser = await staffAccount(db(), ['MERCHANDISER']);
    const created = await call(
      merchandiser,
      'POST',
      'admin/bundles',
      body({
        nameEn: 'Tote trio',
        items: [
          { inventoryId: t.catalog.inventories.tote, templateId: null, templateCategoryId: null, count: 3 },
        ],
      }),
    );
    expect(created.statusCode).toBe(201);
    expect(created.json().items).toEqual([
      expect.objectContaining({ inventoryId: t.catalog.inventories.tote, count: 3 }),
    ]);
    expect(await lastAudit(db(), 'bundle', created.json().id)).toMatchObject({ action: 'bundle.create' });

    const both = await call(
      merchandiser,
      'POST',
      'admin/bundles',
      body({
        items: [
          {
            inventoryId: t.catalog.inventories.tee,
            templateId: f.templates.bigName,
            templateCategoryId: f.categories.names,
            count: 1,
          },
        ],
      }),
    );
    expect(both.json().reason).toBe('BUNDLE_ITEM_TEMPLATE_AND_CATEGORY');
    const unknown = await call(
      merchandiser,
      'PUT',
      `admin/bundles/${f.bundles.set}`,
      body({ items: [{ inventoryId: 999_999, templateId: null, templateCategoryId: null, count: 1 }] }),
    );
    expect(unknown.json().reason).toBe('BUNDLE_ITEM_UNKNOWN');
    const greedy = await call(
      merchandiser,
      'PUT',
      `admin/bundles/${f.bundles.set}`,
      body({ discountPercentage: 95 }),
    );
    expect(greedy.statusCode).toBe(400);
    const empty = await call(merchandiser, 'PUT', `admin/bundles/${f.bundles.set}`, body({ items: [] }));
    expect(empty.statusCode).toBe(400);
    expect((await call(merchandiser, 'GET', 'admin/bundles/999999')).json().reason).toBe('BUNDLE_NOT_FOUND');
  });
});
