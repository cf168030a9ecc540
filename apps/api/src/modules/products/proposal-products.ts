import type { Db } from '@seed/db/client';
import { media } from '@seed/db/schema/media';
import { products } from '@seed/db/schema/products';
import { eq, inArray } from 'drizzle-orm';
import { mediaColumns } from '../../http/media';

/** The products proposed for a design request, as its thread and the cart need them. */
export async function findProposalProducts(db: Db, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: products.id,
      nameEn: products.nameEn,
      nameAr: products.nameAr,
      inventoryId: products.inventoryId,
      price: products.price,
      media: mediaColumns(media),
      clientPrintPosition: products.clientPrintPosition,
      design: products.design,
    })
    .from(products)
    .leftJoin(media, eq(media.id, products.mediaId))
    .where(inArray(products.id, ids));
}
