import { describe, expect, it } from 'vitest';
import { copyVariant } from './cart-copy';
import type { CartLine } from './cart-line';

const variants = [
  { id: 11, colorId: 1, sizeId: 10, count: 5 },
  { id: 12, colorId: 1, sizeId: 20, count: 0 },
  { id: 13, colorId: 1, sizeId: 30, count: 2 },
  { id: 21, colorId: 2, sizeId: 10, count: 4 },
];
const line = (id: number, colorsToSizesId: number, extra: Partial<CartLine> = {}): CartLine => ({
  id,
  productId: 7,
  colorsToSizesId,
  count: 1,
  printPosition: 'FRONT',
  bundleId: null,
  uniqueKey: null,
  ...extra,
});

describe('copyVariant', () => {
  it('takes the first variant in stock that the cart does not hold for the product', () => {
    const original = line(1, 11);
    expect(copyVariant(original, [original], variants)).toBe(13);
    expect(copyVariant(original, [original, line(2, 13)], variants)).toBe(21);
  });

  it('follows the display order of colours and sizes', () => {
    const original = line(1, 11);
    expect(copyVariant(original, [original], variants, { colorsPosition: [2, 1] })).toBe(21);
  });

  it('ignores lines of other products or print positions', () => {
    const original = line(1, 11);
    const others = [original, line(2, 13, { productId: 8 }), line(3, 21, { printPosition: 'BACK' })];
    expect(copyVariant(original, others, variants)).toBe(13);
  });

  it('falls back to the same variant when every other one is taken or sold out', () => {
    const lines = [line(1, 11), line(2, 13), line(3, 21)];
    expect(copyVariant(lines[0]!, lines, variants)).toBe(11);
  });
});
