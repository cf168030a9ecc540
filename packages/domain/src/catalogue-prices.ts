import { DomainError } from './errors';

/** A catalogue product's three prices, in KWD fils; 0 means "none" for the old and the discounted price. */
export type ProductPrices = { price: number; oldPrice: number; discountedPrice: number };

/**
 * The storefront strikes the old price through beside the price, and sells at the discounted price when there
 * is one: an old price that is not above the price, or a discount that is not below it, would show a shopper
 * a "saving" that is none.
 */
export function checkProductPrices({ price, oldPrice, discountedPrice }: ProductPrices): void {
  if (oldPrice !== 0 && oldPrice <= price)
    throw new DomainError('INVALID_DATA', 'The old price must be above the price', {
      reason: 'OLD_PRICE_NOT_ABOVE_PRICE',
    });
  if (discountedPrice !== 0 && discountedPrice >= price)
    throw new DomainError('INVALID_DATA', 'The discounted price must be below the price', {
      reason: 'DISCOUNT_NOT_BELOW_PRICE',
    });
}
