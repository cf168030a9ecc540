import { describe, expect, it } from 'vitest';
import { assertSellable, parseSizeGuideRows, rangeInOrder, sizeGuideRowsText } from './blank-item';

describe('size guide rows', () => {
  it('reads one size a line, skipping blank lines, with commas, semicolons, tabs or Arabic commas', () => {
    expect(parseSizeGuideRows('S, 48, 70\n\nM; 52;72\nL\t56.5\t74\nXL، 60، 76')).toEqual({
      rows: [
        { size: 'S', param1: 48, param2: 70 },
        { size: 'M', param1: 52, param2: 72 },
        { size: 'L', param1: 56.5, param2: 74 },
        { size: 'XL', param1: 60, param2: 76 },
      ],
    });
  });

  it('names the first bad line and keeps nothing', () => {
    expect(parseSizeGuideRows('S, 48, 70\nM, wide, 72')).toEqual({ badLine: 2 });
    expect(parseSizeGuideRows('S, 48')).toEqual({ badLine: 1 });
    expect(parseSizeGuideRows('S, 48, 70, 3')).toEqual({ badLine: 1 });
  });

  it('writes the rows back as they are read', () => {
    const rows = [{ size: 'M', param1: 52, param2: 72.5 }];
    expect(parseSizeGuideRows(sizeGuideRowsText(rows))).toEqual({ rows });
  });
});

describe('a blank item on sale', () => {
  it('needs a variant and a side with a picture', () => {
    expect(() => assertSellable({ variants: 0, sidesWithPicture: 1 })).toThrow(/variant/);
    expect(() => assertSellable({ variants: 2, sidesWithPicture: 0 })).toThrow(/side/);
    expect(() => assertSellable({ variants: 1, sidesWithPicture: 1 })).not.toThrow();
  });

  it('keeps ranges the right way up', () => {
    expect(rangeInOrder({ min: 5, max: 40 })).toBe(true);
    expect(rangeInOrder({ min: 5, max: 5 })).toBe(true);
    expect(rangeInOrder({ min: 41, max: 40 })).toBe(false);
  });
});
