import { media } from '@seed/db/schema/media';
import { auditLog, staffRoles } from '@seed/db/schema/staff';
import { users } from '@seed/db/schema/users';
import { testDatabaseKinds } from '@seed/db/test-database';
import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createSession, useCatalogApi } from '../../test/api';

describe.each(testDatabaseKinds())('the catalogue desk: products on %s', (kind) => {
  const t = useCatalogApi(kind);
  let accounts = 0;

  async function staff(roles: ('MERCHANDISER' | 'OPERATIONS')[]) {
    const [row] = await t.api.db
      .insert(users)
      .values({ email: `catalogue-${++accounts}@example.com` })
      .returning({ id: users.id });
    if (!row) throw new Error('no user inserted');
    if (roles.length > 0)
      await t.api.db.insert(staffRoles).values(roles.map((role) => ({ userId: row.id, role })));
    return { id: row.id, headers: { authorization: `Bearer ${await createSession(t.api.db, row.id)}` } };
  }
  const call = (
    caller: { headers: Record<string, string> },
    method: 'GET' | 'PUT' | 'POST' | 'DELETE',
    url: string,
    payload?: object,
  ) => t.api.app.inject({ method, url: `/api/admin/catalogue/${url}`, headers: caller.headers, payload });
  const auditOf = (id: number) =>
    t.api.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.recordType, 'product'), eq(auditLog.recordId, String(id))))
      .orderBy(desc(auditLog.id));
  const edit = (extra: object = {}) => ({
    nameEn: 'Palm tee, new',
    nameAr: 'تيشيرت النخلة الجديد',
    price: 9000,
    oldPrice: 12000,
    discountedPrice: 0,
    isActive: true,
    tagIds: [t.catalog.tag],
    ...extra,
  });

  it('hides the desk from staff without the catalogue permission and from shoppers', async () => {
    const clerk = await staff(['OPERATIONS']);
    const shopper = await staff([]);
    const { palmTee } = t.catalog.products;
    for (const caller of [clerk, shopper]) {
      expect((await call(caller, 'GET', 'products')).statusCode).toBe(404);
      expect((await call(caller, 'PUT', `products/${palmTee}`, edit())).statusCode).toBe(404);
    }
    expect((await t.get(`/api/products/${palmTee}`)).json().nameEn).toBe('Palm tee');
  });

  it('finds catalogue products by name, id, artist and category, never a shopper’s design, and pages', async () => {
    const merchandiser = await staff(['MERCHANDISER']);
    const { palmTee, palmTote, ownDesign, inactive } = t.catalog.products;
    const ids = async (query: string) => {
      const response = await call(merchandiser, 'GET', `products?${query}`);
      expect(response.statusCode).toBe(200);
      return response.json().products.map((row: { id: number }) => row.id);
    };
    expect(await ids('q=palm')).toEqual([palmTote, palmTee]);
    expect(await ids(`q=${palmTote}`)).toEqual([palmTote]);
    expect(await ids('q=own design')).toEqual([]);
    expect(await ids(`q=${ownDesign}`)).toEqual([]);
    expect(await ids('artist=noo&q=palm&sort=price&dir=asc')).toEqual([palmTote, palmTee]);
    expect(await ids(`categoryId=${t.catalog.categories.shirts}`)).toEqual([palmTee]);
    expect(await ids('active=false')).toContain(inactive);
    const page = (await call(merchandiser, 'GET', 'products?limit=2&sort=name&dir=asc')).json();
    expect(page).toMatchObject({ hasMore: true, limit: 2, offset: 0 });
    expect(page.total).toBeGreaterThan(2);
    expect(page.products[0].nameEn <= page.products[1].nameEn).toBe(true);
    const detail = (await call(merchandiser, 'GET', `products/${palmTee}`)).json();
    expect(detail).toMatchObject({ id: palmTee, price: 10000, oldPrice: 12000, artist: { nameEn: 'Noor' } });
    expect(detail.images.map((image: { type: string }) => image.type)).toEqual(['FRONT', 'BACK']);
    expect((await call(merchandiser, 'GET', `products/${ownDesign}`)).json().reason).toBe(
      'CATALOGUE_PRODUCT_NOT_FOUND',
    );
  });

  it('edits names, prices, tags and activity; the cached product page changes at once, with an audit row', async () => {
    const merchandiser = await staff(['MERCHANDISER']);
    const { palmTee } = t.catalog.products;
    // Cached for anonymous callers: the second read is the cache's.
    expect((await t.get(`/api/products/${palmTee}?currency=KWD`)).json().nameAr).toBe('منتج Palm tee');
    expect((await t.get(`/api/products/${palmTee}?currency=KWD`)).json().price.amount).toBe(10000);

    const response = await call(merchandiser, 'PUT', `products/${palmTee}`, {
      ...edit(),
      reason: 'Autumn price',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      nameAr: 'تيشيرت النخلة الجديد',
      price: 9000,
      tags: [{ slug: 'summer' }],
    });

    const page = (await t.get(`/api/products/${palmTee}?currency=KWD`)).json();
    expect(page).toMatchObject({ nameAr: 'تيشيرت النخلة الجديد', price: { amount: 9000 } });
    const [audit] = await auditOf(palmTee ?? 0);
    expect(audit).toMatchObject({
      staffId: merchandiser.id,
      action: 'product.catalogue.edit',
      before: { nameEn: 'Palm tee', nameAr: 'منتج Palm tee', price: 10000, tagIds: [] },
      after: { nameEn: 'Palm tee, new', price: 9000, tagIds: [t.catalog.tag] },
      reason: 'Autumn price',
    });
    // The new Arabic name is searchable at once.
    const found = await call(merchandiser, 'GET', `products?q=${encodeURIComponent('النخلة الجديد')}`);
    expect(found.json().products.map((row: { id: number }) => row.id)).toEqual([palmTee]);

    expect(
      (await call(merchandiser, 'PUT', `products/${palmTee}`, edit({ isActive: false }))).statusCode,
    ).toBe(200);
    expect((await t.get(`/api/products/${palmTee}`)).statusCode).toBe(404);
    await call(merchandiser, 'PUT', `products/${palmTee}`, edit());
  });

  it('creates a tag on a product: the product carries it, search finds it by the tag in both languages, audited', async () => {
    const merchandiser = await staff(['MERCHANDISER']);
    const clerk = await staff(['OPERATIONS']);
    const { palmTee } = t.catalog.products;
    const body = { nameEn: 'Desert  Bloom', nameAr: 'زهرة الصحراء', reason: 'Spring line' };
    expect((await call(clerk, 'POST', `products/${palmTee}/tags`, body)).statusCode).toBe(404);
    const shopFinds = async (words: string) =>
      (await t.get(`/api/products/all?search=${encodeURIComponent(words)}&limit=50`))
        .json()
        .products.map((row: { id: number }) => row.id);
    expect(await shopFinds('desert bloom')).not.toContain(palmTee);

    const created = await call(merchandiser, 'POST', `products/${palmTee}/tags`, body);
    expect(created.statusCode, created.body).toBe(201);
    const tag = created.json().tags.find((one: { slug: string }) => one.slug === 'desert-bloom');
    expect(tag).toMatchObject({ nameEn: 'Desert  Bloom', nameAr: 'زهرة الصحراء' });
    expect(created.json().allTags).toContainEqual(tag);
    expect(await shopFinds('desert bloom')).toContain(palmTee);
    expect(await shopFinds('زهرة الصحراء')).toContain(palmTee);

    const [productAudit] = await auditOf(palmTee ?? 0);
    expect(productAudit).toMatchObject({
      action: 'product.tag.add',
      staffId: merchandiser.id,
      after: { tagId: tag.id },
      reason: 'Spring line',
    });
    const [tagAudit] = await t.api.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.recordType, 'tag'), eq(auditLog.recordId, String(tag.id))));
    expect(tagAudit).toMatchObject({
      action: 'tag.create',
      after: { nameEn: 'Desert  Bloom', nameAr: 'زهرة الصحراء', slug: 'desert-bloom' },
    });

    // The same slug again is a conflict; a name with no Latin letter, or none at all, is bad input.
    const again = await call(merchandiser, 'POST', `products/${palmTee}/tags`, {
      ...body,
      nameEn: 'desert bloom!',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ reason: 'CATALOGUE_TAG_EXISTS' });
    for (const bad of [{ nameEn: 'صحراء' }, { nameAr: '' }, { nameEn: 'x'.repeat(61) }])
      expect(
        (await call(merchandiser, 'POST', `products/${palmTee}/tags`, { ...body, ...bad })).statusCode,
      ).toBe(400);
    const missing = await call(merchandiser, 'POST', 'products/999999/tags', { ...body, nameEn: 'Other' });
    expect(missing.json()).toMatchObject({ reason: 'CATALOGUE_PRODUCT_NOT_FOUND' });
  });

  it('refuses prices that show no saving, unknown tags and bad input, changing nothing', async () => {
    const merchandiser = await staff(['MERCHANDISER']);
    const { palmTote } = t.catalog.products;
    const refused = async (body: object, reason: string) => {
      const response = await call(merchandiser, 'PUT', `products/${palmTote}`, body);
      expect(response.statusCode).toBe(400);
      expect(response.json().reason ?? response.json().code).toBe(reason);
    };
    await refused(edit({ oldPrice: 9000 }), 'OLD_PRICE_NOT_ABOVE_PRICE');
    await refused(edit({ discountedPrice: 9500 }), 'DISCOUNT_NOT_BELOW_PRICE');
    await refused(edit({ tagIds: [999_999] }), 'CATALOGUE_TAG_NOT_FOUND');
    await refused(edit({ price: -1 }), 'INVALID_DATA');
    await refused(edit({ nameAr: ' ' }), 'INVALID_DATA');
    await refused({ ...edit(), surprise: true }, 'INVALID_DATA');
    expect((await call(merchandiser, 'PUT', 'products/999999', edit())).json().reason).toBe(
      'CATALOGUE_PRODUCT_NOT_FOUND',
    );
    expect((await t.get(`/api/products/${palmTote}`)).json().nameEn).toBe('Palm tote');
    expect(await auditOf(palmTote ?? 0)).toEqual([]);
  });

  it('features a product first on the home page, and takes it off again', async () => {
    const merchandiser = await staff(['MERCHANDISER']);
    const home = async () =>
      (await t.get('/api/products/trending?frontPage=true'))
        .json()
        .products.map((row: { id: number }) => row.id);
    const before: number[] = await home();
    // The last of the strip, brought to its head.
    const last = before.at(-1) ?? 0;
    expect(before.length).toBeGreaterThan(1);

    const featured = await call(merchandiser, 'PUT', `products/${last}/featured`, { featuredRank: 0 });
    expect(featured.json()).toEqual({ featuredRank: 0 });
    expect((await home())[0]).toBe(last);
    const listed = await call(merchandiser, 'GET', 'products?featured=true&sort=featured');
    expect(listed.json().products.map((row: { id: number }) => row.id)).toEqual([last]);
    const [audit] = await auditOf(last);
    expect(audit).toMatchObject({
      action: 'product.featured.set',
      before: { featuredRank: null },
      after: { featuredRank: 0 },
    });

    await call(merchandiser, 'PUT', `products/${last}/featured`, { featuredRank: null });
    expect(await home()).toEqual(before);
    expect(
      (await call(merchandiser, 'PUT', `products/${last}/featured`, { featuredRank: 5000 })).statusCode,
    ).toBe(400);
  });

  it('adds a picture for a side and a colour of the blank item, and removes it; the product page follows', async () => {
    const merchandiser = await staff(['MERCHANDISER']);
    const { plainTee } = t.catalog.products;
    const { white, red } = t.catalog.colors;
    const [upload, foreign] = await t.api.db
      .insert(media)
      .values([
        {
          pathname: 'm.webp',
          filename: 'm.webp',
          foldersName: 'uploads',
          mimeType: 'image/webp',
          ownerUserId: merchandiser.id,
        },
        { pathname: 'f.webp', filename: 'f.webp', foldersName: 'uploads', mimeType: 'image/webp' },
      ])
      .returning({ id: media.id });
    const pictures = async () =>
      (await t.get(`/api/products/${plainTee}`))
        .json()
        .productImages.map((image: { type: string }) => image.type);
    expect(await pictures()).toEqual([]);
    const image = { mediaId: upload?.id, type: 'BACK', colorId: white, rank: 0 };

    const refused = async (body: object, reason: string) => {
      const response = await call(merchandiser, 'POST', `products/${plainTee}/images`, body);
      expect(response.statusCode).toBe(400);
      expect(response.json().reason).toBe(reason);
    };
    await refused({ ...image, colorId: red }, 'CATALOGUE_COLOR_NOT_OFFERED');
    await refused({ ...image, mediaId: foreign?.id }, 'CATALOGUE_MEDIA_NOT_FOUND');

    const added = await call(merchandiser, 'POST', `products/${plainTee}/images`, image);
    expect(added.statusCode).toBe(201);
    const [saved] = added.json().images;
    expect(saved).toMatchObject({ type: 'BACK', colorId: white, media: { id: upload?.id } });
    expect(
      added
        .json()
        .colors.map((color: { id: number }) => color.id)
        .sort(),
    ).toEqual([white, t.catalog.colors.black].sort());
    expect(await pictures()).toEqual(['BACK']);

    const removed = await call(merchandiser, 'DELETE', `products/${plainTee}/images/${saved.id}`);
    expect(removed.json().images).toEqual([]);
    expect(await pictures()).toEqual([]);
    const again = await call(merchandiser, 'DELETE', `products/${plainTee}/images/${saved.id}`);
    expect(again.json().reason).toBe('CATALOGUE_IMAGE_NOT_FOUND');
    const actions = (await auditOf(plainTee ?? 0)).map((row) => row.action);
    expect(actions.slice(0, 2)).toEqual(['product.image.remove', 'product.image.add']);
  });
});
