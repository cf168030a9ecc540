import type { CartLine, NewCartLine } from '@seed/domain/cart-line';
import type { Locale } from '@seed/domain/locale';
import type { Money } from '@seed/domain/money';
import { MoneySchema } from '@seed/domain/money-schema';
import { PrintPositionSchema } from '@seed/domain/print-position-schema';
import { struckThroughPrice } from '@seed/domain/product';
import { z } from 'zod';
import type { FullApiClient } from '../../lib/api.server';
import type { CartLineView } from './cart-view';

// Only the fields the cart shows; the API sends more.
const NamesSchema = { nameEn: z.string(), nameAr: z.string() };
const VariantSchema = z.object({
  id: z.number(),
  colorId: z.number(),
  sizeId: z.number(),
  count: z.number(),
});
const ApiLineSchema = z.object({
  id: z.number(),
  productId: z.number(),
  colorsToSizesId: z.number(),
  bundleId: z.number().nullable(),
  uniqueKey: z.string().nullable(),
  count: z.number(),
  printPosition: PrintPositionSchema,
  ...NamesSchema,
  price: MoneySchema,
  oldPrice: MoneySchema,
  isDiscounted: z.boolean(),
  sumPrice: MoneySchema,
  media: z.object({ url: z.object({ small: z.string().nullable() }) }).nullable(),
  ownedByUser: z.boolean(),
  isCustomized: z.boolean(),
  availability: z.enum(['AVAILABLE', 'UNAVAILABLE', 'SOLD_OUT', 'NOT_ENOUGH_STOCK']),
  bundle: z.object({ id: z.number(), ...NamesSchema, discountPercentage: z.number() }).nullable(),
  colorsToSizes: VariantSchema,
  availableColorsToSizes: z.array(VariantSchema),
  colorsToSizesPositions: z.object({
    colors: z.array(z.object({ id: z.number(), value: z.string(), ...NamesSchema })),
    sizes: z.array(z.object({ id: z.number(), label: z.string() })),
  }),
});
type ApiLine = z.infer<typeof ApiLineSchema>;

const BagSchema = z.object({ items: z.array(ApiLineSchema), total: MoneySchema });
const BagChangeSchema = BagSchema.extend({ changedIds: z.array(z.number()) });
const GuestBagSchema = z.object({
  bags: z.array(ApiLineSchema),
  totalPrice: MoneySchema,
  dropped: z.array(z.object({ id: z.number() })),
});

export type ApiCart = { lines: ApiLine[]; total: Money; droppedIds: number[] };

export function toLineView(line: ApiLine, locale: Locale): CartLineView {
  const ar = locale === 'ar';
  const { colors, sizes } = line.colorsToSizesPositions;
  return {
    id: line.id,
    productId: line.productId,
    colorsToSizesId: line.colorsToSizesId,
    count: line.count,
    printPosition: line.printPosition,
    uniqueKey: line.uniqueKey,
    name: ar ? line.nameAr : line.nameEn,
    price: line.price,
    oldPrice: struckThroughPrice(line),
    sumPrice: line.sumPrice,
    image: line.media?.url.small ?? null,
    availability: line.availability,
    stock: line.colorsToSizes.count,
    ownedByUser: line.ownedByUser,
    customized: line.isCustomized,
    bundle: line.bundle && {
      id: line.bundle.id,
      name: ar ? line.bundle.nameAr : line.bundle.nameEn,
      discountPercentage: line.bundle.discountPercentage,
    },
    colorId: line.colorsToSizes.colorId,
    sizeId: line.colorsToSizes.sizeId,
    colors: colors.map((color) => ({
      id: color.id,
      value: color.value,
      name: ar ? color.nameAr : color.nameEn,
    })),
    sizes,
    variants: line.availableColorsToSizes,
  };
}

/** A guest's cart priced by the API from the lines in their cookie. */
export async function fetchGuestCart(api: FullApiClient, lines: CartLine[]): Promise<ApiCart> {
  if (lines.length === 0) return { lines: [], total: { amount: 0, currency: 'KWD' }, droppedIds: [] };
  const reply = await api.post('/carts/products/to/guest_bag_items', GuestBagSchema, { products: lines });
  return { lines: reply.bags, total: reply.totalPrice, droppedIds: reply.dropped.map((line) => line.id) };
}

export async function fetchUserCart(api: FullApiClient): Promise<ApiCart> {
  const reply = await api.get('/carts/my/bag', BagSchema);
  return { lines: reply.items, total: reply.total, droppedIds: [] };
}

/** The signed-in cart's writes (spec §7); each answers the ids of the lines it added or changed. */
export const userCart = {
  add: async (api: FullApiClient, line: Omit<NewCartLine, 'bundleId' | 'uniqueKey'>) => {
    const { productId, colorsToSizesId, count, printPosition } = line;
    const body = { productId, colorsToSizesId, count, printPosition };
    return (await api.post('/carts/product/to/bag', BagChangeSchema, body)).changedIds;
  },
  setCount: async (api: FullApiClient, bagId: number, count: number) =>
    (await api.put('/carts/edit/count/bag', BagChangeSchema, { bagId, count })).changedIds,
  changeVariant: async (api: FullApiClient, bagId: number, colorsToSizesId: number, count: number) =>
    (await api.put('/carts/edit/one/bag', BagChangeSchema, { bagId, colorsToSizesId, count })).changedIds,
  remove: async (api: FullApiClient, id: number) =>
    (await api.delete(`/carts/product/by/${id}`, BagChangeSchema)).changedIds,
  removeBundle: async (api: FullApiClient, uniqueKey: string) =>
    (await api.delete(`/carts/product/bundle/by/${encodeURIComponent(uniqueKey)}`, BagChangeSchema))
      .changedIds,
};
