import { artists } from '@seed/db/schema/artists';
import { artworks } from '@seed/db/schema/artworks';
import { users } from '@seed/db/schema/users';
import { testDatabaseKinds } from '@seed/db/test-database';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createSession, useCatalogApi } from '../../test/api';

describe.each(testDatabaseKinds())('favourites on %s', (kind) => {
  const t = useCatalogApi(kind);
  const signIn = async (email: string) => {
    const [row] = await t.api.db.insert(users).values({ email }).returning({ id: users.id });
    return { authorization: `Bearer ${await createSession(t.api.db, row!.id)}` };
  };
  const send = (method: 'GET' | 'POST' | 'DELETE', url: string, headers: object) =>
    t.api.app.inject({ method, url, headers: headers as Record<string, string> });
  const artistId = async (subdomain: string) =>
    (await t.api.db.select({ id: artists.id }).from(artists).where(eq(artists.subdomain, subdomain)))[0]!.id;
  const artworkId = async (slug: string) =>
    (await t.api.db.select({ id: artworks.id }).from(artworks).where(eq(artworks.slug, slug)))[0]!.id;

  it('adds, lists newest first, gives the ids, and removes products', async () => {
    const headers = await signIn('fan@example.com');
    const { palmTee, palmTote, plainTee } = t.catalog.products;
    expect((await send('POST', `/api/favorite/product/${palmTee}`, headers)).statusCode).toBe(201);
    await send('POST', `/api/favorite/product/${plainTee}`, headers);
    const again = await send('POST', `/api/favorite/product/${palmTee}`, headers);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ type: 'product', id: palmTee, favorite: true });
    await send('POST', `/api/favorite/product/${palmTote}`, headers);

    const page = (await send('GET', '/api/favorite/product?currency=KWD', headers)).json();
    expect(page).toMatchObject({ limit: 12, offset: 0, hasMore: false });
    expect(page.products.map((card: { nameEn: string }) => card.nameEn)).toEqual([
      'Palm tote',
      'Plain tee',
      'Palm tee',
    ]);
    expect(page.products[2]).toMatchObject({
      nameAr: 'منتج Palm tee',
      price: { amount: 10000, currency: 'KWD' },
    });
    expect((await send('GET', '/api/favorite/product-ids', headers)).json()).toEqual({
      ids: [palmTote, plainTee, palmTee],
    });

    const second = (await send('GET', '/api/favorite/product?limit=2&offset=2', headers)).json();
    expect(second.products.map((card: { id: number }) => card.id)).toEqual([palmTee]);
    expect((await send('GET', '/api/favorite/product?limit=2', headers)).json().hasMore).toBe(true);
    expect((await send('GET', '/api/favorite/product?limit=5000', headers)).json().limit).toBe(100);

    expect((await send('DELETE', `/api/favorite/product/${plainTee}`, headers)).json()).toEqual({
      type: 'product',
      id: plainTee,
      favorite: false,
    });
    expect((await send('DELETE', `/api/favorite/product/${plainTee}`, headers)).statusCode).toBe(404);
    expect((await send('GET', '/api/favorite/product-ids', headers)).json().ids).toEqual([palmTote, palmTee]);
  });

  it('keeps artists and artworks apart from products', async () => {
    const headers = await signIn('kinds@example.com');
    const noor = await artistId('noor');
    const palm = await artworkId('palm');
    expect((await send('POST', `/api/favorite/artist/${noor}`, headers)).statusCode).toBe(201);
    expect((await send('POST', `/api/favorite/artwork/${palm}`, headers)).statusCode).toBe(201);
    const artistPage = (await send('GET', '/api/favorite/artist', headers)).json();
    expect(artistPage.artists).toMatchObject([{ id: noor, displayNameEn: 'Noor', displayNameAr: 'نور' }]);
    const artworkPage = (await send('GET', '/api/favorite/artwork', headers)).json();
    expect(artworkPage.artworks).toMatchObject([{ id: palm, title: 'Palm', titleAr: 'عمل Palm' }]);
    expect((await send('GET', '/api/favorite/product-ids', headers)).json().ids).toEqual([]);
    expect((await send('GET', '/api/favorite/artist-ids', headers)).json().ids).toEqual([noor]);
    expect((await send('GET', '/api/favorite/artwork-ids', headers)).json().ids).toEqual([palm]);
  });

  it("counts an artwork's favourites in its likes, which featured artworks rank by", async () => {
    const palm = await artworkId('palm');
    const likes = async () =>
      (await t.api.db.select({ likes: artworks.likes }).from(artworks).where(eq(artworks.id, palm)))[0]!
        .likes;
    const before = await likes();
    const first = await signIn('liker-1@example.com');
    const second = await signIn('liker-2@example.com');
    await send('POST', `/api/favorite/artwork/${palm}`, first);
    await send('POST', `/api/favorite/artwork/${palm}`, first);
    await send('POST', `/api/favorite/artwork/${palm}`, second);
    expect(await likes()).toBe(before + 2);
    await send('DELETE', `/api/favorite/artwork/${palm}`, first);
    expect((await send('DELETE', `/api/favorite/artwork/${palm}`, first)).statusCode).toBe(404);
    expect(await likes()).toBe(before + 1);
    expect((await send('DELETE', '/api/users', second)).statusCode).toBeLessThan(300);
    expect(await likes()).toBe(before);
  });

  it('refuses hidden or unknown items with 404, bad kinds and ids with 400', async () => {
    const headers = await signIn('picky@example.com');
    const { inactive, unapproved, orphaned, ownDesign } = t.catalog.products;
    for (const id of [inactive, unapproved, orphaned, ownDesign, 2_000_000_000]) {
      expect((await send('POST', `/api/favorite/product/${id}`, headers)).json()).toMatchObject({
        statusCode: 404,
        code: 'NOT_FOUND',
      });
    }
    expect((await send('POST', `/api/favorite/artist/${await artistId('gone')}`, headers)).statusCode).toBe(
      404,
    );
    expect(
      (await send('POST', `/api/favorite/artwork/${await artworkId('pending')}`, headers)).statusCode,
    ).toBe(404);
    expect((await send('POST', '/api/favorite/bundle/1', headers)).statusCode).toBe(400);
    for (const id of ['abc', '0', '-3', '1e3', '99999999999']) {
      expect((await send('POST', `/api/favorite/product/${id}`, headers)).statusCode).toBe(400);
    }
    expect((await send('GET', '/api/favorite/product?limit=-1', headers)).statusCode).toBe(400);
  });

  it("keeps each user's favourites to themselves", async () => {
    const alice = await signIn('alice@example.com');
    const bob = await signIn('bob@example.com');
    const { palmTee } = t.catalog.products;
    await send('POST', `/api/favorite/product/${palmTee}`, alice);
    expect((await send('GET', '/api/favorite/product', bob)).json().products).toEqual([]);
    expect((await send('GET', '/api/favorite/product-ids', bob)).json().ids).toEqual([]);
    expect((await send('DELETE', `/api/favorite/product/${palmTee}`, bob)).statusCode).toBe(404);
    expect((await send('GET', '/api/favorite/product-ids', alice)).json().ids).toEqual([palmTee]);
  });

  it('needs a signed-in user', async () => {
    expect((await send('GET', '/api/favorite/product', {})).statusCode).toBe(401);
    expect((await send('GET', '/api/favorite/artist-ids', {})).statusCode).toBe(401);
    expect((await send('POST', `/api/favorite/product/${t.catalog.products.palmTee}`, {})).statusCode).toBe(
      401,
    );
  });
});
