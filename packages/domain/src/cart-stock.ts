import { DomainError } from './errors';

/**
 * Whether a cart line can be bought as it stands. Lines are flagged, never dropped: a shopper who comes
 * back to a sold-out item sees why it is not in the total.
 * - UNAVAILABLE: the product is no longer on sale (inactive, hidden, or its variant left the blank item).
 * - SOLD_OUT: the variant has no stock.
 * - NOT_ENOUGH_STOCK: the cart asks for more of the variant than there is.
 */
type LineAvailability = 'AVAILABLE' | 'UNAVAILABLE' | 'SOLD_OUT' | 'NOT_ENOUGH_STOCK';

type LineStock = {
  productOnSale: boolean;
  /** Units in stock of the line's variant. */
  stock: number;
  /** Units of that variant the whole cart asks for (lines in other print positions draw on it too). */
  requested: number;
};

export function lineAvailability({ productOnSale, stock, requested }: LineStock): LineAvailability {
  if (!productOnSale) return 'UNAVAILABLE';
  if (stock <= 0) return 'SOLD_OUT';
  return requested > stock ? 'NOT_ENOUGH_STOCK' : 'AVAILABLE';
}

export const isPurchasable = (availability: LineAvailability) => availability === 'AVAILABLE';

type VariantCount = { colorsToSizesId: number; count: number };

/** Units asked for per variant, over every line. */
export function requestedByVariant(lines: readonly VariantCount[]): Map<number, number> {
  const totals = new Map<number, number>();
  for (const line of lines) {
    totals.set(line.colorsToSizesId, (totals.get(line.colorsToSizesId) ?? 0) + line.count);
  }
  return totals;
}

/**
 * Refuses an edit that asks for more of a variant than is in stock. Only variants the edit asks more of
 * are checked: lowering a count, or editing another line, stays possible when stock has run short since.
 */
export function assertInStock(
  before: readonly VariantCount[],
  after: readonly VariantCount[],
  stockOf: (colorsToSizesId: number) => number,
): void {
  const was = requestedByVariant(before);
  for (const [variantId, requested] of requestedByVariant(after)) {
    if (requested <= (was.get(variantId) ?? 0)) continue;
    const stock = Math.max(0, stockOf(variantId));
    if (requested > stock) {
      if (stock === 0) {
        throw new DomainError('OUT_OF_STOCK', 'This colour and size is sold out', { reason: 'SOLD_OUT' });
      }
      throw new DomainError(
        'OUT_OF_STOCK',
        `Only ${stock} left of this colour and size; the cart would hold ${requested}`,
        { reason: 'NOT_ENOUGH_STOCK', details: { available: stock, requested } },
      );
    }
  }
}
