import { describe, expect, it } from 'vitest';
import { GuestCartLineSchema, GuestCartSchema } from './cart-line-schema';

describe('GuestCartLineSchema', () => {
  const line = { id: 1, productId: 7, colorsToSizesId: 31, count: 2 };

  it('fills in FRONT and no bundle', () => {
    expect(GuestCartLineSchema.parse(line)).toEqual({
      ...line,
      printPosition: 'FRONT',
      bundleId: null,
      uniqueKey: null,
    });
  });

  it('accepts a bundle line', () => {
    const bundled = { ...line, printPosition: 'BACK', bundleId: 4, uniqueKey: 'aB3dE6gH9j' };
    expect(GuestCartLineSchema.parse(bundled)).toEqual(bundled);
  });

  it('keeps the count a whole number from 1 to 999', () => {
    expect(GuestCartLineSchema.safeParse({ ...line, count: 0 }).success).toBe(false);
    expect(GuestCartLineSchema.safeParse({ ...line, count: 1.5 }).success).toBe(false);
    expect(GuestCartLineSchema.safeParse({ ...line, count: 1000 }).success).toBe(false);
    expect(GuestCartLineSchema.safeParse({ ...line, count: 999 }).success).toBe(true);
  });

  it('rejects bad ids, positions and half a bundle', () => {
    expect(GuestCartLineSchema.safeParse({ ...line, productId: -1 }).success).toBe(false);
    expect(GuestCartLineSchema.safeParse({ ...line, colorsToSizesId: '31' }).success).toBe(false);
    expect(GuestCartLineSchema.safeParse({ ...line, printPosition: 'SLEEVE' }).success).toBe(false);
    expect(GuestCartLineSchema.safeParse({ ...line, bundleId: 4 }).success).toBe(false);
    expect(GuestCartLineSchema.safeParse({ ...line, uniqueKey: 'aB3dE6gH9j' }).success).toBe(false);
    expect(GuestCartLineSchema.safeParse({ ...line, bundleId: 4, uniqueKey: 'short' }).success).toBe(false);
  });
});

describe('GuestCartSchema', () => {
  const lineWithId = (id: number) => ({ id, productId: 7, colorsToSizesId: id, count: 1 });

  it('holds at most 100 lines', () => {
    const lines = Array.from({ length: 100 }, (_, i) => lineWithId(i + 1));
    expect(GuestCartSchema.safeParse(lines).success).toBe(true);
    expect(GuestCartSchema.safeParse([...lines, lineWithId(101)]).success).toBe(false);
  });

  it('rejects repeated line ids', () => {
    expect(GuestCartSchema.safeParse([lineWithId(1), lineWithId(1)]).success).toBe(false);
  });
});
