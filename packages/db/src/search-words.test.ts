import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { artists } from './schema/artists';
import { artworks } from './schema/artworks';
import { inventories } from './schema/inventory';
import { products } from './schema/products';
import { searchWords } from './schema/search-words';
import { users } from './schema/users';
import { createTestDatabase, type TestDatabase, testDatabaseKinds } from './test-database';

// Typo correction can only offer words that the triggers of migration 0004 collected.
describe.each(testDatabaseKinds())('search words kept by %s', (kind) => {
  let database: TestDatabase;
  const words = async () =>
    (await database.db.select().from(searchWords).orderBy(asc(searchWords.word))).map((row) => row.word);

  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(() => database?.drop());

  it('collects the words of inserted and changed products and artworks, not numbers or short words', async () => {
    const { db } = database;
    const [inventory] = await db
      .insert(inventories)
      .values({ nameEn: 'Tee', nameAr: 'تيشيرت', price: 5000, printingType: ['DTG'] })
      .returning();
    const [product] = await db
      .insert(products)
      .values([
        {
          nameEn: 'a',
          nameAr: 'a',
          inventoryId: inventory!.id,
          price: 1,
          searchText: 'palm tee 2026 xl نخله',
        },
        { nameEn: 'b', nameAr: 'b', inventoryId: inventory!.id, price: 1, searchText: 'palm hoodie' },
      ])
      .returning();
    expect(await words()).toEqual(['hoodie', 'palm', 'tee', 'نخله']);

    await db.update(products).set({ searchText: 'falcon tee' }).where(eq(products.id, product!.id));
    await db.update(products).set({ rank: 3 }).where(eq(products.id, product!.id));
    const [user] = await db.insert(users).values({ email: 'artist@example.com' }).returning();
    const [artist] = await db
      .insert(artists)
      .values({ userId: user!.id, subdomain: 'noor', displayNameEn: 'Noor', displayNameAr: 'نور' })
      .returning();
    await db.insert(artworks).values({
      artistId: artist!.id,
      title: 'Dune',
      titleAr: 'كثبان',
      slug: 'dune',
      searchText: 'dune كثبان',
    });
    expect(await words()).toEqual(['dune', 'falcon', 'hoodie', 'palm', 'tee', 'كثبان', 'نخله']);
  });
});
