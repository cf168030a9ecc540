import { describe, expect, it } from 'vitest';
import { assertInStock, isPurchasable, lineAvailability, requestedByVariant } from './cart-stock';

describe('lineAvailability', () => {
  it('flags lines that cannot be bought as they stand', () => {
    expect(lineAvailability({ productOnSale: true, stock: 5, requested: 5 })).toBe('AVAILABLE');
    expect(lineAvailability({ productOnSale: true, stock: 5, requested: 6 })).toBe('NOT_ENOUGH_STOCK');
    expect(lineAvailability({ productOnSale: true, stock: 0, requested: 1 })).toBe('SOLD_OUT');
    expect(lineAvailability({ productOnSale: false, stock: 5, requested: 1 })).toBe('UNAVAILABLE');
    expect(isPurchasable('AVAILABLE')).toBe(true);
    expect(isPurchasable('SOLD_OUT')).toBe(false);
  });
});

describe('requestedByVariant', () => {
  it('adds up lines of the same variant in different print positions', () => {
    const totals = requestedByVariant([
      { colorsToSizesId: 1, count: 2 },
      { colorsToSizesId: 1, count: 3 },
      { colorsToSizesId: 2, count: 1 },
    ]);
    expect([...totals]).toEqual([
      [1, 5],
      [2, 1],
    ]);
  });
});

describe('assertInStock', () => {
  const stock = (id: number) => ({ 1: 3, 2: 0 })[id] ?? 0;

  it('lets an edit through while the stock holds', () => {
    expect(() => assertInStock([], [{ colorsToSizesId: 1, count: 3 }], stock)).not.toThrow();
  });

  it('refuses more than the stock, naming what is left', () => {
    expect(() => assertInStock([], [{ colorsToSizesId: 1, count: 4 }], stock)).toThrow(
      expect.objectContaining({
        message: 'Only 3 left of this colour and size; the cart would hold 4',
        reason: 'NOT_ENOUGH_STOCK',
        details: { available: 3, requested: 4 },
      }),
    );
    expect(() => assertInStock([], [{ colorsToSizesId: 2, count: 1 }], stock)).toThrow(
      expect.objectContaining({ message: 'This colour and size is sold out', reason: 'SOLD_OUT' }),
    );
  });

  it('counts every line of the variant', () => {
    const after = [
      { colorsToSizesId: 1, count: 2 },
      { colorsToSizesId: 1, count: 2 },
    ];
    expect(() => assertInStock([], after, stock)).toThrow(
      expect.objectContaining({ code: 'OUT_OF_STOCK', message: expect.stringContaining('Only 3 left') }),
    );
  });

  it('still allows lowering a count that is over the stock', () => {
    const before = [{ colorsToSizesId: 1, count: 6 }];
    expect(() => assertInStock(before, [{ colorsToSizesId: 1, count: 5 }], stock)).not.toThrow();
    expect(() => assertInStock(before, [{ colorsToSizesId: 1, count: 7 }], stock)).toThrow();
  });
});
