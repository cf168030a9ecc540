import type { MediaStore } from '@seed/media/store';
import { eq, sql } from 'drizzle-orm';
import type { Database, Db } from '../client';
import { users } from '../schema/users';
import { startupLocks, withAdvisoryLock } from '../startup-lock';
import { DEMO_ACCOUNTS } from './accounts';
import { planArtworks } from './artwork-plan';
import { CATEGORIES } from './data/taxonomy';
import { DEFAULT_IMAGE_CACHE_DIR, openImageCache } from './image-cache';
import { createMediaWriter } from './media-writer';
import { createRng } from './prng';
import { seedArtworks } from './seed-artworks';
import { seedCommerce } from './seed-commerce';
import { seedCustomization } from './seed-customization';
import { seedInventory } from './seed-inventory';
import { seedMarketing } from './seed-marketing';
import { seedPeople } from './seed-people';
import { seedTaxonomy, setTaxonomyPictures } from './seed-taxonomy';

export type SeedOptions = {
  // Without a store only media rows are written (fast; for tests).
  store?: MediaStore;
  // Products per artwork (80 artworks); 5 gives the demo's 400 products.
  productsPerArtwork?: number;
  log?: (message: string) => void;
  /** Where generated images are kept between seeds (with a store); `false` makes every image afresh. */
  imageCacheDir?: string | false;
};

export async function isSeeded(db: Db): Promise<boolean> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, DEMO_ACCOUNTS.admin.email))
    .limit(1);
  return rows.length > 0;
}

/**
 * Seeds the demo catalogue unless the database has it already; true when it did. On PostgreSQL replicas
 * starting together take turns (an advisory lock): the one that waited finds the catalogue and seeds nothing,
 * where it would otherwise fail on the unique rows the first had just added. The seed itself runs on another
 * connection of the pool than the lock's.
 */
export async function seedDemoOnce(database: Database, options: SeedOptions = {}): Promise<boolean> {
  const once = async () => {
    if (await isSeeded(database.db)) return false;
    options.log?.('seed: the database has no demo catalogue yet; seeding it (images take a while)');
    await seedDemo(database.db, options);
    return true;
  };
  return database.kind === 'pglite' ? once() : withAdvisoryLock(database.client, startupLocks.demoSeed, once);
}

// The demo catalogue, the same on every run: one transaction, so a failed seed leaves an empty database
// (images already written to the store are then orphans, which a later seed does not reuse).
export async function seedDemo(db: Db, options: SeedOptions = {}): Promise<void> {
  const started = Date.now();
  const log = (message: string) =>
    options.log?.(`seed: ${message} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  await db.transaction(async (tx) => {
    const rng = createRng(20261121);
    const cacheDir = options.imageCacheDir ?? DEFAULT_IMAGE_CACHE_DIR;
    const cache = options.store && cacheDir ? await openImageCache(cacheDir) : undefined;
    const writeMedia = createMediaWriter(tx, options.store, cache);
    const taxonomy = await seedTaxonomy(tx);
    const { items, colorIds } = await seedInventory(tx, rng, writeMedia, taxonomy.linkIds);
    log('categories, blank items, variants and mockups');
    const people = await seedPeople(tx, writeMedia);
    log('accounts and artists');
    const plans = planArtworks(rng, items, options.productsPerArtwork ?? 5);
    const { artworks, topicPictures } = await seedArtworks(tx, {
      writeMedia,
      artistIds: people.artistIds,
      colorIds,
      taxonomy,
      plans,
    });
    await setTaxonomyPictures(tx, taxonomy, {
      categories: CATEGORIES.map((category) => {
        const item = items.find((i) => i.subs.some((sub) => category.subs.includes(sub)));
        return item?.mockups.get(`${item.colors[0]}:FRONT`);
      }),
      topics: topicPictures,
    });
    log('artworks and products');
    await seedMarketing(tx, { writeMedia, artistIds: people.artistIds, artworks });
    await seedCustomization(tx, { writeMedia, items });
    await seedCommerce(tx, people.customerId);
    log('collections, marketing, templates, bundles, pages, delivery, vouchers');
  });
  // Without statistics the planner takes the freshly filled tables for empty and picks plans (a search's
  // semi-join run once per product) that cost 40 ms instead of 5 until autovacuum happens to analyze them.
  await db.execute(sql`analyze`);
  log('done');
}
