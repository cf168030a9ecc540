import { media } from '@seed/db/schema/media';
import { auditLog, staffRoles } from '@seed/db/schema/staff';
import { users } from '@seed/db/schema/users';
import { testDatabaseKinds } from '@seed/db/test-database';
import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createSession, useCatalogApi } from '../../test/api';

describe.each(testDatabaseKinds())('the catalogue desk: categories on %s', (kind) => {
  const t = useCatalogApi(kind);
  let accounts = 0;

  async function staff(roles: ('MERCHANDISER' | 'FINANCE')[]) {
    const [row] = await t.api.db
      .insert(users)
      .values({ email: `categories-${++accounts}@example.com` })
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
  ) => t.api.app.inject({ method, url: `/api/admin/catalogue/${url}`, headers: caller.headers, payload });
  const menu = async () =>
    (await t.get('/api/explore/categories/subcategories'))
      .json()
      .categories.map((row: { nameEn: string }) => row.nameEn);
  const fields = (extra: object = {}) => ({
    nameEn: 'Hoodies',
    nameAr: 'هوديز',
    mediaId: null,
    background: '#112233',
    rank: 0,
    isForShop: true,
    isForCustomization: false,
    isActive: true,
    ...extra,
  });
  const auditOf = (recordType: string, id: number) =>
    t.api.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.recordType, recordType), eq(auditLog.recordId, String(id))))
      .orderBy(desc(auditLog.id));

  it('is hidden from staff without the catalogue permission', async () => {
    const finance = await staff(['FINANCE']);
    expect((await call(finance, 'GET', 'categories')).statusCode).toBe(404);
    expect((await call(finance, 'POST', 'categories', fields())).statusCode).toBe(404);
    expect(await menu()).not.toContain('Hoodies');
  });

  it('creates a category the cached shop menu shows at once, then edits, reorders and deactivates it', async () => {
    const merchandiser = await staff(['MERCHANDISER']);
    expect(await menu()).toEqual(['Bags', 'Shirts']);
    const created = await call(merchandiser, 'POST', 'categories', { ...fields(), reason: 'Winter range' });
    expect(created.statusCode).toBe(201);
    const id = created.json().id;
    expect(created.json()).toMatchObject({ nameAr: 'هوديز', background: '#112233', subcategories: [] });
    // Ranks tie with Bags: the older first.
    expect(await menu()).toEqual(['Bags', 'Hoodies', 'Shirts']);
    expect((await auditOf('category', id))[0]).toMatchObject({
      staffId: merchandiser.id,
      action: 'category.create',
      after: { nameEn: 'Hoodies', rank: 0 },
      reason: 'Winter range',
    });

    expect((await call(merchandiser, 'PUT', `categories/${id}`, fields({ rank: 5 }))).statusCode).toBe(200);
    expect(await menu()).toEqual(['Bags', 'Shirts', 'Hoodies']);
    expect((await auditOf('category', id))[0]).toMatchObject({ before: { rank: 0 }, after: { rank: 5 } });

    await call(merchandiser, 'PUT', `categories/${id}`, fields({ rank: 5, isActive: false }));
    expect(await menu()).toEqual(['Bags', 'Shirts']);
    const all = (await call(merchandiser, 'GET', 'categories')).json().categories;
    expect(all.map((row: { nameEn: string }) => row.nameEn)).toEqual(['Bags', 'Hidden', 'Shirts', 'Hoodies']);
    // Subcategories inactive ones included, for the desk.
    const shirts = all.find((row: { nameEn: string }) => row.nameEn === 'Shirts');
    expect(shirts.subcategories.map((sub: { slug: string }) => sub.slug)).toEqual(['t-shirts', 'old']);
  });

  it('adds and edits subcategories, refusing an address already taken', async () => {
    const merchandiser = await staff(['MERCHANDISER']);
    const { bags } = t.catalog.categories;
    const sub = {
      nameEn: 'Totes',
      nameAr: 'حقائب قماش',
      slug: 'totes',
      rank: 1,
      isForCustomization: true,
      isActive: true,
    };
    const created = await call(merchandiser, 'POST', `categories/${bags}/subcategories`, sub);
    expect(created.statusCode).toBe(201);
    const totes = created.json().subcategories.find((row: { slug: string }) => row.slug === 'totes');
    expect(totes).toMatchObject({ nameAr: 'حقائب قماش', isActive: true });
    const shop = (await t.get(`/api/explore/categories/subcategories/${bags}`)).json();
    expect(
      shop.categoriesToSubcategories.map((link: { subCategory: { slug: string } }) => link.subCategory.slug),
    ).toEqual(['t-shirts', 'totes']);

    const taken = await call(merchandiser, 'POST', `categories/${bags}/subcategories`, {
      ...sub,
      slug: 't-shirts',
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ reason: 'CATALOGUE_SLUG_TAKEN', details: { slug: 't-shirts' } });
    const renamed = await call(merchandiser, 'PUT', `categories/${bags}/subcategories/${totes.id}`, {
      ...sub,
      nameEn: 'Tote bags',
      isActive: false,
    });
    expect(renamed.statusCode).toBe(200);
    const after = (await t.get(`/api/explore/categories/subcategories/${bags}`)).json();
    expect(
      after.categoriesToSubcategories.map((link: { subCategory: { slug: string } }) => link.subCategory.slug),
    ).toEqual(['t-shirts']);
    expect((await auditOf('subcategory', totes.id))[0]).toMatchObject({
      action: 'subcategory.edit',
      before: { nameEn: 'Totes', isActive: true },
      after: { nameEn: 'Tote bags', isActive: false },
    });
    // Under another category it is not this category's to edit.
    const elsewhere = await call(
      merchandiser,
      'PUT',
      `categories/${t.catalog.categories.shirts}/subcategories/${totes.id}`,
      sub,
    );
    expect(elsewhere.json().reason).toBe('CATALOGUE_CATEGORY_NOT_FOUND');
  });

  it('takes only pictures the staff member uploaded, and refuses bad input', async () => {
    const merchandiser = await staff(['MERCHANDISER']);
    const [theirs, someoneElses] = await t.api.db
      .insert(media)
      .values([
        {
          pathname: 'a.webp',
          filename: 'a.webp',
          foldersName: 'uploads',
          mimeType: 'image/webp',
          ownerUserId: merchandiser.id,
        },
        { pathname: 'b.webp', filename: 'b.webp', foldersName: 'uploads', mimeType: 'image/webp' },
      ])
      .returning({ id: media.id });
    const refused = await call(
      merchandiser,
      'POST',
      'categories',
      fields({ nameEn: 'Caps', mediaId: someoneElses?.id }),
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json().reason).toBe('CATALOGUE_MEDIA_NOT_FOUND');
    const taken = await call(
      merchandiser,
      'POST',
      'categories',
      fields({ nameEn: 'Caps', mediaId: theirs?.id }),
    );
    expect(taken.statusCode).toBe(201);
    expect(taken.json().media.id).toBe(theirs?.id);
    for (const bad of [fields({ background: 'red' }), fields({ nameAr: '' }), fields({ rank: -1 })]) {
      const response = await call(merchandiser, 'POST', 'categories', bad);
      expect(response.statusCode).toBe(400);
    }
    expect((await call(merchandiser, 'PUT', 'categories/999999', fields())).json().reason).toBe(
      'CATALOGUE_CATEGORY_NOT_FOUND',
    );
  });
});
