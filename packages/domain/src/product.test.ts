import { describe, expect, it } from 'vitest';
import { isDiscounted } from './product';

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
