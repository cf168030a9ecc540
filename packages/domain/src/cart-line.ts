import { z } from 'zod';
import { BundleUniqueKeySchema } from './bundle-key';
import { DEFAULT_PRINT_POSITION, type PrintPosition, PrintPositionSchema } from './print-position';
import { roundHalfAwayFromZero } from './rounding';

export const MIN_ITEM_COUNT = 1;
// The spec gives no upper limit; a cap keeps a typo (10000 shirts) and oversized guest cookies out.
export const MAX_ITEM_COUNT = 999;
export const MAX_GUEST_CART_LINES = 100;

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
  const position = line.printPosition ?? DEFAULT_PRINT_POSITION;
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

const IdSchema = z.int().positive();

/** One line of a guest's cart as kept in the browser and sent to `carts/products/to/guest_bag_items`. */
export const GuestCartLineSchema = z
  .object({
    id: IdSchema,
    productId: IdSchema,
    colorsToSizesId: IdSchema,
    count: z.int().min(MIN_ITEM_COUNT).max(MAX_ITEM_COUNT),
    printPosition: PrintPositionSchema.default(DEFAULT_PRINT_POSITION),
    bundleId: IdSchema.nullable().default(null),
    uniqueKey: BundleUniqueKeySchema.nullable().default(null),
  })
  .refine((line) => (line.bundleId === null) === (line.uniqueKey === null), {
    message: 'bundleId and uniqueKey go together',
    path: ['uniqueKey'],
  });
export type GuestCartLine = z.output<typeof GuestCartLineSchema>;
export type GuestCartLineInput = z.input<typeof GuestCartLineSchema>;

export const GuestCartSchema = z
  .array(GuestCartLineSchema)
  .max(MAX_GUEST_CART_LINES)
  .refine((lines) => new Set(lines.map((line) => line.id)).size === lines.length, {
    message: 'Guest cart line ids must be unique',
  });

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
