import { products } from '@seed/db/schema/products';
import { testDatabaseKinds } from '@seed/db/test-database';
import { normalizeSearchText } from '@seed/domain/arabic-search';
import { beforeAll, describe, expect, it } from 'vitest';
import { useCatalogApi } from '../../test/api';

describe.each(testDatabaseKinds())('product search on %s', (kind) => {
  const t = useCatalogApi(kind);
  const search = async (text: string) => {
    const reply = await t.get(`/api/products/all?search=${encodeURIComponent(text)}`);
    expect(reply.statusCode).toBe(200);
    return (reply.json().products as { nameEn: string }[]).map((card) => card.nameEn);
  };

  beforeAll(async () => {
    const { palmTee } = t.catalog.products;
    const [base] = await t.api.db.select().from(products).limit(1);
    const product = (nameEn: string, text: string, rank: number) => ({
      nameEn,
      nameAr: `منتج ${nameEn}`,
      inventoryId: base!.inventoryId,
      price: 5000,
      rank,
      searchText: normalizeSearchText(`${nameEn} ${text}`),
    });
    // Ranked above the catalogue's products, so only relevance can put them below.
    await t.api.db
      .insert(products)
      .values([
        product('Teeshirt', '', 9),
        product('Settee', '', 8),
        product('Crescent hoodie', 'هودي الهلال الأحمر مستشفى المدرسة', 7),
      ]);
    expect(palmTee).toBeDefined();
  });

  it('ranks whole words first, then word starts, then words found inside others; rank breaks ties', async () => {
    expect(await search('tee')).toEqual(['Palm tee', 'Plain tee', 'Teeshirt', 'Settee']);
  });

  it('pages in the same order: the pages of a search, put together, are its whole list', async () => {
    const page = async (offset: number) => {
      const reply = await t.get(`/api/products/all?search=tee&limit=1&offset=${offset}`);
      const body = reply.json() as { products: { nameEn: string }[]; hasMore: boolean };
      return { names: body.products.map((card) => card.nameEn), hasMore: body.hasMore };
    };
    const pages = await Promise.all([0, 1, 2, 3].map(page));
    expect(pages.flatMap((one) => one.names)).toEqual(['Palm tee', 'Plain tee', 'Teeshirt', 'Settee']);
    expect(pages.map((one) => one.hasMore)).toEqual([true, true, true, false]);
  });

  it('needs every word, in any order', async () => {
    expect(await search('TEE palm')).toEqual(['Palm tee']);
    expect(await search('tee tote')).toEqual([]);
  });

  it('finds Arabic however hamza, taa marbuta, alef maqsura, vowel marks and tatweel are typed', async () => {
    for (const variant of ['احمر', 'أحمر', 'إحمر', 'آحمر', 'أَحْمَر', 'احـــمر']) {
      expect(await search(variant), variant).toEqual(['Crescent hoodie']);
    }
    for (const variant of ['المدرسة', 'المدرسه', 'مستشفى', 'مستشفي']) {
      expect(await search(variant), variant).toEqual(['Crescent hoodie']);
    }
    expect(await search('نخلة')).toEqual(['Palm tote']);
  });

  it('tolerates a typo in a word the catalogue does not have, below exact matches', async () => {
    expect(await search('hoddie')).toEqual(['Crescent hoodie']);
    expect(await search('crescant')).toEqual(['Crescent hoodie']);
    expect(await search('qwertyuiop')).toEqual([]);
  });

  it('matches a word of one or two letters at the start of a word only', async () => {
    expect(await search('pa')).toEqual(['Palm tee', 'Palm tote']);
    expect(await search('al')).toEqual([]);
  });

  it('never finds hidden products', async () => {
    for (const name of ['inactive', 'unapproved', 'orphan', 'own design'])
      expect(await search(name)).toEqual([]);
  });

  it('answers an empty list, never an error, for absurd searches', async () => {
    expect(await search('a'.repeat(1000))).toEqual([]);
    expect(await search(`${'palm '.repeat(200)}`)).toEqual([]);
    expect(await search('!!! ### %%% ___ \\\\')).toEqual([]);
    expect(await search('%')).toEqual([]);
    expect(await search('one two three four five six seven')).toEqual([]);
  });

  it('treats a blank search as no search', async () => {
    expect(await search('   ')).toHaveLength(6);
  });
});
