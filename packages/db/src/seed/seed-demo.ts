import type { MediaStore } from '@seed/media/store';
import { eq } from 'drizzle-orm';
import type { Db } from '../client';
import { users } from '../schema/users';
import { DEMO_ACCOUNTS } from './accounts';
import { createMediaWriter } from './media-writer';
import { createRng } from './prng';
import { seedArtworks } from './seed-artworks';
import { seedCatalog } from './seed-catalog';
import { seedExtras } from './seed-extras';
import { seedPeople } from './seed-people';

export type SeedOptions = {
  // Without a store only media rows are written (fast; for tests).
  store?: MediaStore;
  // Products per artwork (80 artworks); 5 gives the demo's 400 products.
  productsPerArtwork?: number;
  log?: (message: string) => void;
};

export async function isSeeded(db: Db): Promise<boolean> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, DEMO_ACCOUNTS.admin.email))
    .limit(1);
  return rows.length > 0;
}

// The demo catalogue, the same on every run: one transaction, so a failed seed leaves an empty database
// (images already written to the store are then orphans, which a later seed does not reuse).
export async function seedDemo(db: Db, options: SeedOptions = {}): Promise<void> {
  const log = options.log ?? (() => {});
  const started = Date.now();
  await db.transaction(async (tx) => {
    const rng = createRng(20261121);
    const writeMedia = createMediaWriter(tx, options.store);
    log('seed: categories, blank items, variants and mockups');
    const catalog = await seedCatalog(tx, rng, writeMedia);
    log('seed: accounts and artists');
    const people = await seedPeople(tx, writeMedia);
    log('seed: artworks and products');
    const artworks = await seedArtworks(tx, {
      rng,
      writeMedia,
      artistIds: people.artistIds,
      items: catalog.items,
      linkIds: catalog.linkIds,
      topicIds: catalog.topicIds,
      tagIds: catalog.tagIds,
      productsPerArtwork: options.productsPerArtwork ?? 5,
    });
    log('seed: collections, marketing, templates, bundles, pages, delivery, vouchers');
    await seedExtras(tx, { writeMedia, items: catalog.items, artistIds: people.artistIds, artworks });
  });
  log(`seed: done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
