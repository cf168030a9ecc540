import type { Db } from '@seed/db/client';
import { cartItems } from '@seed/db/schema/carts';
import type { NewCartLine } from '@seed/domain/cart-line';
import { and, eq, isNull, type SQL, sql } from 'drizzle-orm';
import { findCartCatalog } from './catalog';
import { type CartPresentation, presentLines } from './present';
import { mergeGuestBag, storedColumns } from './service';

/**
 * The cart as checkout sees it: the lines in the shopper's currency for display, and the same lines in
 * KWD fils (the unit orders are stored in) for the record, from one reading of cart and catalogue.
 */
export async function readCheckoutCart(db: Db, userId: number, presentation: CartPresentation) {
  const lines = await db
    .select(storedColumns)
    .from(cartItems)
    .where(eq(cartItems.userId, userId))
    .orderBy(cartItems.createdAt, cartItems.id);
  const catalog = await findCartCatalog(db, lines, userId);
  const shown = presentLines(lines, catalog, presentation);
  const fils = presentLines(lines, catalog, { ...presentation, currency: 'KWD' });
  return {
    lines: shown.lines,
    total: shown.total,
    /** Every line of the cart, priced in fils; `lines` may leave out lines that no longer resolve. */
    priced: fils.lines,
    unresolved: lines.length - fils.lines.length,
    subtotal: fils.total.amount,
    weight: fils.lines.reduce((sum, line) => sum + line.weight, 0),
  };
}

export type CheckoutCart = Awaited<ReturnType<typeof readCheckoutCart>>;

export async function emptyCart(db: Db, userId: number): Promise<void> {
  await db.delete(cartItems).where(eq(cartItems.userId, userId));
}

/** Puts an unpaid order's lines back in the cart, merged with what the shopper added since. */
export async function restoreCartLines(db: Db, userId: number, lines: NewCartLine[]): Promise<void> {
  await mergeGuestBag(db, userId, lines, null);
}

/** Takes an order's lines out of the cart again, when the shopper pays that order after all. */
export async function removeCartLines(db: Db, userId: number, lines: NewCartLine[]): Promise<void> {
  for (const line of lines) {
    const bundle: SQL =
      line.bundleId === null ? isNull(cartItems.bundleId) : eq(cartItems.bundleId, line.bundleId);
    await db
      .delete(cartItems)
      .where(
        and(
          eq(cartItems.userId, userId),
          eq(cartItems.productId, line.productId),
          eq(cartItems.colorsToSizesId, line.colorsToSizesId),
          sql`${cartItems.printPosition} = ${line.printPosition}`,
          bundle,
        ),
      );
  }
}
