import { describe, expect, it } from 'vitest';
import { discountOnAmount } from './cart-discount-on-amount';

const tiers = [
  { minSubtotal: 60_000, percent: 10 },
  { minSubtotal: 30_000, percent: 5 },
];

describe('discountOnAmount', () => {
  it('gives nothing below the first tier and says how far it is', () => {
    expect(discountOnAmount(25_000, tiers)).toEqual({ percent: 0, next: { percent: 5, remaining: 5000 } });
  });

  it('gives the highest tier reached, whatever order the tiers come in', () => {
    expect(discountOnAmount(30_000, tiers)).toEqual({ percent: 5, next: { percent: 10, remaining: 30_000 } });
    expect(discountOnAmount(75_000, tiers)).toEqual({ percent: 10, next: null });
  });

  it('gives nothing when the store has no tiers', () => {
    expect(discountOnAmount(0, [])).toEqual({ percent: 0, next: null });
  });
});
