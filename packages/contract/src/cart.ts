import { BundleUniqueKeySchema } from '@seed/domain/bundle-key';
import { MAX_CART_LINES, MAX_ITEM_COUNT, MIN_ITEM_COUNT } from '@seed/domain/cart-line';
import { CountSchema, GuestCartLineSchema, GuestCartSchema } from '@seed/domain/cart-line-schema';
import { MoneySchema } from '@seed/domain/money-schema';
import { DEFAULT_PRINT_POSITION } from '@seed/domain/print-position';
import { PrintPositionSchema } from '@seed/domain/print-position-schema';
import { z } from 'zod';
import { BUNDLE_DESIGN_REFUSALS } from './bundles';
import { BaseQuerySchema, IdParamsSchema, TimestampSchema } from './common';
import { endpoint } from './endpoint';
import { MediaSchema } from './media';
import { ControlValuesSchema } from './templates';

const id = z.number().int();
const IdBodySchema = z.int().positive().max(2_147_483_647);

const ColorSchema = z.object({ id, value: z.string(), nameEn: z.string(), nameAr: z.string() });
const SizeSchema = z.object({ id, label: z.string(), labelAr: z.string().nullable() });

const VariantSchema = z.object({
  id,
  colorId: id,
  sizeId: id,
  count: z.number().int().describe('Units in stock'),
  surcharge: MoneySchema,
  color: ColorSchema,
  size: SizeSchema,
});

const CartLineSchema = z
  .object({
    id: id.describe("The line's id: a cart item id, or the guest's own line id in a guest bag"),
    productId: id,
    colorsToSizesId: id,
    bundleId: id.nullable(),
    uniqueKey: z.string().nullable().describe('Shared by the lines of one bundle'),
    count: z.number().int(),
    printPosition: PrintPositionSchema,
    nameEn: z.string(),
    nameAr: z.string(),
    price: MoneySchema.describe('One unit, with the variant surcharge and any bundle discount'),
    oldPrice: MoneySchema.describe('One unit before the sale or bundle discount; 0 when none'),
    discountedPrice: MoneySchema.describe('One unit after the sale or bundle discount; 0 when none'),
    isDiscounted: z.boolean(),
    sumPrice: MoneySchema.describe('price × count'),
    weight: z.number().int().describe('Grams, for the whole line'),
    media: MediaSchema.nullable().describe("The product's picture in the line's colour when there is one"),
    printingAreaColor: z.string().nullable(),
    ownedByUser: z.boolean().describe("The shopper's own design: it may be copied into another colour/size"),
    isCustomized: z
      .boolean()
      .describe(
        "A shopper's own design (studio, design request, customised bundle item), not a shop product",
      ),
    isBundle: z.boolean(),
    availability: z
      .enum(['AVAILABLE', 'UNAVAILABLE', 'SOLD_OUT', 'NOT_ENOUGH_STOCK'])
      .describe('Lines that cannot be bought are shown, flagged, and left out of the total'),
    bundle: z
      .object({ id, nameEn: z.string(), nameAr: z.string(), discountPercentage: z.number() })
      .nullable(),
    colorsToSizes: VariantSchema.describe("The line's colour and size"),
    availableColorsToSizes: z.array(VariantSchema).describe('Every colour/size of the product'),
    colorsToSizesPositions: z
      .object({ colors: z.array(ColorSchema), sizes: z.array(SizeSchema) })
      .describe('Colours and sizes in display order'),
  })
  .meta({ id: 'CartLine' });

export const BagSchema = z.object({
  items: z.array(CartLineSchema.extend({ createdAt: TimestampSchema, updatedAt: TimestampSchema })),
  total: MoneySchema.describe('Sum of the lines that can be bought'),
});

export const BagChangeSchema = BagSchema.extend({
  changedIds: z.array(id).describe('Lines this request added or changed, e.g. to highlight them'),
});

const DroppedLineSchema = z.object({
  id,
  reason: z.enum(['NOT_FOUND', 'INVALID_DATA']),
  message: z.string(),
});

export const GuestBagSchema = z.object({
  bags: z.array(CartLineSchema.extend({ countSingle: z.number().int().describe('The count of the line') })),
  totalPrice: MoneySchema,
  dropped: z.array(DroppedLineSchema).describe('Lines left out: unknown products or variants, bad positions'),
});

export const GuestBagBodySchema = z.strictObject({
  products: z
    .array(GuestCartLineSchema)
    .max(MAX_CART_LINES, `A cart holds at most ${MAX_CART_LINES} lines`)
    .refine((lines) => new Set(lines.map((line) => line.id)).size === lines.length, {
      message: 'Line ids must be unique',
    })
    .describe("The guest's local lines (spec §3 local cart line); never prices"),
});

const NewLineSchema = z.strictObject({
  productId: IdBodySchema,
  colorsToSizesId: IdBodySchema,
  count: CountSchema.default(1),
  printPosition: PrintPositionSchema.default(DEFAULT_PRINT_POSITION),
});

export const AddProductBodySchema = NewLineSchema;

export const AddProductsBodySchema = z.strictObject({
  products: z.array(NewLineSchema).min(1).max(MAX_CART_LINES),
});

const DesignedItemSchema = z.strictObject({
  bundleId: IdBodySchema,
  inventoryId: IdBodySchema,
  templateId: IdBodySchema,
  controls: ControlValuesSchema.describe("The template's control values by name"),
  colorsToSizesId: IdBodySchema,
  count: CountSchema.default(1),
});

export const AddBundleBodySchema = z.strictObject({
  products: z
    .array(z.union([NewLineSchema.extend({ bundleId: IdBodySchema }), DesignedItemSchema]))
    .min(1)
    .max(MAX_CART_LINES)
    .refine((items) => new Set(items.map((item) => item.bundleId)).size === 1, {
      message: 'The items of one bundle share one bundleId',
    })
    .refine((items) => new Set(items.map((item) => 'templateId' in item)).size === 1, {
      message: "A bundle's items are all products or all customised items",
    }),
});

export const EditLineBodySchema = z.strictObject({
  bagId: IdBodySchema,
  colorsToSizesId: IdBodySchema,
  count: CountSchema,
});

export const EditCountBodySchema = z.strictObject({ bagId: IdBodySchema, count: CountSchema });

export const BundleKeyParamsSchema = z.strictObject({ id: BundleUniqueKeySchema });

export const MergeBagBodySchema = z.strictObject({
  bag: GuestCartSchema.describe("The guest's local cart lines (the cookie's tuples)"),
});

/**
 * Why a line cannot go into a cart: its count, the cart's size, the product it names, the stock. Calls of
 * other modules that put a line in the cart (the studio, design requests) can give them too.
 */
export const CART_ADD_REFUSALS = [
  'CART_COUNT_OUT_OF_RANGE',
  'CART_LINE_COUNT_TOO_HIGH',
  'CART_FULL',
  'PRODUCT_NOT_FOUND',
  'VARIANT_NOT_OF_PRODUCT',
  'PRINT_POSITION_NOT_OFFERED',
  'PRODUCT_NOT_ON_SALE',
  'SOLD_OUT',
  'NOT_ENOUGH_STOCK',
] as const;

/** Why items cannot make up a bundle; customising a bundle (bundles module) checks the same. */
const BUNDLE_LINE_REFUSALS = ['BUNDLE_NOT_FOUND', 'BUNDLE_NOT_ON_SALE'] as const;
const LINE_EDIT_REFUSALS = ['CART_LINE_NOT_FOUND', 'BUNDLE_ITEMS_CHANGE_TOGETHER'] as const;

const tags = ['cart'];

/**
 * The spec's cart calls (§7 "Cart"). Every write answers the whole cart as it now is, priced on the
 * server, with the ids of the lines it added or changed; a refused write changes nothing.
 */
export const cart = {
  bag: endpoint({
    method: 'GET',
    path: '/carts/my/bag',
    tags,
    access: 'signedIn',
    summary: "The signed-in shopper's cart: its lines and total, in the requested currency",
    query: BaseQuerySchema,
    reply: BagSchema,
    refusals: [],
  }),
  guestBag: endpoint({
    method: 'POST',
    path: '/carts/products/to/guest_bag_items',
    tags,
    access: 'anyone',
    summary: "A guest's cart rebuilt from its local lines, priced on the server",
    description:
      'Lines whose product or variant is unknown, whose variant belongs to another product, or whose ' +
      'print position the product does not offer are left out and listed in `dropped`. Lines of ' +
      'products no longer on sale, or beyond the stock, are kept and flagged in `availability`.',
    query: BaseQuerySchema,
    body: GuestBagBodySchema,
    reply: GuestBagSchema,
    refusals: [],
  }),
  add: endpoint({
    method: 'POST',
    path: '/carts/product/to/bag',
    tags,
    access: 'signedIn',
    summary: 'Adds a product; a line of the same product, colour/size and print position grows instead',
    query: BaseQuerySchema,
    body: AddProductBodySchema,
    reply: BagChangeSchema,
    errors: [409],
    refusals: CART_ADD_REFUSALS,
  }),
  addMany: endpoint({
    method: 'POST',
    path: '/carts/multi/products/to/bag',
    tags,
    access: 'signedIn',
    summary: 'Adds several products at once: all of them, or none if one is refused',
    query: BaseQuerySchema,
    body: AddProductsBodySchema,
    reply: BagChangeSchema,
    errors: [409],
    refusals: CART_ADD_REFUSALS,
  }),
  addBundle: endpoint({
    method: 'POST',
    path: '/carts/product/multi/to/bag',
    tags,
    access: 'signedIn',
    summary: 'Adds the items of one bundle under a new shared uniqueKey, priced with its discount',
    description:
      'All items or none; an aggregated bundle needs exactly its blank items and counts. Items are ' +
      'either products, or customised items (inventoryId, templateId, controls), which become the ' +
      "shopper's own products in the same transaction. Prices and the discount are the server's.",
    query: BaseQuerySchema,
    body: AddBundleBodySchema,
    reply: BagChangeSchema,
    errors: [409],
    refusals: [...CART_ADD_REFUSALS, ...BUNDLE_LINE_REFUSALS, ...BUNDLE_DESIGN_REFUSALS],
  }),
  mergeGuestBag: endpoint({
    method: 'POST',
    path: '/carts/merge/guest_bag',
    tags,
    access: 'signedIn',
    summary:
      "Merges a guest's local cart into the signed-in cart, as sign-in does; for sign-ins that could not " +
      'send it (Apple posts its callback cross-site, without the cart cookie). Sending it twice changes nothing',
    query: BaseQuerySchema,
    body: MergeBagBodySchema,
    reply: BagChangeSchema,
    refusals: ['CART_COUNT_OUT_OF_RANGE'],
  }),
  editLine: endpoint({
    method: 'PUT',
    path: '/carts/edit/one/bag',
    tags,
    access: 'signedIn',
    summary: "Changes a line's colour/size and count; it joins a line that already has that variant",
    query: BaseQuerySchema,
    body: EditLineBodySchema,
    reply: BagChangeSchema,
    errors: [409],
    refusals: [...CART_ADD_REFUSALS, ...LINE_EDIT_REFUSALS, ...BUNDLE_LINE_REFUSALS, 'ITEM_NOT_IN_BUNDLE'],
  }),
  editCount: endpoint({
    method: 'PUT',
    path: '/carts/edit/count/bag',
    tags,
    access: 'signedIn',
    summary: "Changes a line's count only (the spec's count-only edit, whose path it does not give)",
    description: `The count stays from ${MIN_ITEM_COUNT} to ${MAX_ITEM_COUNT} and within the stock; bundle lines change only together.`,
    query: BaseQuerySchema,
    body: EditCountBodySchema,
    reply: BagChangeSchema,
    errors: [409],
    refusals: [...CART_ADD_REFUSALS, ...LINE_EDIT_REFUSALS],
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/carts/product/by/:id',
    tags,
    access: 'signedIn',
    summary: 'Removes a line; a line of a bundle takes its whole bundle with it',
    params: IdParamsSchema,
    query: BaseQuerySchema,
    reply: BagChangeSchema,
    refusals: ['CART_LINE_NOT_FOUND'],
  }),
  removeBundle: endpoint({
    method: 'DELETE',
    path: '/carts/product/bundle/by/:id',
    tags,
    access: 'signedIn',
    summary: 'Removes every line of a bundle, by its uniqueKey',
    params: BundleKeyParamsSchema,
    query: BaseQuerySchema,
    reply: BagChangeSchema,
    refusals: ['BUNDLE_NOT_IN_CART'],
  }),
};
