import { describe, expect, it } from 'vitest';
import {
  addLines,
  asksMore,
  changeLineVariant,
  diffLines,
  mergeBag,
  removeBundle,
  removeLine,
  setLineCount,
} from './cart-edit';
import type { CartLine, NewCartLine } from './cart-line';

// What a refused edit throws: its reason, and the values its text needs.
const refusal = (reason: string, details?: Record<string, number>) =>
  expect.objectContaining(details ? { reason, details } : { reason });

const single = (id: number, colorsToSizesId: number, count = 1): CartLine => ({
  id,
  productId: 7,
  colorsToSizesId,
  count,
  printPosition: 'FRONT',
  bundleId: null,
  uniqueKey: null,
});
const bundled = (id: number, colorsToSizesId: number, uniqueKey = 'aB3dE6gH9j'): CartLine => ({
  ...single(id, colorsToSizesId),
  bundleId: 4,
  uniqueKey,
});
const fresh = (line: CartLine): NewCartLine => {
  const { id: _id, ...rest } = line;
  return rest;
};
const counter = (start: number) => {
  let id = start;
  return () => ++id;
};

describe('addLines', () => {
  it('adds to the count of a line with the same identity', () => {
    const edit = addLines([single(1, 31, 2)], [fresh(single(0, 31, 3))], counter(1));
    expect(edit.lines).toEqual([single(1, 31, 5)]);
    expect(edit.touched).toEqual([1]);
  });

  it('adds a new line for another variant, position or bundle', () => {
    const edit = addLines(
      [single(1, 31)],
      [fresh(single(0, 32)), { ...fresh(single(0, 31)), printPosition: 'BACK' }, fresh(bundled(0, 31))],
      counter(1),
    );
    expect(edit.lines.map((line) => line.id)).toEqual([1, 2, 3, 4]);
    expect(edit.touched).toEqual([2, 3, 4]);
  });

  it('refuses bad counts, more than 999 on a line and more than 100 lines', () => {
    expect(() => addLines([], [fresh(single(0, 31, 0))], counter(0))).toThrow('whole number from 1 to 999');
    expect(() => addLines([], [fresh(single(0, 31, 0))], counter(0))).toThrow(
      refusal('CART_COUNT_OUT_OF_RANGE', { min: 1, max: 999 }),
    );
    expect(() => addLines([], [fresh(single(0, 31, 1.5))], counter(0))).toThrow('whole number');
    expect(() => addLines([single(1, 31, 998)], [fresh(single(0, 31, 2))], counter(1))).toThrow(
      refusal('CART_LINE_COUNT_TOO_HIGH', { max: 999 }),
    );
    const full = Array.from({ length: 100 }, (_, i) => single(i + 1, 100 + i));
    expect(() => addLines(full, [fresh(single(0, 1))], counter(100))).toThrow('at most 100 lines');
    expect(() => addLines(full, [fresh(single(0, 1))], counter(100))).toThrow(
      refusal('CART_FULL', { max: 100 }),
    );
    expect(addLines(full, [fresh(single(0, 100))], counter(100)).lines).toHaveLength(100);
  });
});

describe('setLineCount', () => {
  it('sets the count of a line', () => {
    expect(setLineCount([single(1, 31), single(2, 32)], 2, 4).lines).toEqual([
      single(1, 31),
      single(2, 32, 4),
    ]);
  });

  it('refuses an unknown line, a count below 1 and a bundle line', () => {
    expect(() => setLineCount([single(1, 31)], 9, 2)).toThrow('Cart line 9 not found');
    expect(() => setLineCount([single(1, 31)], 9, 2)).toThrow(refusal('CART_LINE_NOT_FOUND'));
    expect(() => setLineCount([single(1, 31)], 1, 0)).toThrow('from 1 to 999');
    expect(() => setLineCount([bundled(1, 31)], 1, 2)).toThrow(refusal('BUNDLE_ITEMS_CHANGE_TOGETHER'));
  });
});

describe('changeLineVariant', () => {
  it('moves a line to another variant', () => {
    const edit = changeLineVariant([single(1, 31, 2)], 1, 32, 3);
    expect(edit).toEqual({ lines: [single(1, 32, 3)], touched: [1] });
  });

  it('joins the line that already has that variant', () => {
    const edit = changeLineVariant([single(1, 31, 2), single(2, 32, 1)], 1, 32, 2);
    expect(edit).toEqual({ lines: [single(2, 32, 3)], touched: [2] });
  });

  it('lets a bundle line change size but not count, and keeps it apart from single lines', () => {
    const edit = changeLineVariant([bundled(1, 31), single(2, 32)], 1, 32, 1);
    expect(edit.lines).toEqual([{ ...bundled(1, 32) }, single(2, 32)]);
    expect(() => changeLineVariant([bundled(1, 31)], 1, 32, 2)).toThrow('remove the bundle');
  });
});

describe('removing', () => {
  it('removes one line, or the whole bundle of a bundle line', () => {
    const lines = [single(1, 31), bundled(2, 31), bundled(3, 32), bundled(4, 33, 'zzzzzzzzzz')];
    expect(removeLine(lines, 1).map((l) => l.id)).toEqual([2, 3, 4]);
    expect(removeLine(lines, 3).map((l) => l.id)).toEqual([1, 4]);
    expect(() => removeLine(lines, 9)).toThrow('not found');
  });

  it('removes a bundle by its key, and says when there is none', () => {
    const lines = [single(1, 31), bundled(2, 31), bundled(3, 32)];
    expect(removeBundle(lines, 'aB3dE6gH9j')).toEqual([single(1, 31)]);
    expect(() => removeBundle(lines, 'zzzzzzzzzz')).toThrow('Bundle zzzzzzzzzz not found');
    expect(() => removeBundle(lines, 'zzzzzzzzzz')).toThrow(refusal('BUNDLE_NOT_IN_CART'));
  });
});

describe('mergeBag', () => {
  it('keeps the larger count of matching lines and adds the rest', () => {
    const merged = mergeBag(
      [single(1, 31, 2), single(2, 32, 1)],
      [fresh(single(0, 31, 1)), fresh(single(0, 32, 3)), fresh(single(0, 33, 1))],
      counter(10),
    );
    expect(merged.lines).toEqual([single(1, 31, 2), single(2, 32, 3), single(11, 33, 1)]);
    expect(merged.touched).toEqual([2, 11]);
    expect(merged.skipped).toEqual([]);
  });

  it('is idempotent: the same bag twice changes nothing the second time', () => {
    const bag = [fresh(single(0, 31, 2)), fresh(bundled(0, 32)), fresh(bundled(0, 33))];
    const once = mergeBag([single(1, 31, 1)], bag, counter(10));
    const twice = mergeBag(once.lines, bag, counter(20));
    expect(twice.lines).toEqual(once.lines);
    expect(twice.touched).toEqual([]);
    expect(once.lines.map((l) => l.count)).toEqual([2, 1, 1]);
  });

  it('adds up repeated lines inside the bag', () => {
    const merged = mergeBag([], [fresh(single(0, 31, 2)), fresh(single(0, 31, 3))], counter(0));
    expect(merged.lines).toEqual([single(1, 31, 5)]);
  });

  it('skips whole bundles and lines that do not fit in 100 lines', () => {
    const full = Array.from({ length: 99 }, (_, i) => single(i + 1, 100 + i));
    const merged = mergeBag(
      full,
      [fresh(bundled(0, 1)), fresh(bundled(0, 2)), fresh(single(0, 3)), fresh(single(0, 4))],
      counter(99),
    );
    expect(merged.lines).toHaveLength(100);
    expect(merged.lines.at(-1)?.colorsToSizesId).toBe(3);
    expect(merged.skipped.map((l) => l.colorsToSizesId)).toEqual([1, 2, 4]);
  });
});

describe('asksMore', () => {
  it('is true for a new line, another variant or a higher count only', () => {
    const before = [single(1, 31, 2)];
    expect(asksMore(single(2, 31), before)).toBe(true);
    expect(asksMore(single(1, 32, 2), before)).toBe(true);
    expect(asksMore(single(1, 31, 3), before)).toBe(true);
    expect(asksMore(single(1, 31, 2), before)).toBe(false);
    expect(asksMore(single(1, 31, 1), before)).toBe(false);
  });
});

describe('diffLines', () => {
  it('lists inserted, changed and deleted lines', () => {
    const before = [single(1, 31), single(2, 32), single(3, 33)];
    const after = [single(1, 31), single(2, 32, 5), single(-1, 34)];
    expect(diffLines(before, after)).toEqual({
      inserted: [single(-1, 34)],
      updated: [single(2, 32, 5)],
      deleted: [3],
    });
  });
});
