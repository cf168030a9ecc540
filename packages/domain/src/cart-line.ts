import type { PrintPosition } from './print-position';
import { roundHalfAwayFromZero } from './rounding';

// No zod in this module: the browser's cart panel imports it. The schemas are in cart-line-schema.ts.

export const MIN_ITEM_COUNT = 1;
// The spec gives no upper limit; a cap keeps a typo (10000 shirts) and oversized guest cookies out.
export const MAX_ITEM_COUNT = 999;
// Guest or signed in: a guest's lines must fit in one cookie, and a signed-in cart merges them.
export const MAX_CART_LINES = 100;
// Spec §9's default print position; print-position.ts holds it too, beside a zod schema the browser must not load.
const FRONT: PrintPosition = 'FRONT';

/** One line of a cart as the spec's local tuple has it; a signed-in cart's rows have the same fields. */
export type CartLine = {
  id: number;
  productId: number;
  colorsToSizesId: number;
  count: number;
  printPosition: PrintPosition;
  bundleId: number | null;
  uniqueKey: string | null;
};
export type NewCartLine = Omit<CartLine, 'id'>;

export type CartLineIdentity = {
  productId: number;
  colorsToSizesId: number;
  printPosition?: PrintPosition | null;
  uniqueKey?: string | null;
};

// Adding the same product, variant and print position adds to the existing line (spec §4). A line of a
// bundle also carries the bundle's uniqueKey: it is priced with the bundle's discount and removed with it,
// so it must never absorb, or be absorbed by, a line bought on its own or in another bundle.
export function cartLineKey(line: CartLineIdentity): string {
  const position = line.printPosition ?? FRONT;
  const key = `${line.productId}:${line.colorsToSizesId}:${position}`;
  return line.uniqueKey ? `${key}:${line.uniqueKey}` : key;
}

export function sameCartLine(a: CartLineIdentity, b: CartLineIdentity): boolean {
  return cartLineKey(a) === cartLineKey(b);
}

export type BundleFields = { bundleId?: number | null; bundle?: unknown; uniqueKey?: string | null };

export function isBundleItem<T extends BundleFields>(
  item: T,
): item is T & { bundleId: number; bundle: NonNullable<T['bundle']>; uniqueKey: string } {
  return item.bundleId != null && item.bundle != null && Boolean(item.uniqueKey);
}

export function decrementCount(count: number): number {
  return Math.max(MIN_ITEM_COUNT, count - 1);
}

export function incrementCount(count: number): number {
  return Math.min(MAX_ITEM_COUNT, count + 1);
}

export function isValidCount(count: number): boolean {
  return Number.isInteger(count) && count >= MIN_ITEM_COUNT && count <= MAX_ITEM_COUNT;
}

/** Amounts in integer minor units; null old and discounted prices mean no bundle discount applies. */
export type BundleLinePrice = { price: number; oldPrice: number | null; discountedPrice: number | null };

export function bundleDiscountPrice(
  price: number,
  discountPercentage: number | null | undefined,
): BundleLinePrice {
  if (!Number.isSafeInteger(price) || price < 0) throw new RangeError(`Invalid price ${price}`);
  if (discountPercentage == null || !(discountPercentage > 0)) {
    return { price, oldPrice: null, discountedPrice: null };
  }
  const percent = Math.min(discountPercentage, 100);
  const discounted = roundHalfAwayFromZero((price * (100 - percent)) / 100);
  return { price: discounted, oldPrice: price, discountedPrice: discounted };
}
