import type { Db } from '@seed/db/client';
import { artists } from '@seed/db/schema/artists';
import { artworks, artworkTopics } from '@seed/db/schema/artworks';
import { media } from '@seed/db/schema/media';
import { users } from '@seed/db/schema/users';
import { viewCounts } from '@seed/db/schema/views';
import { testDatabaseKinds } from '@seed/db/test-database';
import { normalizeSearchText } from '@seed/domain/arabic-search';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useCatalogApi } from '../../test/api';
import type { Catalog } from '../../test/fixtures';

type Card = { id: number; title: string };

/**
 * Two artists with artworks of their own beside the shared catalogue's only listed one (Palm, made the
 * oldest here): popularity, dates and titles chosen so that each ordering and search tells.
 */
async function insertGallery(db: Db, catalog: Catalog) {
  await db
    .update(artworks)
    .set({ createdAt: new Date('2025-01-01T00:00:00Z') })
    .where(eq(artworks.slug, 'palm'));
  const [one, two, gone] = await db
    .insert(users)
    .values([{ email: 'hala@example.com' }, { email: 'badr@example.com' }, { email: 'lost@example.com' }])
    .returning({ id: users.id });
  const [hala, badr, lost] = await db
    .insert(artists)
    .values([
      { userId: one!.id, subdomain: 'hala', displayNameEn: 'Hala Saad', displayNameAr: 'هالة سعد' },
      { userId: two!.id, subdomain: 'badr', displayNameEn: 'Badr Ali', displayNameAr: 'بدر علي' },
      { userId: gone!.id, subdomain: 'lost', displayNameEn: 'Lost', displayNameAr: 'ضائع', isActive: false },
    ])
    .returning({ id: artists.id });
  const [image] = await db
    .insert(media)
    .values({ pathname: 'falcon.png', filename: 'falcon.png', foldersName: 'art', mimeType: 'image/png' })
    .returning({ id: media.id });
  let day = 0;
  const artwork = (
    artistId: number,
    title: string,
    titleAr: string,
    extra: Partial<typeof artworks.$inferInsert> = {},
  ) => ({
    artistId,
    title,
    titleAr,
    slug: `gallery-${title.toLowerCase().replace(/\s+/g, '-')}`,
    isApproved: true,
    searchText: normalizeSearchText(`${title} ${titleAr}`),
    createdAt: new Date(Date.UTC(2026, 0, 10 + day++)),
    ...extra,
  });
  const rows = await db
    .insert(artworks)
    .values([
      artwork(hala!.id, 'Desert Falcon', 'صقر الصحراء', {
        likes: 10,
        artwork_purchase_number: 3,
        mediaId: image!.id,
        description: 'A falcon at dawn',
        descriptionAr: 'صقر عند الفجر',
        artworkBackgroundColorId: 4,
      }),
      artwork(hala!.id, 'Gulf Pearl', 'لؤلؤة الخليج', { likes: 8, artwork_purchase_number: 2 }),
      artwork(badr!.id, 'Night Rose', 'وردة الليل', { likes: 4 }),
      artwork(badr!.id, 'Rosewater Dream', 'حلم ماء الورد', { likes: 1 }),
      artwork(hala!.id, 'Palm of Hope', 'نخلة الأمل'),
      artwork(hala!.id, 'Hidden Lantern', 'فانوس مخفي', { isActive: false, likes: 99 }),
      artwork(hala!.id, 'Pending Lantern', 'فانوس معلق', { isApproved: false, likes: 99 }),
      artwork(hala!.id, 'Stale Lantern', 'فانوس قديم', { isArtistActive: false, likes: 99 }),
      artwork(lost!.id, 'Lost Lantern', 'فانوس ضائع', { likes: 99 }),
    ])
    .returning({ id: artworks.id });
  const [falcon, pearl, rose, rosewater, hope, inactive, pending, stale, orphaned] = rows.map(
    (row) => row.id,
  );
  await db.insert(artworkTopics).values([
    { artworkId: falcon!, topicId: catalog.topics.topic },
    { artworkId: falcon!, topicId: catalog.topics.hiddenTopic },
    { artworkId: falcon!, topicId: catalog.topics.firstTopic },
  ]);
  return {
    artists: { hala: hala!.id, badr: badr!.id },
    artworks: { falcon, pearl, rose, rosewater, hope, inactive, pending, stale, orphaned } as Record<
      string,
      number
    >,
  };
}

describe.each(testDatabaseKinds())('artworks on %s', (kind) => {
  const t = useCatalogApi(kind);
  let gallery: Awaited<ReturnType<typeof insertGallery>>;
  beforeAll(async () => {
    gallery = await insertGallery(t.api.db, t.catalog);
  });
  const get = (url: string) => t.get(url);
  const titles = async (url: string) => {
    const reply = await get(url);
    expect(reply.statusCode, url).toBe(200);
    return (reply.json().artworks as Card[]).map((card) => card.title);
  };
  const search = (path: string, words: string) => titles(`${path}?search=${encodeURIComponent(words)}`);

  it('lists only listed artworks, newest first, with both languages, the artist and the image', async () => {
    const reply = await get('/api/artwork?deviceId=d1&currency=USD');
    expect(reply.statusCode).toBe(200);
    const page = reply.json();
    expect(page.artworks.map((card: Card) => card.title)).toEqual([
      'Palm of Hope',
      'Rosewater Dream',
      'Night Rose',
      'Gulf Pearl',
      'Desert Falcon',
      'Palm',
    ]);
    expect(page).toMatchObject({ hasMore: false, limit: 12, offset: 0 });
    expect(page.artworks[4]).toEqual({
      id: gallery.artworks.falcon,
      title: 'Desert Falcon',
      titleAr: 'صقر الصحراء',
      description: 'A falcon at dawn',
      descriptionAr: 'صقر عند الفجر',
      slug: 'gallery-desert-falcon',
      isActive: true,
      isApproved: true,
      isArtistActive: true,
      isNotifiUsers: false,
      artworkBackgroundColorId: 4,
      artwork_purchase_number: 3,
      likes: 10,
      createdAt: '2026-01-10T00:00:00.000Z',
      media: expect.objectContaining({
        url: expect.objectContaining({ small: 'http://store.test/media/art/small_falcon.webp' }),
      }),
      artist: {
        id: gallery.artists.hala,
        displayNameEn: 'Hala Saad',
        displayNameAr: 'هالة سعد',
        subdomain: 'hala',
      },
    });
  });

  it('pages with limit and offset, capping an oversized limit and refusing a malformed one', async () => {
    const first = (await get('/api/artwork?limit=2')).json();
    expect(first.artworks.map((card: Card) => card.title)).toEqual(['Palm of Hope', 'Rosewater Dream']);
    expect(first.hasMore).toBe(true);
    expect(await titles('/api/artwork?limit=2&offset=4')).toEqual(['Desert Falcon', 'Palm']);
    expect((await get('/api/artwork?limit=2&offset=4')).json().hasMore).toBe(false);
    expect((await get('/api/artwork?limit=100000&offset=99999999999')).json()).toMatchObject({
      artworks: [],
      limit: 100,
    });
    for (const query of ['limit=abc', 'offset=-1', 'limit=1.5']) {
      const reply = await get(`/api/artwork?${query}`);
      expect(reply.statusCode, query).toBe(400);
      expect(reply.json().code).toBe('INVALID_DATA');
    }
  });

  it('searches Arabic and English titles, whatever the spelling variant, with typos, 100 per page', async () => {
    expect(await search('/api/artwork', 'FALCON')).toEqual(['Desert Falcon']);
    expect(await search('/api/artwork', 'صقر')).toEqual(['Desert Falcon']);
    // ؤ written و and ة written ه; أ written ا; diacritics and tatweel added.
    expect(await search('/api/artwork', 'لولوه')).toEqual(['Gulf Pearl']);
    expect(await search('/api/artwork', 'نخلة الامل')).toEqual(['Palm of Hope']);
    expect(await search('/api/artwork', 'وَرْدَة اللـيل')).toEqual(['Night Rose']);
    expect(await search('/api/artwork', 'falcom')).toEqual(['Desert Falcon']);
    expect((await get('/api/artwork?search=rose')).json().limit).toBe(100);
  });

  it('ranks search results by relevance: a whole word before the start of one, whatever the date', async () => {
    expect(await search('/api/artwork', 'rose')).toEqual(['Night Rose', 'Rosewater Dream']);
  });

  it('finds nothing hidden, and nothing for symbols or an endless query, without an error', async () => {
    expect(await search('/api/artwork', 'lantern')).toEqual([]);
    expect(await search('/api/artwork', 'فانوس')).toEqual([]);
    expect(await search('/api/artwork', '!!! ؟؟ ...')).toEqual([]);
    expect(await search('/api/artwork', 'falcon '.repeat(150))).toEqual([]);
  });

  it('ranks featured artworks by purchases, likes and views, spreading artists for the front page', async () => {
    // Scores: Falcon 3 purchases × 20 + 10 likes × 5, Pearl 2 × 20 + 8 × 5, Rose 4 × 5, Rosewater 5; the newer
    // of the two without any comes first.
    expect(await titles('/api/featured/artwork')).toEqual([
      'Desert Falcon',
      'Gulf Pearl',
      'Night Rose',
      'Rosewater Dream',
      'Palm of Hope',
      'Palm',
    ]);
    expect(await titles('/api/featured/artwork?frontPage=true&limit=3')).toEqual([
      'Desert Falcon',
      'Night Rose',
      'Palm',
    ]);
    expect(await titles('/api/featured/artwork?frontPage=1&limit=3&offset=3')).toEqual([
      'Gulf Pearl',
      'Rosewater Dream',
      'Palm of Hope',
    ]);
    expect(await search('/api/featured/artwork', 'rose')).toEqual(['Night Rose', 'Rosewater Dream']);
    expect((await get('/api/featured/artwork?frontPage=maybe')).statusCode).toBe(400);
  });

  it('counts views of an artwork page, which lift it among the featured', async () => {
    const url = `/api/artwork/${gallery.artworks.hope}`;
    for (let i = 0; i < 6; i++) expect((await get(url)).headers['x-cache']).toBeUndefined();
    const counted = async () => {
      const [row] = await t.api.db
        .select({ count: viewCounts.count })
        .from(viewCounts)
        .where(and(eq(viewCounts.kind, 'artwork'), eq(viewCounts.targetId, gallery.artworks.hope!)));
      return row?.count ?? 0;
    };
    // Views are counted in memory and written every few seconds.
    expect(await counted()).toBe(0);
    await t.api.views.flush();
    expect(await counted()).toBe(6);
    // 6 views outweigh Rosewater Dream's one like (5).
    expect(await titles('/api/featured/artwork?limit=4&offset=2')).toEqual([
      'Night Rose',
      'Palm of Hope',
      'Rosewater Dream',
      'Palm',
    ]);
  });

  it('returns an artwork page with its active topics in order', async () => {
    const reply = await get(`/api/artwork/${gallery.artworks.falcon}?deviceId=d1&currency=KWD`);
    expect(reply.statusCode).toBe(200);
    const artwork = reply.json();
    expect(artwork).toMatchObject({
      id: gallery.artworks.falcon,
      title: 'Desert Falcon',
      titleAr: 'صقر الصحراء',
      artist: { displayNameEn: 'Hala Saad', subdomain: 'hala' },
      media: { url: { large: 'http://store.test/media/art/large_falcon.webp' } },
    });
    expect(artwork.topics).toEqual([
      {
        topicId: t.catalog.topics.firstTopic,
        artworkId: gallery.artworks.falcon,
        topic: {
          id: t.catalog.topics.firstTopic,
          name_en: 'Calligraphy',
          name_ar: 'خط عربي',
          color: '#6b7280',
        },
      },
      expect.objectContaining({
        topicId: t.catalog.topics.topic,
        topic: expect.objectContaining({ name_en: 'Nature' }),
      }),
    ]);
  });

  it('answers 400 for a malformed id and 404 for unknown or hidden artworks', async () => {
    for (const id of ['abc', '0', '-3', '1e3', '99999999999']) {
      const reply = await get(`/api/artwork/${id}`);
      expect(reply.statusCode, id).toBe(400);
      expect(reply.json()).toMatchObject({ code: 'INVALID_DATA' });
    }
    const { inactive, pending, stale, orphaned } = gallery.artworks;
    for (const id of [999999, inactive, pending, stale, orphaned]) {
      const reply = await get(`/api/artwork/${id}`);
      expect(reply.statusCode).toBe(404);
      expect(reply.json()).toEqual({
        statusCode: 404,
        message: `Artwork ${id} not found`,
        reason: 'ARTWORK_NOT_FOUND',
        code: 'NOT_FOUND',
      });
    }
  });

  it('keeps anonymous lists in the response cache, but not a signed-in caller’s', async () => {
    const url = '/api/artwork?limit=5&offset=1';
    expect((await get(url)).headers['x-cache']).toBe('MISS');
    expect((await get(url)).headers['x-cache']).toBe('HIT');
    const signedIn = await t.api.app.inject({ url, headers: { authorization: 'Bearer nobody' } });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.headers['x-cache']).toBeUndefined();
  });

  it('documents its routes with the shared query parameters', async () => {
    const document = (await get('/api/docs/json')).json();
    const parameters = (path: string) =>
      document.paths[path].get.parameters.map((parameter: { name: string }) => parameter.name);
    for (const path of ['/api/artwork', '/api/featured/artwork']) {
      expect(parameters(path), path).toEqual(
        expect.arrayContaining(['deviceId', 'currency', 'limit', 'offset', 'search']),
      );
    }
    expect(parameters('/api/featured/artwork')).toContain('frontPage');
    expect(parameters('/api/artwork/{id}')).toEqual(expect.arrayContaining(['id', 'deviceId', 'currency']));
  });
});
