import { bundleDiscountPrice } from './cart-line';
import type { Currency } from './currency';
import { convertFils, type Money } from './money';

/** A product's stored prices and its variant's surcharge, in KWD fils; 0 means none. */
type CatalogPrices = { price: number; oldPrice: number; discountedPrice: number; surcharge: number };

/** The prices of one unit of a cart line, in fils; 0 means none. */
type UnitPrices = { price: number; oldPrice: number; discountedPrice: number; isDiscounted: boolean };

/**
 * One unit of a line: the product's price plus the variant's surcharge. In a bundle with a discount, the
 * price is reduced by that percent, the old price is the undiscounted one and discountedPrice the new one
 * (spec §4). Otherwise the product's own sale applies: its old price (with the same surcharge) when above
 * the price, and its discounted price, which is the price it sells at.
 */
export function unitPrices(catalog: CatalogPrices, bundleDiscountPercentage: number | null): UnitPrices {
  const full = catalog.price + catalog.surcharge;
  const bundle = bundleDiscountPrice(full, bundleDiscountPercentage);
  if (bundle.oldPrice !== null && bundle.discountedPrice !== null) {
    return {
      price: bundle.price,
      oldPrice: bundle.oldPrice,
      discountedPrice: bundle.discountedPrice,
      isDiscounted: true,
    };
  }
  const oldPrice = catalog.oldPrice > catalog.price ? catalog.oldPrice + catalog.surcharge : 0;
  const discountedPrice = catalog.discountedPrice > 0 ? full : 0;
  return { price: full, oldPrice, discountedPrice, isDiscounted: oldPrice > 0 || discountedPrice > 0 };
}

type LineMoney = { price: Money; oldPrice: Money; discountedPrice: Money; sumPrice: Money };

// Each unit is converted before multiplying, so the lines on screen add up to their sum and the sums to
// the total, in every currency.
export function lineMoney(unit: UnitPrices, count: number, currency: Currency): LineMoney {
  const price = convertFils(unit.price, currency);
  return {
    price,
    oldPrice: convertFils(unit.oldPrice, currency),
    discountedPrice: convertFils(unit.discountedPrice, currency),
    sumPrice: { amount: price.amount * count, currency },
  };
}

/** The sum of the lines that can be bought; a flagged line is shown but not charged. */
export function cartTotal(
  lines: readonly { sumPrice: Money; purchasable: boolean }[],
  currency: Currency,
): Money {
  const amount = lines.reduce((sum, line) => sum + (line.purchasable ? line.sumPrice.amount : 0), 0);
  return { amount, currency };
}
