import type { Db } from '@seed/db/client';
import { media } from '@seed/db/schema/media';
import { productImages, products } from '@seed/db/schema/products';
import { DomainError } from '@seed/domain/errors';
import { and, asc, desc, eq, inArray, isNull, or } from 'drizzle-orm';
import { mediaColumns } from '../../http/media';

// A designer answers a design request with products; the shopper must own them to buy them (the cart sells
// a shopper's own design only to its owner). Until the studio's product creation can be called here, a
// designer proposes products that already exist (their own designs, or catalogue products on the requested
// items) and each is copied to the shopper.

const candidateColumns = {
  id: products.id,
  nameEn: products.nameEn,
  nameAr: products.nameAr,
  inventoryId: products.inventoryId,
  price: products.price,
  media: mediaColumns(media),
};

function proposable(designerId: number, inventoryIds: number[]) {
  return and(
    inArray(products.inventoryId, inventoryIds),
    eq(products.isActive, true),
    or(isNull(products.ownerUserId), eq(products.ownerUserId, designerId)),
  );
}

/** What a designer may propose for items `inventoryIds`: their own designs first, then the catalogue's. */
export async function listProposableProducts(
  db: Db,
  designerId: number,
  inventoryIds: number[],
  limit: number,
) {
  if (inventoryIds.length === 0) return [];
  return db
    .select(candidateColumns)
    .from(products)
    .leftJoin(media, eq(media.id, products.mediaId))
    .where(proposable(designerId, inventoryIds))
    .orderBy(desc(products.ownerUserId), desc(products.rank), asc(products.id))
    .limit(limit);
}

/**
 * Copies each product, with its mockups, as a design of `ownerUserId`'s (never listed in the shop). Every
 * product must be proposable by `designerId` for one of `inventoryIds`, or nothing is copied. Run it in the
 * caller's transaction. Returns the new ids in the order given.
 */
export async function copyProductsForOwner(
  tx: Db,
  input: { productIds: number[]; designerId: number; ownerUserId: number; inventoryIds: number[] },
): Promise<number[]> {
  const sources = await tx
    .select()
    .from(products)
    .where(and(inArray(products.id, input.productIds), proposable(input.designerId, input.inventoryIds)));
  const copies: number[] = [];
  for (const productId of input.productIds) {
    const source = sources.find((row) => row.id === productId);
    if (!source) {
      throw new DomainError('NOT_FOUND', `Product ${productId} is not one you can propose for these items`);
    }
    const { id: _id, createdAt: _createdAt, ...fields } = source;
    const [copy] = await tx
      .insert(products)
      .values({
        ...fields,
        ownerUserId: input.ownerUserId,
        deviceId: null,
        artistId: null,
        artworkId: null,
        categoryToSubcategoryId: null,
        rank: 0,
        purchaseCount: 0,
      })
      .returning({ id: products.id });
    const images = await tx.select().from(productImages).where(eq(productImages.productId, productId));
    if (images.length > 0) {
      await tx
        .insert(productImages)
        .values(images.map(({ id: _imageId, ...image }) => ({ ...image, productId: copy!.id })));
    }
    copies.push(copy!.id);
  }
  return copies;
}

/** The proposed products as the shopper sees them in the request's thread. */
export async function findProposalProducts(db: Db, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      ...candidateColumns,
      clientPrintPosition: products.clientPrintPosition,
      design: products.design,
    })
    .from(products)
    .leftJoin(media, eq(media.id, products.mediaId))
    .where(inArray(products.id, ids));
}
