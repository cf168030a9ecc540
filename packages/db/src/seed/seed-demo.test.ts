import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FolderStore } from '@seed/media/folder-store';
import { asc, count, eq, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase } from '../client';
import { verifyPassword } from '../password';
import { addresses } from '../schema/addresses';
import { artists } from '../schema/artists';
import { artworks } from '../schema/artworks';
import { colorsToSizes, inventories } from '../schema/inventory';
import { infoPages } from '../schema/marketing';
import { products } from '../schema/products';
import { staffRoles } from '../schema/staff';
import { stockMovements } from '../schema/stock-movements';
import { categories } from '../schema/taxonomy';
import { users } from '../schema/users';
import { createTestDatabase, type TestDatabase, testDatabaseKinds } from '../test-database';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, DEMO_STAFF } from './accounts';
import { iconSvg } from './images/decor';
import { svgToPng } from './images/svg';
import { createMediaWriter } from './media-writer';
import { isSeeded, seedDemo, seedDemoOnce } from './seed-demo';
import { seedLargeCatalog } from './seed-large';

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

  it('opens every stocked variant with a CREATED movement, and flags the ones already low', async () => {
    const variants = await first.db
      .select({
        count: colorsToSizes.count,
        threshold: colorsToSizes.lowStockThreshold,
        flagged: colorsToSizes.notifiAdmin,
        opened: stockMovements.countAfter,
        reason: stockMovements.reason,
      })
      .from(colorsToSizes)
      .leftJoin(stockMovements, eq(stockMovements.colorsToSizesId, colorsToSizes.id));
    for (const variant of variants) {
      expect(variant.opened).toBe(variant.count === 0 ? null : variant.count);
      if (variant.count !== 0) expect(variant.reason).toBe('CREATED');
      expect(variant.flagged).toBe(variant.count <= 0 || variant.count < variant.threshold);
    }
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

  it('creates one staff account per staff role, each holding only that role', async () => {
    for (const member of DEMO_STAFF) {
      const [user] = await first.db.select().from(users).where(eq(users.email, member.email));
      expect(user?.role).toBe('USER');
      expect(await verifyPassword(DEMO_PASSWORD, user!.passwordHash!)).toBe(true);
      const roles = await first.db.select().from(staffRoles).where(eq(staffRoles.userId, user!.id));
      expect(roles.map((row) => row.role)).toEqual([member.staffRole]);
    }
  });

  it('gives the demo customer a Kuwaiti address, so checkout works out of the box', async () => {
    const read = async (db: TestDatabase['db']) => {
      const [customer] = await db.select().from(users).where(eq(users.email, DEMO_ACCOUNTS.customer.email));
      return db
        .select({ id: addresses.id, country: addresses.country, state: addresses.state })
        .from(addresses)
        .where(eq(addresses.userId, customer!.id));
    };
    const saved = await read(first.db);
    expect(saved).toEqual([{ id: expect.any(Number), country: 'KW', state: 'HA' }]);
    expect(await read(second.db)).toEqual(saved);
  });

  it('gives every topic artworks and marks some products as discounted both ways', async () => {
    const { rows } = await first.db.execute<{ topic: string; n: number }>(
      sql`select t.name_en as topic, count(a.artwork_id)::int as n from topics t
          left join artwork_topics a on a.topic_id = t.id group by t.name_en`,
    );
    expect(rows).toHaveLength(10);
    for (const row of rows) expect(row.n, row.topic).toBeGreaterThan(0);
    const sales = await first.db.execute<{ old: number; discounted: number }>(
      sql`select count(*) filter (where old_price > price)::int as old,
                 count(*) filter (where discounted_price > 0)::int as discounted from products`,
    );
    expect(sales.rows[0]!.old).toBeGreaterThan(0);
    expect(sales.rows[0]!.discounted).toBeGreaterThan(0);
  });

  it('shows every product from the front, and from the back exactly when its item prints there', async () => {
    const { rows } = await first.db.execute<{ id: number; back_print: boolean; types: string[] }>(
      sql`select p.id, i.back_print, array_agg(pi.type::text order by pi.rank) as types
          from products p join inventories i on i.id = p.inventory_id
          join product_images pi on pi.product_id = p.id group by p.id, i.back_print`,
    );
    expect(rows).toHaveLength(400);
    for (const row of rows) expect(row.types).toEqual(row.back_print ? ['FRONT', 'BACK'] : ['FRONT']);
  });

  it('fills the search text with normalised names in both languages', async () => {
    const rows = await first.db.execute<{ n: number }>(
      sql`select count(*)::int as n from products where search_text like '%صقر%' and search_text like '%falcon%'`,
    );
    expect(rows.rows[0]!.n).toBeGreaterThan(0);
  });
});

// Without a store and with one product per artwork: the rows a first start writes, in seconds.
const small = { productsPerArtwork: 1 };

describe.each(testDatabaseKinds())('the demo seed on a first start on %s', (kind) => {
  it('seeds an empty database, and never a seeded one again', async () => {
    const database = await createTestDatabase(kind);
    try {
      expect(await seedDemoOnce(database, small)).toBe(true);
      expect(await seedDemoOnce(database, small)).toBe(false);
      expect(await total(database.db, products)).toBe(80);
    } finally {
      await database.drop();
    }
  }, 120_000);
});

describe.runIf(testDatabaseKinds().includes('postgres'))('replicas starting together on PostgreSQL', () => {
  it('seed once: one seeds, the other waits for it and finds the catalogue there', async () => {
    const first = await createTestDatabase('postgres');
    // A replica of its own: another pool, so other sessions, on the same database.
    const { rows } = await first.db.execute<{ name: string }>(sql`select current_database() as name`);
    const url = new URL(process.env.TEST_DATABASE_URL ?? '');
    url.pathname = `/${rows[0]?.name}`;
    const second = await createDatabase({ url: url.toString() });
    try {
      const seeded = await Promise.all([seedDemoOnce(first, small), seedDemoOnce(second, small)]);
      expect(seeded.sort()).toEqual([false, true]);
      expect(await total(first.db, products)).toBe(80);
      expect(await total(first.db, users)).toBe(await total(second.db, users));
    } finally {
      await second.close();
      await first.drop();
    }
  }, 120_000);
});

// Its copying is hand-written SQL, so it runs on PostgreSQL too when TEST_DATABASE_URL is set.
describe.each(testDatabaseKinds())('large seed catalogue on %s', (kind) => {
  it('copies demo products under numbered names, with their images and tags', async () => {
    const database = await createTestDatabase(kind);
    try {
      await seedDemo(database.db, { productsPerArtwork: 1 });
      await seedLargeCatalog(database.db, 200);
      await seedLargeCatalog(database.db, 250);
      const { rows } = await database.db.execute<{
        n: number;
        names: number;
        bare: number;
        untagged: number;
      }>(
        sql`select count(*)::int as n, count(distinct name_en)::int as names,
              count(*) filter (where not exists (select 1 from product_images i where i.product_id = p.id))::int as bare,
              count(*) filter (where not exists (select 1 from products_tags t where t.product_id = p.id))::int as untagged
            from products p`,
      );
      expect(rows[0]).toEqual({ n: 250, names: 250, bare: 0, untagged: 0 });
      const [copy] = await database.db.select().from(products).where(sql`name_en like '% 250'`);
      expect(copy?.nameAr).toMatch(/[\u0600-\u06FF].* 250$/);
      expect(copy?.searchText).toMatch(/ 250$/);
    } finally {
      await database.drop();
    }
  }, 60_000);
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
