import { describe, expect, it } from 'vitest';
import { checkProductPrices } from './catalogue-prices';

const reasonOf = (prices: Parameters<typeof checkProductPrices>[0]) => {
  try {
    checkProductPrices(prices);
    return null;
  } catch (error) {
    return (error as { reason?: string }).reason ?? 'no reason';
  }
};

describe('checkProductPrices', () => {
  it('takes a price alone, an old price above it and a discount below it', () => {
    expect(reasonOf({ price: 5000, oldPrice: 0, discountedPrice: 0 })).toBeNull();
    expect(reasonOf({ price: 5000, oldPrice: 6000, discountedPrice: 4500 })).toBeNull();
  });

  it('refuses an old price that is not above the price', () => {
    expect(reasonOf({ price: 5000, oldPrice: 5000, discountedPrice: 0 })).toBe('OLD_PRICE_NOT_ABOVE_PRICE');
    expect(reasonOf({ price: 5000, oldPrice: 100, discountedPrice: 0 })).toBe('OLD_PRICE_NOT_ABOVE_PRICE');
  });

  it('refuses a discounted price that is not below the price', () => {
    expect(reasonOf({ price: 5000, oldPrice: 0, discountedPrice: 5000 })).toBe('DISCOUNT_NOT_BELOW_PRICE');
    expect(reasonOf({ price: 5000, oldPrice: 0, discountedPrice: 7000 })).toBe('DISCOUNT_NOT_BELOW_PRICE');
  });
});
