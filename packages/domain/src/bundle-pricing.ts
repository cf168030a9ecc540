import { bundleDiscountPrice } from './cart-line';
import type { Currency } from './currency';
import { convertFils, type Money } from './money';

/** One blank item of a bundle: its unit price in KWD fils and how many the bundle holds. */
type PricedPart = { unitPrice: number; count: number };

export type BundlePrice = { oldPrice: Money; newPrice: Money; saving: Money };

/**
 * What a bundle costs in a currency: oldPrice the items at their own prices, newPrice with the bundle's
 * discount. Each unit is discounted and converted the way the cart prices a bundle line (cart-pricing), and
 * only then multiplied, so the bundle page shows the sum the cart will show for the same items.
 */
export function bundlePrice(
  parts: readonly PricedPart[],
  discountPercentage: number,
  currency: Currency,
): BundlePrice {
  let oldAmount = 0;
  let newAmount = 0;
  for (const part of parts) {
    if (!Number.isSafeInteger(part.count) || part.count < 0)
      throw new RangeError(`Invalid count ${part.count}`);
    const unit = bundleDiscountPrice(part.unitPrice, discountPercentage);
    oldAmount += convertFils(part.unitPrice, currency).amount * part.count;
    newAmount += convertFils(unit.price, currency).amount * part.count;
  }
  return {
    oldPrice: { amount: oldAmount, currency },
    newPrice: { amount: newAmount, currency },
    saving: { amount: oldAmount - newAmount, currency },
  };
}
