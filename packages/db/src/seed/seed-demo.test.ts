import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FolderStore } from '@seed/media/folder-store';
import { asc, count, eq, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../password';
import { artists } from '../schema/artists';
import { artworks } from '../schema/artworks';
import { colorsToSizes, inventories } from '../schema/inventory';
import { infoPages } from '../schema/marketing';
import { products } from '../schema/products';
import { categories } from '../schema/taxonomy';
import { users } from '../schema/users';
import { createTestDatabase, type TestDatabase } from '../test-database';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './accounts';
import { iconSvg } from './images/decor';
import { svgToPng } from './images/svg';
import { createMediaWriter } from './media-writer';
import { isSeeded, seedDemo } from './seed-demo';

const total = async (db: TestDatabase['db'], table: PgTable) =>
  (await db.select({ n: count() }).from(table))[0]!.n;

describe('demo seed', () => {
  let first: TestDatabase;
  let second: TestDatabase;
  beforeAll(async () => {
    [first, second] = await Promise.all([createTestDatabase(), createTestDatabase()]);
    expect(await isSeeded(first.db)).toBe(false);
    await seedDemo(first.db);
    await seedDemo(second.db);
  }, 240_000);
  afterAll(async () => {
    await Promise.all([first?.drop(), second?.drop()]);
  });

  it('builds the catalogue the issue asks for', async () => {
    expect(await isSeeded(first.db)).toBe(true);
    expect(await total(first.db, categories)).toBeGreaterThanOrEqual(8);
    expect(await total(first.db, inventories)).toBe(10);
    expect(await total(first.db, artists)).toBe(12);
    expect(await total(first.db, artworks)).toBe(80);
    expect(await total(first.db, products)).toBe(400);
    expect(await total(first.db, infoPages)).toBe(7);
  });

  it('names every product in Arabic and English', async () => {
    const rows = await first.db.select({ nameEn: products.nameEn, nameAr: products.nameAr }).from(products);
    for (const row of rows) {
      expect(row.nameEn).toMatch(/^[A-Za-z]/);
      expect(row.nameAr).toMatch(/[\u0600-\u06FF]/);
    }
  });

  it('has sold-out variants, so some sizes are unavailable', async () => {
    const soldOut = await first.db
      .select({ n: count() })
      .from(colorsToSizes)
      .where(eq(colorsToSizes.count, 0));
    expect(soldOut[0]!.n).toBeGreaterThan(0);
  });

  it('is deterministic: two runs give the same products and prices', async () => {
    const read = (db: TestDatabase['db']) =>
      db
        .select({
          nameEn: products.nameEn,
          nameAr: products.nameAr,
          price: products.price,
          oldPrice: products.oldPrice,
        })
        .from(products)
        .orderBy(asc(products.id));
    expect(await read(second.db)).toEqual(await read(first.db));
  });

  it('creates demo accounts that sign in with the documented password', async () => {
    for (const account of Object.values(DEMO_ACCOUNTS)) {
      const [user] = await first.db.select().from(users).where(eq(users.email, account.email));
      expect(user?.role).toBe(account.role);
      expect(await verifyPassword(DEMO_PASSWORD, user!.passwordHash!)).toBe(true);
      expect(await verifyPassword('wrong-password', user!.passwordHash!)).toBe(false);
    }
  });

  it('fills the search text with normalised names in both languages', async () => {
    const rows = await first.db.execute<{ n: number }>(
      sql`select count(*)::int as n from products where search_text like '%صقر%' and search_text like '%falcon%'`,
    );
    expect(rows.rows[0]!.n).toBeGreaterThan(0);
  });
});

describe('seed media writer', () => {
  it('stores webp variants and a media row when a store is given', async () => {
    const database = await createTestDatabase();
    const dir = await mkdtemp(join(tmpdir(), 'seed-media-'));
    try {
      const write = createMediaWriter(database.db, new FolderStore(dir));
      const id = await write('embroidery', 'icon-star', () => svgToPng(iconSvg('star', '#000000')));
      expect(id).toBeGreaterThan(0);
      const files = await readdir(join(dir, 'embroidery'));
      expect(
        files
          .filter((f) => f.endsWith('.webp'))
          .map((f) => f.split('_')[0])
          .sort(),
      ).toEqual(['large', 'medium', 'small']);
    } finally {
      await database.drop();
      await rm(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
