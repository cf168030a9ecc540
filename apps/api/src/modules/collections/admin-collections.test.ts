import { media } from '@seed/db/schema/media';
import { auditLog, staffRoles } from '@seed/db/schema/staff';
import { users } from '@seed/db/schema/users';
import { testDatabaseKinds } from '@seed/db/test-database';
import { and, desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createSession, useCatalogApi } from '../../test/api';
import { insertCollectionsAndReviews } from '../../test/fixtures';

type Card = { nameEn: string };

describe.each(testDatabaseKinds())('the catalogue desk: collections on %s', (kind) => {
  const t = useCatalogApi(kind);
  let ids: Awaited<ReturnType<typeof insertCollectionsAndReviews>>['collections'];
  let accounts = 0;

  beforeAll(async () => {
    ids = (await insertCollectionsAndReviews(t.api.db, t.catalog)).collections;
  });

  async function staff(roles: ('MERCHANDISER' | 'FINANCE')[]) {
    const [row] = await t.api.db
      .insert(users)
      .values({ email: `collections-${++accounts}@example.com` })
      .returning({ id: users.id });
    if (!row) throw new Error('no user inserted');
    if (roles.length > 0)
      await t.api.db.insert(staffRoles).values(roles.map((role) => ({ userId: row.id, role })));
    return { id: row.id, headers: { authorization: `Bearer ${await createSession(t.api.db, row.id)}` } };
  }
  const call = (
    caller: { headers: Record<string, string> },
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    payload?: object,
  ) =>
    t.api.app.inject({
      method,
      url: `/api/admin/catalogue/collections${url}`,
      headers: caller.headers,
      payload,
    });
  const shopNames = async (id: number) =>
    ((await t.get(`/api/collection/${id}/products`)).json().products as Card[]).map((card) => card.nameEn);
  const fields = (extra: object = {}) => ({
    nameEn: 'Winter',
    nameAr: 'الشتاء',
    mediaId: null,
    rank: 3,
    artistId: null,
    isActive: true,
    ...extra,
  });
  const auditOf = (id: number) =>
    t.api.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.recordType, 'collection'), eq(auditLog.recordId, String(id))))
      .orderBy(desc(auditLog.id));

  it('is hidden from staff without the catalogue permission, and from shoppers', async () => {
    const finance = await staff(['FINANCE']);
    const shopper = await staff([]);
    for (const caller of [finance, shopper]) {
      expect((await call(caller, 'GET', '')).statusCode).toBe(404);
      expect((await call(caller, 'PUT', `/${ids.summer}`, fields())).statusCode).toBe(404);
      expect(
        (
          await call(caller, 'POST', `/${ids.summer}/products/${t.catalog.products.palmTee}/move`, {
            direction: 'up',
          })
        ).statusCode,
      ).toBe(404);
    }
    expect((await t.get(`/api/collection/${ids.summer}`)).json().nameEn).toBe('Summer picks');
  });

  it('lists every collection, inactive ones too, with paging links', async () => {
    const merchandiser = await staff(['MERCHANDISER']);
    const page = (await call(merchandiser, 'GET', '')).json();
    const listed = page.collections.map((row: { id: number }) => row.id);
    expect(listed).toEqual(expect.arrayContaining([ids.summer, ids.retired, ids.hiddenArtist]));
    expect(page.collections.find((row: { id: number }) => row.id === ids.summer)).toMatchObject({
      productCount: 5,
      isActive: true,
    });
    const first = (await call(merchandiser, 'GET', '?limit=1')).json();
    expect(first).toMatchObject({ hasMore: true, limit: 1, total: page.total });
    expect(page.total).toBeGreaterThanOrEqual(3);
    expect((await call(merchandiser, 'GET', '?offset=-1')).statusCode).toBe(400);
  });

  it('renames a collection the cached storefront shows at once, with an audit row', async () => {
    const merchandiser = await staff(['MERCHANDISER']);
    expect((await t.get(`/api/collection/${ids.summer}`)).json().nameEn).toBe('Summer picks');
    const summer = (await call(merchandiser, 'GET', `/${ids.summer}`)).json();
    const edit = {
      nameEn: 'Summer best',
      nameAr: 'أفضل الصيف',
      mediaId: null,
      rank: summer.rank,
      artistId: summer.artistId,
      isActive: true,
      reason: 'Rename',
    };
    const edited = await call(merchandiser, 'PUT', `/${ids.summer}`, edit);
    expect(edited.statusCode).toBe(200);
    expect((await t.get(`/api/collection/${ids.summer}`)).json()).toMatchObject({
      nameEn: 'Summer best',
      nameAr: 'أفضل الصيف',
    });
    expect((await auditOf(ids.summer))[0]).toMatchObject({
      staffId: merchandiser.id,
      action: 'collection.edit',
      before: { nameEn: 'Summer picks', nameAr: 'مختارات الصيف' },
      after: { nameEn: 'Summer best', nameAr: 'أفضل الصيف' },
      reason: 'Rename',
    });
    await call(merchandiser, 'PUT', `/${ids.summer}`, { ...edit, isActive: false });
    expect((await t.get(`/api/collection/${ids.summer}`)).statusCode).toBe(404);
    await call(merchandiser, 'PUT', `/${ids.summer}`, edit);
    expect((await t.get(`/api/collection/${ids.summer}`)).statusCode).toBe(200);
  });

  it('creates a collection, adds, moves and removes its products; the storefront follows each change', async () => {
    const merchandiser = await staff(['MERCHANDISER']);
    const { palmTee, palmTote, plainTee, ownDesign } = t.catalog.products;
    const created = await call(merchandiser, 'POST', '', fields());
    expect(created.statusCode).toBe(201);
    const id = created.json().id;
    expect(created.json()).toMatchObject({ nameAr: 'الشتاء', products: [], productCount: 0 });
    expect((await auditOf(id))[0]).toMatchObject({
      action: 'collection.create',
      after: { nameEn: 'Winter' },
    });
    expect(await shopNames(id)).toEqual([]);

    for (const productId of [palmTee, palmTote, plainTee])
      expect((await call(merchandiser, 'POST', `/${id}/products`, { productId })).statusCode).toBe(201);
    expect(await shopNames(id)).toEqual(['Palm tee', 'Palm tote', 'Plain tee']);
    const again = await call(merchandiser, 'POST', `/${id}/products`, { productId: palmTee });
    expect(again.statusCode).toBe(409);
    expect(again.json().reason).toBe('CATALOGUE_COLLECTION_HAS_PRODUCT');
    // A shopper's own design is not a catalogue product.
    const own = await call(merchandiser, 'POST', `/${id}/products`, { productId: ownDesign });
    expect(own.json().reason).toBe('CATALOGUE_PRODUCT_NOT_FOUND');

    const moved = await call(merchandiser, 'POST', `/${id}/products/${plainTee}/move`, { direction: 'up' });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().products.map((row: Card) => row.nameEn)).toEqual([
      'Palm tee',
      'Plain tee',
      'Palm tote',
    ]);
    expect(await shopNames(id)).toEqual(['Palm tee', 'Plain tee', 'Palm tote']);
    expect((await auditOf(id))[0]).toMatchObject({
      action: 'collection.move-product',
      before: { products: [palmTee, palmTote, plainTee] },
      after: { products: [palmTee, plainTee, palmTote] },
    });
    // At the top, up changes nothing and writes nothing.
    const auditRows = (await auditOf(id)).length;
    await call(merchandiser, 'POST', `/${id}/products/${palmTee}/move`, { direction: 'up' });
    expect((await auditOf(id)).length).toBe(auditRows);

    const removed = await call(merchandiser, 'POST', `/${id}/products/${plainTee}/remove`, {});
    expect(removed.statusCode).toBe(200);
    expect(await shopNames(id)).toEqual(['Palm tee', 'Palm tote']);
    expect((await auditOf(id))[0]).toMatchObject({ action: 'collection.remove-product' });
    const gone = await call(merchandiser, 'POST', `/${id}/products/${plainTee}/remove`, {});
    expect(gone.json().reason).toBe('CATALOGUE_PRODUCT_NOT_FOUND');
    const notIn = await call(merchandiser, 'POST', `/${id}/products/${plainTee}/move`, { direction: 'down' });
    expect(notIn.json().reason).toBe('CATALOGUE_PRODUCT_NOT_FOUND');
  });

  it('takes only pictures the staff member uploaded and known artists, and refuses bad input', async () => {
    const merchandiser = await staff(['MERCHANDISER']);
    const [theirs, someoneElses] = await t.api.db
      .insert(media)
      .values([
        {
          pathname: 'c.webp',
          filename: 'c.webp',
          foldersName: 'uploads',
          mimeType: 'image/webp',
          ownerUserId: merchandiser.id,
        },
        { pathname: 'd.webp', filename: 'd.webp', foldersName: 'uploads', mimeType: 'image/webp' },
      ])
      .returning({ id: media.id });
    const refused = await call(merchandiser, 'POST', '', fields({ mediaId: someoneElses?.id }));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().reason).toBe('CATALOGUE_MEDIA_NOT_FOUND');
    const taken = await call(merchandiser, 'POST', '', fields({ mediaId: theirs?.id }));
    expect(taken.statusCode).toBe(201);
    expect(taken.json().media.id).toBe(theirs?.id);
    expect((await call(merchandiser, 'POST', '', fields({ artistId: 999999 }))).json().reason).toBe(
      'CATALOGUE_ARTIST_NOT_FOUND',
    );
    for (const bad of [
      fields({ nameAr: '' }),
      fields({ rank: -1 }),
      fields({ surprise: true }),
      fields({ nameEn: 'x'.repeat(121) }),
    ])
      expect((await call(merchandiser, 'POST', '', bad)).statusCode).toBe(400);
    const move = await call(merchandiser, 'POST', `/${ids.summer}/products/1/move`, { direction: 'left' });
    expect(move.statusCode).toBe(400);
    expect((await call(merchandiser, 'PUT', '/999999', fields())).json().reason).toBe(
      'CATALOGUE_COLLECTION_NOT_FOUND',
    );
    expect((await call(merchandiser, 'GET', '/999999')).statusCode).toBe(404);
  });
});
