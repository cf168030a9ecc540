import type { Db } from '@seed/db/client';
import { products } from '@seed/db/schema/products';
import { inArray } from 'drizzle-orm';

/**
 * What production makes a product's print file from: its blank item, its artwork (a catalogue product), its
 * owner and stored design (a studio design or a bundle item). Inactive and unlisted products too: an order
 * placed before a product was hidden must still be printed.
 */
export async function findPrintSources(db: Db, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: products.id,
      inventoryId: products.inventoryId,
      artworkId: products.artworkId,
      ownerUserId: products.ownerUserId,
      design: products.design,
    })
    .from(products)
    .where(inArray(products.id, ids));
}
