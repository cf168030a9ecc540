import type { CartLine } from '@seed/domain/cart-line';
import { cartTotal, lineMoney, unitPrices } from '@seed/domain/cart-pricing';
import { isPurchasable, lineAvailability, requestedByVariant } from '@seed/domain/cart-stock';
import type { Currency } from '@seed/domain/currency';
import { convertFils } from '@seed/domain/money';
import { colorChoices, sizeChoices } from '@seed/domain/variant-choice';
import { toMedia } from '../../http/media';
import type { CartCatalog, CatalogProduct, CatalogVariant } from './catalog';
import { isProblem, resolveLine } from './line-checks';

export type CartPresentation = { currency: Currency; mediaBase: string; userId: number | null };

function presentVariant(variant: CatalogVariant, currency: Currency) {
  const { id, colorId, sizeId, count, color, size } = variant;
  return { id, colorId, sizeId, count, color, size, surcharge: convertFils(variant.surcharge, currency) };
}

// The mockup of the line's side in the line's colour, else that side in any colour, else the main image.
function lineImage(product: CatalogProduct, line: CartLine, colorId: number) {
  const side = line.printPosition === 'BACK' ? 'BACK' : 'FRONT';
  const ofSide = product.images.filter((image) => image.type === side);
  return (
    ofSide.find((image) => image.colorId === colorId)?.media ??
    ofSide.find((image) => image.colorId === null)?.media ??
    product.media
  );
}

function displayOrder(variants: CatalogVariant[], product: CatalogProduct) {
  const { colorsPosition, sizesPosition } = product.inventory;
  const colors = colorChoices(variants, colorsPosition).map(
    (colorId) => variants.find((variant) => variant.colorId === colorId)!.color,
  );
  const sizes = sizeChoices(variants, null, sizesPosition).map(
    ({ sizeId }) => variants.find((variant) => variant.sizeId === sizeId)!.size,
  );
  return { colors, sizes };
}

/**
 * Prices and flags every line from the catalogue, in the shopper's currency: the client never sends a
 * price. Lines whose product or variant no longer resolve cannot be shown and are left out; lines that
 * merely cannot be bought now are shown, flagged, and left out of the total.
 */
export function presentLines<L extends CartLine>(lines: L[], catalog: CartCatalog, p: CartPresentation) {
  const resolved = lines.flatMap((line) => {
    const found = resolveLine(catalog, line, p.userId);
    return isProblem(found) ? [] : [{ line, ...found }];
  });
  const requested = requestedByVariant(resolved.map(({ line }) => line));
  const presented = resolved.map(({ line, product, variant, bundle }) => {
    const unit = unitPrices({ ...product, surcharge: variant.surcharge }, bundle?.discountPercentage ?? null);
    const availability = lineAvailability({
      productOnSale: product.onSale && (bundle?.isActive ?? true),
      stock: variant.count,
      requested: requested.get(variant.id) ?? 0,
    });
    const variants = catalog.variantsByInventory.get(product.inventory.id) ?? [];
    return {
      ...line,
      nameEn: product.nameEn,
      nameAr: product.nameAr,
      ...lineMoney(unit, line.count, p.currency),
      isDiscounted: unit.isDiscounted,
      weight: product.inventory.weight * line.count,
      media: toMedia(lineImage(product, line, variant.colorId), p.mediaBase),
      printingAreaColor: product.printingAreaColor,
      ownedByUser: product.ownerUserId !== null && product.ownerUserId === p.userId,
      isCustomized: product.ownerUserId !== null || product.deviceId !== null,
      isBundle: bundle !== null && line.uniqueKey !== null,
      availability,
      bundle: bundle && {
        id: bundle.id,
        nameEn: bundle.nameEn,
        nameAr: bundle.nameAr,
        discountPercentage: bundle.discountPercentage,
      },
      colorsToSizes: presentVariant(variant, p.currency),
      availableColorsToSizes: variants.map((v) => presentVariant(v, p.currency)),
      colorsToSizesPositions: displayOrder(variants, product),
    };
  });
  const total = cartTotal(
    presented.map((line) => ({ sumPrice: line.sumPrice, purchasable: isPurchasable(line.availability) })),
    p.currency,
  );
  return { lines: presented, total };
}
