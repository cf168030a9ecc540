import { artworks } from '@seed/db/schema/artworks';
import { auditLog, staffRoles } from '@seed/db/schema/staff';
import { users } from '@seed/db/schema/users';
import { testDatabaseKinds } from '@seed/db/test-database';
import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createSession, useCatalogApi } from '../../test/api';

describe.each(testDatabaseKinds())('the catalogue desk: home picks on %s', (kind) => {
  const t = useCatalogApi(kind);
  let accounts = 0;

  async function staff(roles: ('MERCHANDISER' | 'DESIGNER')[]) {
    const [row] = await t.api.db
      .insert(users)
      .values({ email: `home-${++accounts}@example.com` })
      .returning({ id: users.id });
    if (!row) throw new Error('no user inserted');
    await t.api.db.insert(staffRoles).values(roles.map((role) => ({ userId: row.id, role })));
    return { id: row.id, headers: { authorization: `Bearer ${await createSession(t.api.db, row.id)}` } };
  }
  const call = (
    caller: { headers: Record<string, string> },
    method: 'GET' | 'PUT',
    url: string,
    payload?: object,
  ) => t.api.app.inject({ method, url: `/api/admin/catalogue/${url}`, headers: caller.headers, payload });
  const titles = async (url: string) =>
    (await t.get(url)).json().artworks.map((row: { title: string }) => row.title);
  const lastAudit = (recordType: string, id: number) =>
    t.api.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.recordType, recordType), eq(auditLog.recordId, String(id))))
      .orderBy(desc(auditLog.id))
      .then((rows) => rows[0]);

  it('is hidden from staff without the catalogue permission', async () => {
    const designer = await staff(['DESIGNER']);
    expect((await call(designer, 'GET', 'artworks')).statusCode).toBe(404);
    expect(
      (await call(designer, 'PUT', 'artists/1/featured', { isFeatured: true, rank: 0 })).statusCode,
    ).toBe(404);
  });

  it('features an artwork first on the cached home strip, and takes it off', async () => {
    const merchandiser = await staff(['MERCHANDISER']);
    // A more liked artwork: the popular order puts it ahead of Palm.
    await t.api.db.insert(artworks).values({
      artistId:
        (await t.api.db.select({ artistId: artworks.artistId }).from(artworks).limit(1))[0]?.artistId ?? 0,
      title: 'Dune',
      titleAr: 'كثيب',
      slug: 'dune',
      isApproved: true,
      likes: 50,
    });
    const strip = '/api/featured/artwork?frontPage=true';
    expect(await titles(strip)).toEqual(['Dune', 'Palm']);

    const palm = (await call(merchandiser, 'GET', 'artworks?q=palm')).json().artworks;
    expect(palm).toEqual([
      { id: expect.any(Number), title: 'Palm', titleAr: 'عمل Palm', isListed: true, featuredRank: null },
    ]);
    const response = await call(merchandiser, 'PUT', `artworks/${palm[0].id}/featured`, {
      featuredRank: 1,
      reason: 'Eid',
    });
    expect(response.json()).toEqual({ featuredRank: 1 });
    expect(await titles(strip)).toEqual(['Palm', 'Dune']);
    expect(await lastAudit('artwork', palm[0].id)).toMatchObject({
      staffId: merchandiser.id,
      action: 'artwork.featured.set',
      before: { featuredRank: null },
      after: { featuredRank: 1 },
      reason: 'Eid',
    });
    const desk = (await call(merchandiser, 'GET', 'artworks')).json().artworks;
    expect(desk[0]).toMatchObject({ title: 'Palm', featuredRank: 1 });
    expect(desk.find((row: { title: string }) => row.title === 'Pending').isListed).toBe(false);

    await call(merchandiser, 'PUT', `artworks/${palm[0].id}/featured`, { featuredRank: null });
    expect(await titles(strip)).toEqual(['Dune', 'Palm']);
    expect(
      (await call(merchandiser, 'PUT', 'artworks/999999/featured', { featuredRank: 0 })).json().reason,
    ).toBe('CATALOGUE_ARTWORK_NOT_FOUND');
  });

  it('features an artist on the cached home page at a rank', async () => {
    const merchandiser = await staff(['MERCHANDISER']);
    const featured = async () =>
      (await t.get('/api/featured/artist'))
        .json()
        .artists.map((row: { displayNameEn: string }) => row.displayNameEn);
    expect(await featured()).toEqual([]);
    const [noor] = (await call(merchandiser, 'GET', 'artists?q=noo')).json().artists;
    expect(noor).toMatchObject({ displayNameEn: 'Noor', isFeatured: false, isActive: true });

    const response = await call(merchandiser, 'PUT', `artists/${noor.id}/featured`, {
      isFeatured: true,
      rank: 2,
    });
    expect(response.json()).toEqual({ isFeatured: true, rank: 2 });
    expect(await featured()).toEqual(['Noor']);
    expect(await lastAudit('artist', noor.id)).toMatchObject({
      action: 'artist.featured.set',
      before: { isFeatured: false, rank: 0 },
      after: { isFeatured: true, rank: 2 },
    });
    await call(merchandiser, 'PUT', `artists/${noor.id}/featured`, { isFeatured: false, rank: 2 });
    expect(await featured()).toEqual([]);
    expect(
      (await call(merchandiser, 'PUT', `artists/${noor.id}/featured`, { isFeatured: true })).statusCode,
    ).toBe(400);
    expect(
      (await call(merchandiser, 'PUT', 'artists/999999/featured', { isFeatured: true, rank: 0 })).json()
        .reason,
    ).toBe('CATALOGUE_ARTIST_NOT_FOUND');
  });
});
