import { describe, expect, it } from 'vitest';
import { decodeGuestCart, encodeGuestCart, nextGuestLineId } from './cart-cookie';
import type { CartLine } from './cart-line';

const line = (id: number, extra: Partial<CartLine> = {}): CartLine => ({
  id,
  productId: 7,
  colorsToSizesId: 30 + id,
  count: 2,
  printPosition: 'FRONT',
  bundleId: null,
  uniqueKey: null,
  ...extra,
});

describe('guest cart cookie', () => {
  it('writes the tuples compactly and reads them back', () => {
    const lines = [line(1), line(2, { printPosition: 'BACK', bundleId: 3, uniqueKey: 'aB3dE6gH9j' })];
    const text = encodeGuestCart(lines);
    expect(text).toBe('1:7:v:2:F|2:7:w:2:B:3:aB3dE6gH9j');
    expect(decodeGuestCart(text)).toEqual({ lines, dropped: 0 });
  });

  it('keeps 100 lines within what a browser stores in a cookie', () => {
    const lines = Array.from({ length: 100 }, (_, i) =>
      line(i + 1, {
        productId: 1_000_000,
        colorsToSizesId: 1_000_000 + i,
        count: 999,
        bundleId: 99,
        uniqueKey: 'aB3dE6gH9j',
        printPosition: 'EMBROIDERY',
      }),
    );
    expect(encodeGuestCart(lines).length).toBeLessThan(4000);
  });

  it('reads an empty or missing cookie as an empty cart', () => {
    expect(decodeGuestCart(undefined)).toEqual({ lines: [], dropped: 0 });
    expect(decodeGuestCart('')).toEqual({ lines: [], dropped: 0 });
  });

  it('drops tampered lines and counts them', () => {
    const text = [
      '1:7:v:2:F',
      '2:7:w:0:F',
      '3:7:x:1.5:F',
      '4:7:y:1:S',
      '5:-7:z:1:F',
      '6:7:10:1:F:3',
      '7:7:11:1:F:3:short',
      '{"id":8,"price":0}',
      '1:7:12:1:F',
      '9:7:v:5:F',
      '0:7:13:1:F',
    ].join('|');
    expect(decodeGuestCart(text)).toEqual({ lines: [line(1)], dropped: 10 });
  });

  it('keeps at most 100 lines and ignores an oversized value', () => {
    const many = Array.from({ length: 120 }, (_, i) => encodeGuestCart([line(i + 1)])).join('|');
    const decoded = decodeGuestCart(many);
    expect(decoded.lines).toHaveLength(100);
    expect(decoded.dropped).toBe(20);
    expect(decodeGuestCart('x'.repeat(5000))).toEqual({ lines: [], dropped: 1 });
  });

  it('hands out ids after the highest one', () => {
    const next = nextGuestLineId([line(3), line(9)]);
    expect([next(), next()]).toEqual([10, 11]);
    expect(nextGuestLineId([])()).toBe(1);
  });
});
