import { describe, expect, it } from 'vitest';
import {
  bundleDiscountPrice,
  cartLineKey,
  decrementCount,
  incrementCount,
  isBundleItem,
  isValidCount,
  MAX_ITEM_COUNT,
  MIN_ITEM_COUNT,
  sameCartLine,
} from './cart-line';

describe('cart-line identity', () => {
  const line = { productId: 7, colorsToSizesId: 31, printPosition: 'FRONT' } as const;

  it('matches the same product, variant and print position', () => {
    expect(sameCartLine(line, { productId: 7, colorsToSizesId: 31, printPosition: 'FRONT' })).toBe(true);
  });

  it('treats a missing print position as FRONT', () => {
    expect(sameCartLine(line, { productId: 7, colorsToSizesId: 31 })).toBe(true);
    expect(sameCartLine(line, { productId: 7, colorsToSizesId: 31, printPosition: null })).toBe(true);
    expect(cartLineKey({ productId: 7, colorsToSizesId: 31 })).toBe('7:31:FRONT');
  });

  it('tells apart lines that differ in any part', () => {
    expect(sameCartLine(line, { ...line, productId: 8 })).toBe(false);
    expect(sameCartLine(line, { ...line, colorsToSizesId: 32 })).toBe(false);
    expect(sameCartLine(line, { ...line, printPosition: 'BACK' })).toBe(false);
  });

  it('keeps bundle lines apart from single lines and from other bundles', () => {
    const inBundle = { ...line, uniqueKey: 'aB3dE6gH9j' };
    expect(sameCartLine(line, inBundle)).toBe(false);
    expect(sameCartLine(inBundle, { ...line, uniqueKey: 'zzzzzzzzzz' })).toBe(false);
    expect(sameCartLine(inBundle, { ...inBundle })).toBe(true);
    expect(sameCartLine(line, { ...line, uniqueKey: null })).toBe(true);
  });
});

describe('isBundleItem', () => {
  it('needs bundleId, bundle and uniqueKey together', () => {
    const item = { bundleId: 3, bundle: { id: 3 }, uniqueKey: 'aB3dE6gH9j' };
    expect(isBundleItem(item)).toBe(true);
    expect(isBundleItem({ ...item, bundleId: null })).toBe(false);
    expect(isBundleItem({ ...item, bundle: null })).toBe(false);
    expect(isBundleItem({ ...item, uniqueKey: '' })).toBe(false);
    expect(isBundleItem({})).toBe(false);
  });
});

describe('item counts', () => {
  it('decrements but never below 1', () => {
    expect(MIN_ITEM_COUNT).toBe(1);
    expect(decrementCount(3)).toBe(2);
    expect(decrementCount(2)).toBe(1);
    expect(decrementCount(1)).toBe(1);
  });

  it('increments up to the cap', () => {
    expect(incrementCount(1)).toBe(2);
    expect(incrementCount(MAX_ITEM_COUNT)).toBe(MAX_ITEM_COUNT);
  });

  it('accepts whole counts from 1 to 999 only', () => {
    expect([1, 2, 999].map(isValidCount)).toEqual([true, true, true]);
    expect([0, -1, 1.5, 1000, Number.NaN].map(isValidCount)).toEqual([false, false, false, false, false]);
  });
});

describe('bundleDiscountPrice', () => {
  it('reduces the price by the percentage and keeps the old one', () => {
    expect(bundleDiscountPrice(10_000, 20)).toEqual({ price: 8000, oldPrice: 10_000, discountedPrice: 8000 });
  });

  it('rounds to whole minor units half away from zero', () => {
    // 4.999 KWD less 10% is 4.4991 KWD; 0.005 KWD less 50% is 0.0025 KWD.
    expect(bundleDiscountPrice(4999, 10).price).toBe(4499);
    expect(bundleDiscountPrice(5, 50).price).toBe(3);
    expect(bundleDiscountPrice(1000, 12.5).price).toBe(875);
  });

  it('leaves the price alone without a positive percentage', () => {
    const untouched = { price: 10_000, oldPrice: null, discountedPrice: null };
    expect(bundleDiscountPrice(10_000, 0)).toEqual(untouched);
    expect(bundleDiscountPrice(10_000, -5)).toEqual(untouched);
    expect(bundleDiscountPrice(10_000, null)).toEqual(untouched);
  });

  it('never goes below zero', () => {
    expect(bundleDiscountPrice(10_000, 150).price).toBe(0);
  });

  it('refuses prices that are not whole minor units', () => {
    expect(() => bundleDiscountPrice(99.5, 10)).toThrow(RangeError);
    expect(() => bundleDiscountPrice(-1, 10)).toThrow(RangeError);
  });
});
