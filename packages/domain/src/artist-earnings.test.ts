import { describe, expect, it } from 'vitest';
import { clearsBy, marginWithin, reversalAmount } from './artist-earnings';

describe('artist earnings', () => {
  it('keeps margins within the limits, in whole fils', () => {
    const limits = { minFils: 0, maxFils: 10_000 };
    expect(marginWithin(0, limits)).toBe(true);
    expect(marginWithin(10_000, limits)).toBe(true);
    expect(marginWithin(10_001, limits)).toBe(false);
    expect(marginWithin(-1, limits)).toBe(false);
    expect(marginWithin(12.5, limits)).toBe(false);
  });

  it('reverses a line in parts that add up to its sale and never past it', () => {
    const sale = { amount: 1000, count: 3 };
    const first = reversalAmount(sale, 0, 1);
    const rest = reversalAmount(sale, 1, 5);
    expect(first).toEqual({ units: 1, amount: 333 });
    expect(rest).toEqual({ units: 2, amount: 667 });
    expect(reversalAmount(sale, 3, 1)).toEqual({ units: 0, amount: 0 });
  });

  it('clears what was delivered a return window ago', () => {
    expect(clearsBy(new Date('2026-01-15T00:00:00Z'), 14).toISOString()).toBe('2026-01-01T00:00:00.000Z');
  });
});
