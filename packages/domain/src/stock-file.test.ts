import { describe, expect, it } from 'vitest';
import { CSV_BOM, csvRow } from './csv';
import { csvRecords, parseStockFile } from './stock-file';

const file = (...lines: string[]) => `${lines.join('\r\n')}\r\n`;

describe('the stock file', () => {
  it('reads quoted cells, line breaks inside quotes and a byte-order mark', () => {
    const text = `${CSV_BOM}a,b\r\n"x, ""y""","two\nlines"\n3,4`;
    expect(csvRecords(text)).toEqual([
      { line: 1, cells: ['a', 'b'] },
      { line: 2, cells: ['x, "y"', 'two\nlines'] },
      { line: 4, cells: ['3', '4'] },
    ]);
  });

  it('reads back what the export writes, by column name', () => {
    const text =
      CSV_BOM + csvRow(['variant', 'item', 'count']) + csvRow([7, '=Tee', 12]) + csvRow([9, 'Hoodie', 0]);
    expect(parseStockFile(text)).toEqual({
      rows: [
        { line: 2, variantId: 7, count: 12 },
        { line: 3, variantId: 9, count: 0 },
      ],
      errors: [],
    });
  });

  it('names every bad row by its line', () => {
    const text = file('count,variant', '1.5,1', '-2,2', '3,x', '4,1', 'abc,5', '9999999,6', '', '7,7');
    expect(parseStockFile(text)).toEqual({
      rows: [{ line: 9, variantId: 7, count: 7 }],
      errors: [
        { line: 2, problem: 'NOT_INTEGER' },
        { line: 3, problem: 'NEGATIVE' },
        { line: 4, problem: 'BAD_VARIANT' },
        { line: 5, problem: 'DUPLICATE' },
        { line: 6, problem: 'NOT_INTEGER' },
        { line: 7, problem: 'TOO_LARGE' },
      ],
    });
  });

  it('refuses a file without the columns or without rows', () => {
    expect(parseStockFile(file('id,qty', '1,2')).errors).toEqual([{ line: 1, problem: 'MISSING_COLUMN' }]);
    expect(parseStockFile(file('variant,count')).errors).toEqual([{ line: 1, problem: 'NO_ROWS' }]);
    expect(parseStockFile('').errors).toEqual([{ line: 1, problem: 'NO_ROWS' }]);
  });
});
