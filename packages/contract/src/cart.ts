import { BundleUniqueKeySchema } from '@seed/domain/bundle-key';
import { MAX_CART_LINES } from '@seed/domain/cart-line';
import { CountSchema, GuestCartLineSchema, GuestCartSchema } from '@seed/domain/cart-line-schema';
import { MoneySchema } from '@seed/domain/money-schema';
import { DEFAULT_PRINT_POSITION } from '@seed/domain/print-position';
import { PrintPositionSchema } from '@seed/domain/print-position-schema';
import { z } from 'zod';
import { MediaSchema } from './media';
import { ControlValuesSchema } from './templates';

const id = z.number().int();
const IdBodySchema = z.int().positive().max(2_147_483_647);

const ColorSchema = z.object({ id, value: z.string(), nameEn: z.string(), nameAr: z.string() });
const SizeSchema = z.object({ id, label: z.string() });

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
  items: z.array(CartLineSchema.extend({ createdAt: z.date(), updatedAt: z.date() })),
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
