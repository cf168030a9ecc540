import { describe, expect, it } from 'vitest';
import { isDiscounted, struckThroughPrice } from './product';

describe('isDiscounted', () => {
  it('is true with a discounted price above 0', () => {
    expect(isDiscounted({ price: 5000, discountedPrice: 4000 })).toBe(true);
  });

  it('is true when the old price exceeds the price', () => {
    expect(isDiscounted({ price: 5000, oldPrice: 6000 })).toBe(true);
  });

  it('is false when the old price is not above the price', () => {
    expect(isDiscounted({ price: 5000, oldPrice: 5000 })).toBe(false);
    expect(isDiscounted({ price: 5000, oldPrice: 4000, discountedPrice: 0 })).toBe(false);
  });

  it('is false without discount fields', () => {
    expect(isDiscounted({ price: 5000 })).toBe(false);
    expect(isDiscounted({ price: 5000, oldPrice: null, discountedPrice: null })).toBe(false);
  });
});

describe('struckThroughPrice', () => {
  const kwd = (amount: number) => ({ amount, currency: 'KWD' as const });

  it('gives the old price of a sale', () => {
    expect(struckThroughPrice({ price: kwd(5000), oldPrice: kwd(6500), isDiscounted: true })).toEqual(
      kwd(6500),
    );
  });

  it('gives nothing when the sale has no earlier price above the price', () => {
    expect(struckThroughPrice({ price: kwd(5000), oldPrice: kwd(0), isDiscounted: true })).toBeNull();
    expect(struckThroughPrice({ price: kwd(5000), oldPrice: kwd(5000), isDiscounted: true })).toBeNull();
    expect(struckThroughPrice({ price: kwd(5000), oldPrice: null, isDiscounted: true })).toBeNull();
  });

  it('gives nothing for a product that is not on sale', () => {
    expect(struckThroughPrice({ price: kwd(5000), oldPrice: kwd(6500), isDiscounted: false })).toBeNull();
  });
});
