import { media } from '@seed/db/schema/media';
import { auditLog, staffRoles } from '@seed/db/schema/staff';
import { users } from '@seed/db/schema/users';
import { testDatabaseKinds } from '@seed/db/test-database';
import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createSession, useCatalogApi } from '../../test/api';
import { insertCollectionsAndReviews } from '../../test/fixtures';

// The desk's three short lists, each checked the same way: the storefront's cached read, create, edit, hide.
const LISTS = [
  {
    path: 'topics',
    recordType: 'topic',
    shop: '/api/topics',
    shown: (reply: unknown) => (reply as { name_en: string }[]).map((row) => row.name_en),
    label: 'name_en',
    fields: {
      name_ar: 'صحراء',
      name_en: 'Desert',
      color: '#c2a060',
      mediaId: null,
      order: 0,
      isActive: true,
    },
  },
  {
    path: 'embroidery-icons',
    recordType: 'embroidery-icon',
    shop: '/api/embroidery-icons',
    shown: (reply: unknown) => (reply as { nameEn: string }[]).map((row) => row.nameEn),
    label: 'nameEn',
    fields: { nameEn: 'Moon', nameAr: 'هلال', mediaId: null, rank: 0, isActive: true },
  },
  {
    path: 'reviews',
    recordType: 'review',
    shop: '/api/reviews',
    shown: (reply: unknown) => (reply as { reviews: { name: string }[] }).reviews.map((row) => row.name),
    label: 'name',
    fields: { name: 'Mona', text: 'Beautiful embroidery', rating: 5, mediaId: null, rank: 0, isActive: true },
  },
] as const;

describe.each(testDatabaseKinds())(
  'the catalogue desk: topics, embroidery icons and reviews on %s',
  (kind) => {
    const t = useCatalogApi(kind);
    let accounts = 0;

    async function staff(roles: ('MERCHANDISER' | 'OPERATIONS')[]) {
      const [row] = await t.api.db
        .insert(users)
        .values({ email: `lists-${++accounts}@example.com` })
        .returning({ id: users.id });
      if (!row) throw new Error('no user inserted');
      await t.api.db.insert(staffRoles).values(roles.map((role) => ({ userId: row.id, role })));
      return { id: row.id, headers: { authorization: `Bearer ${await createSession(t.api.db, row.id)}` } };
    }
    const call = (
      caller: { headers: Record<string, string> },
      method: 'GET' | 'POST' | 'PUT',
      url: string,
      payload?: object,
    ) => t.api.app.inject({ method, url: `/api/admin/catalogue/${url}`, headers: caller.headers, payload });

    it.each(LISTS)(
      '$path: hidden without the permission; created, edited and hidden, the shop follows at once',
      async (list) => {
        if (list.path === 'reviews') await insertCollectionsAndReviews(t.api.db, t.catalog);
        const clerk = await staff(['OPERATIONS']);
        expect((await call(clerk, 'GET', list.path)).statusCode).toBe(404);
        expect((await call(clerk, 'POST', list.path, list.fields)).statusCode).toBe(404);

        const merchandiser = await staff(['MERCHANDISER']);
        const name = String((list.fields as Record<string, unknown>)[list.label]);
        const shop = async () => list.shown((await t.get(list.shop)).json());
        expect(await shop()).not.toContain(name);
        const created = await call(merchandiser, 'POST', list.path, { ...list.fields, reason: 'New season' });
        expect(created.statusCode, created.body).toBe(201);
        const id = created.json().id;
        expect(await shop()).toContain(name);

        const renamed = `${name} II`;
        const edited = await call(merchandiser, 'PUT', `${list.path}/${id}`, {
          ...list.fields,
          [list.label]: renamed,
        });
        expect(edited.statusCode).toBe(200);
        expect(await shop()).toContain(renamed);
        await call(merchandiser, 'PUT', `${list.path}/${id}`, {
          ...list.fields,
          [list.label]: renamed,
          isActive: false,
        });
        expect(await shop()).not.toContain(renamed);
        const all = (await call(merchandiser, 'GET', list.path)).json().items;
        expect(all.find((row: { id: number }) => row.id === id)).toMatchObject({
          isActive: false,
          [list.label]: renamed,
        });

        const audit = await t.api.db
          .select()
          .from(auditLog)
          .where(and(eq(auditLog.recordType, list.recordType), eq(auditLog.recordId, String(id))))
          .orderBy(desc(auditLog.id));
        expect(audit.map((row) => row.action)).toEqual([
          `${list.recordType}.edit`,
          `${list.recordType}.edit`,
          `${list.recordType}.create`,
        ]);
        expect(audit[2]).toMatchObject({ staffId: merchandiser.id, reason: 'New season' });
        expect(audit[0]).toMatchObject({ before: { isActive: true }, after: { isActive: false } });

        // Someone else's upload is refused; bad input is a 400; an unknown record is named.
        const [foreign] = await t.api.db
          .insert(media)
          .values({ pathname: 'x.webp', filename: 'x.webp', foldersName: 'uploads', mimeType: 'image/webp' })
          .returning({ id: media.id });
        const refused = await call(merchandiser, 'PUT', `${list.path}/${id}`, {
          ...list.fields,
          mediaId: foreign?.id,
        });
        expect(refused.json().reason).toBe('CATALOGUE_MEDIA_NOT_FOUND');
        expect(
          (await call(merchandiser, 'POST', list.path, { ...list.fields, [list.label]: '' })).statusCode,
        ).toBe(400);
        const missing = await call(merchandiser, 'PUT', `${list.path}/999999`, list.fields);
        expect(missing.statusCode).toBe(404);
      },
    );
  },
);
