import { artworks } from '@seed/db/schema/artworks';
import { users } from '@seed/db/schema/users';
import { testDatabaseKinds } from '@seed/db/test-database';
import { normalizeSearchText } from '@seed/domain/arabic-search';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createSession, useCatalogApi } from '../../test/api';

type Entry = { searchWord: string };

describe.each(testDatabaseKinds())('search history and autocomplete on %s', (kind) => {
  const t = useCatalogApi(kind);
  let token: string;
  const save = (searchWord: unknown, query = '', headers: Record<string, string> = {}) =>
    t.api.app.inject({
      method: 'POST',
      url: `/api/shared/save/search${query}`,
      payload: { searchWord },
      headers,
    });
  const history = async (query: string, headers?: Record<string, string>) => {
    const reply = await t.get(`/api/search/history${query}`, headers);
    expect(reply.statusCode).toBe(200);
    return (reply.json().searchHistory as Entry[]).map((entry) => entry.searchWord);
  };

  beforeAll(async () => {
    const [user] = await t.api.db.insert(users).values({ email: 'searcher@example.com' }).returning();
    token = await createSession(t.api.db, user!.id);
    // The shared catalogue leaves artworks' search text empty; fill it as the seed does.
    for (const artwork of await t.api.db.select().from(artworks)) {
      await t.api.db
        .update(artworks)
        .set({ searchText: normalizeSearchText(`${artwork.title} ${artwork.titleAr}`) })
        .where(eq(artworks.id, artwork.id));
    }
  });

  it("keeps a device's searches, most recent first, each text once", async () => {
    const first = await save('  palm   tee ', '?deviceId=device-a');
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ searchWord: 'palm tee', createdAt: expect.any(String) });
    await save('نخلة', '?deviceId=device-a');
    await save('Palm Tee', '?deviceId=device-a');
    expect(await history('?deviceId=device-a')).toEqual(['Palm Tee', 'نخلة']);
    expect(await history('?deviceId=device-b')).toEqual([]);
    expect(await history('')).toEqual([]);
  });

  it("keeps a signed-in shopper's searches apart from the device's", async () => {
    const bearer = { authorization: `Bearer ${token}` };
    expect((await save('hoodie', '?deviceId=device-a', bearer)).statusCode).toBe(201);
    expect(await history('?deviceId=device-a', bearer)).toEqual(['hoodie']);
    expect(await history('?deviceId=device-a')).toEqual(['Palm Tee', 'نخلة']);
  });

  it('pages the history and keeps only the newest twenty', async () => {
    for (let i = 1; i <= 22; i++) await save(`word ${i}`, '?deviceId=device-c');
    const page = (await t.get('/api/search/history?deviceId=device-c')).json();
    expect(page).toMatchObject({ limit: 10, offset: 0, hasMore: true });
    expect(page.searchHistory[0].searchWord).toBe('word 22');
    expect(await history('?deviceId=device-c&limit=50&offset=15')).toEqual([
      'word 7',
      'word 6',
      'word 5',
      'word 4',
      'word 3',
    ]);
  });

  it('refuses a search without an owner, an empty one or one too long, with a message', async () => {
    const anonymous = await save('tee');
    expect(anonymous.statusCode).toBe(400);
    expect(anonymous.json()).toMatchObject({
      code: 'INVALID_DATA',
      reason: 'SEARCH_HISTORY_NEEDS_DEVICE',
      message: expect.stringMatching(/deviceId/),
    });
    expect((await save('   ', '?deviceId=device-a')).json()).toMatchObject({ statusCode: 400 });
    expect((await save('x'.repeat(201), '?deviceId=device-a')).statusCode).toBe(400);
    expect((await save(42, '?deviceId=device-a')).statusCode).toBe(400);
  });

  it('suggests listed products and artworks for what is typed, none for nothing', async () => {
    const products = await t.get('/api/search/product/autocomplete?search=pal');
    expect(products.statusCode).toBe(200);
    expect(products.json()).toMatchObject({ limit: 50, offset: 0, hasMore: false });
    expect(products.json().products).toEqual([
      expect.objectContaining({ nameEn: 'Palm tee', nameAr: 'منتج Palm tee', media: expect.any(Object) }),
      expect.objectContaining({ nameEn: 'Palm tote', media: null }),
    ]);
    const artworks = (
      await t.get(`/api/search/artwork/autocomplete?search=${encodeURIComponent('عمل')}`)
    ).json();
    expect(artworks.artworks).toEqual([expect.objectContaining({ title: 'Palm', titleAr: 'عمل Palm' })]);
    expect((await t.get('/api/search/product/autocomplete')).json().products).toEqual([]);
    expect((await t.get('/api/search/artwork/autocomplete?search=%20')).json().artworks).toEqual([]);
  });

  it('caps autocomplete limits and answers absurd text with no suggestions', async () => {
    expect((await t.get('/api/search/product/autocomplete?search=p&limit=999')).json().limit).toBe(100);
    const long = encodeURIComponent('x'.repeat(1000));
    for (const kind of ['product', 'artwork']) {
      const reply = await t.get(`/api/search/${kind}/autocomplete?search=${long}`);
      expect(reply.statusCode).toBe(200);
      expect(reply.json()[`${kind}s`]).toEqual([]);
    }
    expect((await t.get('/api/search/product/autocomplete?search=inactive')).json().products).toEqual([]);
  });
});
