import { describe, expect, it } from 'vitest';
import { freeShippingProgress } from './cart-free-shipping';

describe('freeShippingProgress', () => {
  it('says how much more is needed and how far along the cart is', () => {
    expect(freeShippingProgress(5000, 20_000)).toEqual({ reached: false, remaining: 15_000, percent: 25 });
    expect(freeShippingProgress(0, 20_000)).toEqual({ reached: false, remaining: 20_000, percent: 0 });
  });

  it('is reached at the threshold and above, and always without one', () => {
    expect(freeShippingProgress(20_000, 20_000)).toEqual({ reached: true, remaining: 0, percent: 100 });
    expect(freeShippingProgress(25_000, 20_000).reached).toBe(true);
    expect(freeShippingProgress(10, 0).reached).toBe(true);
  });
});
