import { describe, expect, it } from 'vitest';
import { roundHalfAwayFromZero } from './rounding';

describe('roundHalfAwayFromZero', () => {
  it('rounds halves away from zero on both sides', () => {
    expect(roundHalfAwayFromZero(2.5)).toBe(3);
    expect(roundHalfAwayFromZero(-2.5)).toBe(-3);
    expect(roundHalfAwayFromZero(0.5)).toBe(1);
    expect(roundHalfAwayFromZero(-0.5)).toBe(-1);
  });

  it('rounds other values to the nearest integer', () => {
    expect(roundHalfAwayFromZero(2.49)).toBe(2);
    expect(roundHalfAwayFromZero(-2.51)).toBe(-3);
    expect(roundHalfAwayFromZero(7)).toBe(7);
  });

  it('treats binary noise around a half as the half it stands for', () => {
    expect(1.005 * 100).toBeLessThan(100.5);
    expect(roundHalfAwayFromZero(1.005 * 100)).toBe(101);
    expect(roundHalfAwayFromZero(-0.285 * 100)).toBe(-29);
    expect(roundHalfAwayFromZero(100.4999)).toBe(100);
  });

  it('never returns negative zero', () => {
    expect(Object.is(roundHalfAwayFromZero(-0.2), 0)).toBe(true);
  });

  it('refuses non-finite input', () => {
    expect(() => roundHalfAwayFromZero(Number.NaN)).toThrow(RangeError);
    expect(() => roundHalfAwayFromZero(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });
});
