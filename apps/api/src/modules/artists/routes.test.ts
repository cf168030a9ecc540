import type { Db } from '@seed/db/client';
import { artists } from '@seed/db/schema/artists';
import { artworks } from '@seed/db/schema/artworks';
import { media } from '@seed/db/schema/media';
import { categoriesToSubcategories } from '@seed/db/schema/taxonomy';
import { users } from '@seed/db/schema/users';
import { testDatabaseKinds } from '@seed/db/test-database';
import { normalizeSearchText } from '@seed/domain/arabic-search';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useCatalogApi } from '../../test/api';
import type { Catalog } from '../../test/fixtures';

type Named = { displayNameEn: string };

/**
 * Artists beside the shared catalogue's Noor (rank 0) and inactive Gone: featured and not, ranks that
 * disagree with relevance, Arabic names with hamza and taa marbuta, and a featured one who is inactive.
 */
async function insertArtists(db: Db, catalog: Catalog) {
  const accounts = await db
    .insert(users)
    .values(['noura', 'nouran', 'ahmad', 'hidden'].map((name) => ({ email: `${name}@example.com` })))
    .returning({ id: users.id });
  const picture = async (name: string) => {
    const [row] = await db
      .insert(media)
      .values({
        pathname: `${name}.png`,
        filename: `${name}.png`,
        foldersName: 'artists',
        mimeType: 'image/png',
      })
      .returning({ id: media.id });
    return row!.id;
  };
  const rows = await db
    .insert(artists)
    .values([
      {
        userId: accounts[0]!.id,
        subdomain: 'noura',
        displayNameEn: 'Noura Al-Sabah',
        displayNameAr: 'نورة الصباح',
        myselfEn: 'Letters from the Gulf',
        myselfAr: 'حروف من الخليج',
        jobEn: 'Calligrapher',
        jobAr: 'خطّاطة',
        isFeatured: true,
        rank: 5,
        avatarMediaId: await picture('noura-avatar'),
        backgroundMediaId: await picture('noura-background'),
      },
      {
        userId: accounts[1]!.id,
        subdomain: 'nouran',
        displayNameEn: 'Nouran Ali',
        displayNameAr: 'نوران علي',
        jobEn: 'Painter',
        isFeatured: true,
        rank: 1,
      },
      {
        userId: accounts[2]!.id,
        subdomain: 'ahmad',
        displayNameEn: 'Ahmad Saleh',
        displayNameAr: 'أحمد صالح',
        rank: 3,
      },
      {
        userId: accounts[3]!.id,
        subdomain: 'hidden',
        displayNameEn: 'Hidden Noura',
        displayNameAr: 'نورة المخفية',
        isFeatured: true,
        isActive: false,
      },
    ])
    .returning({ id: artists.id });
  const [noura, nouran, ahmad, hidden] = rows.map((row) => row.id);
  const [noor] = await db.select({ id: artists.id }).from(artists).where(eq(artists.subdomain, 'noor'));
  const [gone] = await db.select({ id: artists.id }).from(artists).where(eq(artists.subdomain, 'gone'));
  const [link] = await db
    .select({ subCategoryId: categoriesToSubcategories.subCategoryId })
    .from(categoriesToSubcategories)
    .where(eq(categoriesToSubcategories.id, catalog.categories.shirtTees));
  await db.insert(artworks).values([
    {
      artistId: noura!,
      title: 'Old Letter',
      titleAr: 'حرف قديم',
      slug: 'old-letter',
      isApproved: true,
      // As the seed writes it: the artist's names too, which is where a typo in them is corrected from.
      searchText: normalizeSearchText('Old Letter حرف قديم Noura Al-Sabah نورة الصباح'),
      createdAt: new Date('2026-01-01T00:00:00Z'),
    },
    {
      artistId: noura!,
      title: 'New Letter',
      titleAr: 'حرف جديد',
      slug: 'new-letter',
      isApproved: true,
      createdAt: new Date('2026-02-01T00:00:00Z'),
    },
    { artistId: noura!, title: 'Draft Letter', titleAr: 'حرف مسودة', slug: 'draft-letter' },
    {
      artistId: noura!,
      title: 'Retired Letter',
      titleAr: 'حرف متقاعد',
      slug: 'retired-letter',
      isApproved: true,
      isActive: false,
    },
  ]);
  return {
    artists: { noor: noor!.id, gone: gone!.id, noura, nouran, ahmad, hidden } as Record<string, number>,
    tees: link!.subCategoryId,
  };
}

describe.each(testDatabaseKinds())('artists on %s', (kind) => {
  const t = useCatalogApi(kind);
  let data: Awaited<ReturnType<typeof insertArtists>>;
  beforeAll(async () => {
    data = await insertArtists(t.api.db, t.catalog);
  });
  const get = (url: string) => t.get(url);
  const names = async (url: string) => {
    const reply = await get(url);
    expect(reply.statusCode, url).toBe(200);
    return (reply.json().artists as Named[]).map((artist) => artist.displayNameEn);
  };
  const search = (words: string) => names(`/api/users/all/artist?search=${encodeURIComponent(words)}`);

  it('lists active artists by rank, with both languages and their pictures', async () => {
    const page = (await get('/api/users/all/artist?deviceId=d1&currency=USD')).json();
    expect(page.artists.map((artist: Named) => artist.displayNameEn)).toEqual([
      'Noor',
      'Nouran Ali',
      'Ahmad Saleh',
      'Noura Al-Sabah',
    ]);
    expect(page).toMatchObject({ hasMore: false, limit: 24, offset: 0 });
    expect(page.artists[3]).toEqual({
      id: data.artists.noura,
      subdomain: 'noura',
      displayNameEn: 'Noura Al-Sabah',
      displayNameAr: 'نورة الصباح',
      myselfEn: 'Letters from the Gulf',
      myselfAr: 'حروف من الخليج',
      jobEn: 'Calligrapher',
      jobAr: 'خطّاطة',
      isFeatured: true,
      media: expect.objectContaining({
        url: expect.objectContaining({ small: 'http://store.test/media/artists/small_noura-avatar.webp' }),
      }),
      background: expect.objectContaining({
        url: expect.objectContaining({
          large: 'http://store.test/media/artists/large_noura-background.webp',
        }),
      }),
    });
    expect(page.artists[0]).toMatchObject({ displayNameAr: 'نور', media: null, background: null });
  });

  it('pages with limit and offset, capping an oversized limit and refusing a malformed one', async () => {
    const first = (await get('/api/users/all/artist?limit=2')).json();
    expect(first).toMatchObject({ hasMore: true, limit: 2 });
    expect(await names('/api/users/all/artist?limit=2&offset=2')).toEqual(['Ahmad Saleh', 'Noura Al-Sabah']);
    expect((await get('/api/users/all/artist?limit=2&offset=2')).json().hasMore).toBe(false);
    expect((await get('/api/users/all/artist?limit=5000')).json().limit).toBe(100);
    expect((await get('/api/users/all/artist?offset=x')).statusCode).toBe(400);
  });

  it('searches Arabic and English names and jobs, whatever the spelling variant, with typos', async () => {
    expect(await search('AHMAD')).toEqual(['Ahmad Saleh']);
    // أ written ا, ة written ه, and a shadda the name does not carry.
    expect(await search('احمد')).toEqual(['Ahmad Saleh']);
    expect(await search('نوره الصبّاح')).toEqual(['Noura Al-Sabah']);
    expect(await search('خطاطه')).toEqual(['Noura Al-Sabah']);
    expect(await search('al sabah')).toEqual(['Noura Al-Sabah']);
    expect(await search('sabbah')).toEqual(['Noura Al-Sabah']);
    expect(await search('PAINTER')).toEqual(['Nouran Ali']);
  });

  it('ranks a whole-word match before the start of a word, whatever the rank', async () => {
    expect(await search('noura')).toEqual(['Noura Al-Sabah', 'Nouran Ali']);
  });

  it('finds no inactive artist, and nothing for symbols or an endless query, without an error', async () => {
    expect(await search('hidden')).toEqual([]);
    expect(await search('غائب')).toEqual([]);
    expect(await search('%_%')).toEqual([]);
    expect(await search('noura '.repeat(200))).toEqual([]);
  });

  it('lists featured active artists by rank, 30 by default', async () => {
    const page = (await get('/api/featured/artist')).json();
    expect(page.limit).toBe(30);
    expect(page.artists.map((artist: Named) => artist.displayNameEn)).toEqual([
      'Nouran Ali',
      'Noura Al-Sabah',
    ]);
    expect(await names('/api/featured/artist?limit=1&offset=1')).toEqual(['Noura Al-Sabah']);
  });

  it('returns an artist by id or by subdomain (any case), 400 when malformed, 404 when unknown or inactive', async () => {
    const byId = await get(`/api/users/artist/${data.artists.noura}`);
    expect(byId.statusCode).toBe(200);
    expect(byId.json()).toMatchObject({
      subdomain: 'noura',
      displayNameAr: 'نورة الصباح',
      jobEn: 'Calligrapher',
    });
    expect((await get('/api/users/subdomain/NOURA')).json()).toEqual(byId.json());

    expect((await get('/api/users/artist/abc')).statusCode).toBe(400);
    const malformed = await get('/api/users/subdomain/no_such!');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toMatch(/subdomain must be/);
    for (const id of [999999, data.artists.hidden, data.artists.gone]) {
      const reply = await get(`/api/users/artist/${id}`);
      expect(reply.json()).toEqual({
        statusCode: 404,
        message: `Artist ${id} not found`,
        code: 'NOT_FOUND',
        reason: 'ARTIST_NOT_FOUND',
      });
    }
    for (const subdomain of ['nobody', 'hidden', 'gone']) {
      const reply = await get(`/api/users/subdomain/${subdomain}`);
      expect(reply.statusCode, subdomain).toBe(404);
      expect(reply.json()).toMatchObject({ code: 'NOT_FOUND', reason: 'ARTIST_NOT_FOUND' });
    }
  });

  it("lists an artist's shop products by rank, by subcategory, paged", async () => {
    const noor = data.artists.noor;
    const products = async (query = '') => {
      const reply = await get(`/api/products/artist/${noor}?currency=USD${query}`);
      expect(reply.statusCode).toBe(200);
      return reply.json();
    };
    const all = await products();
    expect(all).toMatchObject({ limit: 12, hasMore: false });
    expect(all.products.map((card: { nameEn: string }) => card.nameEn)).toEqual(['Palm tee', 'Palm tote']);
    expect(all.products[0]).toMatchObject({ price: { amount: 3255, currency: 'USD' }, artist: { id: noor } });
    expect((await products(`&subcategoryId=${data.tees}`)).products).toHaveLength(1);
    expect((await products(`&subcategoryId=${data.tees + 1000}`)).products).toEqual([]);
    expect(await products('&limit=1&offset=1')).toMatchObject({
      hasMore: false,
      products: [{ nameEn: 'Palm tote' }],
    });
    expect((await products('&limit=999')).limit).toBe(100);
    expect((await get(`/api/products/artist/${noor}?subcategoryId=tees`)).statusCode).toBe(400);
    expect((await get(`/api/products/artist/${data.artists.noura}`)).json().products).toEqual([]);
  });

  it("lists an artist's listed artworks, newest first, paged", async () => {
    const page = (await get(`/api/users/artist/artworks/${data.artists.noura}`)).json();
    expect(page).toMatchObject({ limit: 12, hasMore: false });
    expect(page.artworks.map((card: { title: string }) => card.title)).toEqual(['New Letter', 'Old Letter']);
    expect(page.artworks[0]).toMatchObject({ titleAr: 'حرف جديد', artist: { subdomain: 'noura' } });
    const second = (await get(`/api/users/artist/artworks/${data.artists.noura}?limit=1&offset=1`)).json();
    expect(second.artworks.map((card: { title: string }) => card.title)).toEqual(['Old Letter']);
  });

  it("answers 400 and 404 for an artist's products and artworks as for the artist", async () => {
    for (const path of ['/api/products/artist', '/api/users/artist/artworks']) {
      expect((await get(`${path}/abc`)).statusCode, path).toBe(400);
      for (const id of [999999, data.artists.hidden, data.artists.gone]) {
        const reply = await get(`${path}/${id}`);
        expect(reply.statusCode, `${path}/${id}`).toBe(404);
        expect(reply.json().message).toBe(`Artist ${id} not found`);
      }
    }
  });

  it('keeps anonymous answers in the response cache', async () => {
    const url = '/api/featured/artist?limit=7';
    expect((await get(url)).headers['x-cache']).toBe('MISS');
    expect((await get(`${url}&deviceId=other`)).headers['x-cache']).toBe('HIT');
  });

  it('documents its routes with the shared query parameters', async () => {
    const document = (await get('/api/docs/json')).json();
    const parameters = (path: string) =>
      document.paths[path].get.parameters.map((parameter: { name: string }) => parameter.name);
    expect(parameters('/api/users/all/artist')).toEqual(
      expect.arrayContaining(['deviceId', 'currency', 'limit', 'offset', 'search']),
    );
    expect(parameters('/api/products/artist/{id}')).toEqual(
      expect.arrayContaining(['id', 'deviceId', 'currency', 'limit', 'offset', 'subcategoryId']),
    );
    for (const path of [
      '/api/featured/artist',
      '/api/users/artist/{id}',
      '/api/users/artist/artworks/{id}',
    ]) {
      expect(parameters(path), path).toEqual(expect.arrayContaining(['deviceId', 'currency']));
    }
    expect(parameters('/api/users/subdomain/{subdomain}')).toContain('subdomain');
  });
});
