import type { CartLine } from './cart-line';
import { colorChoices, sizeChoices, type Variant } from './variant-choice';

type DisplayOrder = { colorsPosition?: readonly number[]; sizesPosition?: readonly number[] };

/**
 * The variant a copied line takes (spec §4): the first colour/size of the product, in display order and
 * in stock, that the cart does not hold yet for that product and print position; otherwise the line's
 * own variant, so the copy adds one to it.
 */
export function copyVariant(
  line: CartLine,
  lines: readonly CartLine[],
  variants: readonly Variant[],
  order: DisplayOrder = {},
): number {
  const taken = new Set(
    lines
      .filter((other) => other.productId === line.productId && other.printPosition === line.printPosition)
      .map((other) => other.colorsToSizesId),
  );
  for (const colorId of colorChoices(variants, order.colorsPosition)) {
    for (const { sizeId, available } of sizeChoices(variants, colorId, order.sizesPosition)) {
      const variant = variants.find((v) => v.colorId === colorId && v.sizeId === sizeId);
      if (available && variant && !taken.has(variant.id)) return variant.id;
    }
  }
  return line.colorsToSizesId;
}
