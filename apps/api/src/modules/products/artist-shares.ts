import type { Db } from '@seed/db/client';
import { products } from '@seed/db/schema/products';
import { and, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';

/**
 * The artist, artwork and margin of artists' own products (never a shopper's design): placing an order
 * copies the margin onto its lines, so a later change of margin never reaches an order already made.
 */
export async function artistSharesOf(db: Db, productIds: readonly number[]) {
  if (productIds.length === 0)
    return new Map<number, { artistId: number; artworkId: number | null; margin: number }>();
  const rows = await db
    .select({
      id: products.id,
      artistId: products.artistId,
      artworkId: products.artworkId,
      margin: products.artistMargin,
    })
    .from(products)
    .where(
      and(
        inArray(products.id, [...new Set(productIds)]),
        isNotNull(products.artistId),
        isNull(products.ownerUserId),
      ),
    );
  return new Map(
    rows.flatMap(({ id, artistId, artworkId, margin }) =>
      artistId === null ? [] : [[id, { artistId, artworkId, margin }] as const],
    ),
  );
}

/**
 * A new margin for an artwork's products: each price stays its blank item's price plus the margin, so the
 * old margin comes off and the new one goes on. Carts re-price at checkout; orders keep what they had.
 */
export async function setArtworkProductsMargin(db: Db, artworkId: number, margin: number) {
  return db
    .update(products)
    .set({
      price: sql`greatest(${products.price} - ${products.artistMargin} + ${margin}, 0)`,
      artistMargin: margin,
    })
    .where(and(eq(products.artworkId, artworkId), isNull(products.ownerUserId)))
    .returning({ id: products.id });
}
