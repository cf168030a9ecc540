import { describe, expect, it } from 'vitest';
import { bundlePrice } from './bundle-pricing';
import { lineMoney, unitPrices } from './cart-pricing';
import { CURRENCIES } from './currency';

// Couple hoodies: two hoodies at 14.500 KWD, 10% off.
const hoodies = [{ unitPrice: 14_500, count: 2 }];
// Family tees: two adult tees and two kids' tees, 15% off.
const family = [
  { unitPrice: 6500, count: 2 },
  { unitPrice: 4750, count: 2 },
];

describe('bundlePrice', () => {
  it('discounts the items in KWD', () => {
    expect(bundlePrice(hoodies, 10, 'KWD')).toEqual({
      oldPrice: { amount: 29_000, currency: 'KWD' },
      newPrice: { amount: 26_100, currency: 'KWD' },
      saving: { amount: 2900, currency: 'KWD' },
    });
  });

  it.each([
    ['KWD', 22_500, 19_126],
    ['USD', 7324, 6224],
    ['SAR', 27_458, 23_340],
    ['AED', 26_868, 22_838],
    ['QAR', 26_640, 22_646],
    ['OMR', 28_232, 24_000],
    ['BHD', 27_592, 23_454],
  ] as const)('prices family tees in %s', (currency, oldAmount, newAmount) => {
    const price = bundlePrice(family, 15, currency);
    expect(price.oldPrice).toEqual({ amount: oldAmount, currency });
    expect(price.newPrice).toEqual({ amount: newAmount, currency });
    expect(price.saving.amount).toBe(oldAmount - newAmount);
  });

  it.each(CURRENCIES)('equals the sum of the cart lines for the same items in %s', (currency) => {
    const cartSum = family.reduce((sum, part) => {
      const unit = unitPrices({ price: part.unitPrice, oldPrice: 0, discountedPrice: 0, surcharge: 0 }, 15);
      return sum + lineMoney(unit, part.count, currency).sumPrice.amount;
    }, 0);
    expect(bundlePrice(family, 15, currency).newPrice.amount).toBe(cartSum);
  });

  it('has no saving without a discount, and takes everything off at 100% or more', () => {
    expect(bundlePrice(hoodies, 0, 'USD').saving.amount).toBe(0);
    expect(bundlePrice(hoodies, 150, 'KWD').newPrice.amount).toBe(0);
  });

  it('is zero for no items and refuses impossible counts', () => {
    expect(bundlePrice([], 10, 'KWD').oldPrice.amount).toBe(0);
    expect(() => bundlePrice([{ unitPrice: 100, count: -1 }], 10, 'KWD')).toThrow(RangeError);
  });
});
