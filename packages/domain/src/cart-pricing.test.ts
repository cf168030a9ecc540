import { describe, expect, it } from 'vitest';
import { cartTotal, lineMoney, unitPrices } from './cart-pricing';

const tee = { price: 10_000, oldPrice: 0, discountedPrice: 0, surcharge: 0 };

describe('unitPrices', () => {
  it('adds the variant surcharge to the price', () => {
    expect(unitPrices({ ...tee, surcharge: 500 }, null)).toEqual({
      price: 10_500,
      oldPrice: 0,
      discountedPrice: 0,
      isDiscounted: false,
    });
  });

  it("keeps the product's own sale, with the surcharge on both prices", () => {
    const onSale = { price: 10_000, oldPrice: 12_000, discountedPrice: 10_000, surcharge: 500 };
    expect(unitPrices(onSale, null)).toEqual({
      price: 10_500,
      oldPrice: 12_500,
      discountedPrice: 10_500,
      isDiscounted: true,
    });
    expect(unitPrices({ ...tee, oldPrice: 9000 }, 0).oldPrice).toBe(0);
  });

  it('reduces a bundle line by the bundle percent, keeping the undiscounted price as old price', () => {
    expect(unitPrices({ ...tee, surcharge: 500 }, 20)).toEqual({
      price: 8400,
      oldPrice: 10_500,
      discountedPrice: 8400,
      isDiscounted: true,
    });
  });
});

describe('lineMoney', () => {
  it('converts one unit, then multiplies, so lines add up in any currency', () => {
    const unit = unitPrices(tee, null);
    expect(lineMoney(unit, 3, 'USD')).toEqual({
      price: { amount: 3255, currency: 'USD' },
      oldPrice: { amount: 0, currency: 'USD' },
      discountedPrice: { amount: 0, currency: 'USD' },
      sumPrice: { amount: 9765, currency: 'USD' },
    });
    expect(lineMoney(unit, 2, 'KWD').sumPrice).toEqual({ amount: 20_000, currency: 'KWD' });
  });
});

describe('cartTotal', () => {
  it('adds only the lines that can be bought', () => {
    const line = (amount: number, purchasable: boolean) => ({
      sumPrice: { amount, currency: 'KWD' as const },
      purchasable,
    });
    expect(cartTotal([line(1000, true), line(2500, true), line(9999, false)], 'KWD')).toEqual({
      amount: 3500,
      currency: 'KWD',
    });
    expect(cartTotal([], 'SAR')).toEqual({ amount: 0, currency: 'SAR' });
  });
});
