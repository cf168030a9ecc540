import { cart } from '@seed/contract/cart';
import type { ReplyOf } from '@seed/contract/endpoint';
import type { CartLine, NewCartLine } from '@seed/domain/cart-line';
import type { Locale } from '@seed/domain/locale';
import type { Money } from '@seed/domain/money';
import { struckThroughPrice } from '@seed/domain/product';
import type { ApiClient } from '../../lib/api.server';
import type { CartLineView } from './cart-view';

type ApiLine = ReplyOf<typeof cart.bag>['items'][number] | ReplyOf<typeof cart.guestBag>['bags'][number];

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
export async function fetchGuestCart(api: ApiClient, lines: CartLine[]): Promise<ApiCart> {
  if (lines.length === 0) return { lines: [], total: { amount: 0, currency: 'KWD' }, droppedIds: [] };
  const reply = await api.call(cart.guestBag, { body: { products: lines } });
  return { lines: reply.bags, total: reply.totalPrice, droppedIds: reply.dropped.map((line) => line.id) };
}

export async function fetchUserCart(api: ApiClient): Promise<ApiCart> {
  const reply = await api.call(cart.bag);
  return { lines: reply.items, total: reply.total, droppedIds: [] };
}

/** The signed-in cart's writes (spec §7); each answers the ids of the lines it added or changed. */
export const userCart = {
  add: async (api: ApiClient, line: Omit<NewCartLine, 'bundleId' | 'uniqueKey'>) => {
    const { productId, colorsToSizesId, count, printPosition } = line;
    const body = { productId, colorsToSizesId, count, printPosition };
    return (await api.call(cart.add, { body })).changedIds;
  },
  setCount: async (api: ApiClient, bagId: number, count: number) =>
    (await api.call(cart.editCount, { body: { bagId, count } })).changedIds,
  changeVariant: async (api: ApiClient, bagId: number, colorsToSizesId: number, count: number) =>
    (await api.call(cart.editLine, { body: { bagId, colorsToSizesId, count } })).changedIds,
  remove: async (api: ApiClient, id: number) => (await api.call(cart.remove, { params: { id } })).changedIds,
  removeBundle: async (api: ApiClient, uniqueKey: string) =>
    (await api.call(cart.removeBundle, { params: { id: uniqueKey } })).changedIds,
};
