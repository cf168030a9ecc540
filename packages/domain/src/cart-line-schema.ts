import { z } from 'zod';
import { BundleUniqueKeySchema } from './bundle-key';
import { MAX_CART_LINES, MAX_ITEM_COUNT, MIN_ITEM_COUNT } from './cart-line';
import { DEFAULT_PRINT_POSITION } from './print-position';
import { PrintPositionSchema } from './print-position-schema';

const IdSchema = z.int().positive().max(2_147_483_647);

export const CountSchema = z
  .int('The count must be a whole number')
  .min(MIN_ITEM_COUNT, `The count must be at least ${MIN_ITEM_COUNT}`)
  .max(MAX_ITEM_COUNT, `The count must be at most ${MAX_ITEM_COUNT}`);

/** One line of a guest's cart as kept in the browser and sent to `carts/products/to/guest_bag_items`. */
export const GuestCartLineSchema = z
  .object({
    id: IdSchema,
    productId: IdSchema,
    colorsToSizesId: IdSchema,
    count: CountSchema,
    printPosition: PrintPositionSchema.default(DEFAULT_PRINT_POSITION),
    bundleId: IdSchema.nullable().default(null),
    uniqueKey: BundleUniqueKeySchema.nullable().default(null),
  })
  .refine((line) => (line.bundleId === null) === (line.uniqueKey === null), {
    message: 'bundleId and uniqueKey go together',
    path: ['uniqueKey'],
  });

export const GuestCartSchema = z
  .array(GuestCartLineSchema)
  .max(MAX_CART_LINES)
  .refine((lines) => new Set(lines.map((line) => line.id)).size === lines.length, {
    message: 'Guest cart line ids must be unique',
  });
