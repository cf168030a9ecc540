import { DomainError } from './errors';

/** One row of a size guide: the size and its two measures (chest and length, as the spec's guide has them). */
export type SizeGuideRow = { size: string; param1: number; param2: number };

const NUMBER = /^\d{1,4}(?:\.\d{1,2})?$/;

/**
 * Reads a size guide's rows as staff type them in a text area, one size a line: `M, 52, 72`. Blank lines are
 * skipped; a line that is not a size and two measures makes the whole text refused with its line number, so
 * a guide is never saved with a row quietly dropped.
 */
export function parseSizeGuideRows(text: string): { rows: SizeGuideRow[] } | { badLine: number } {
  const rows: SizeGuideRow[] = [];
  const lines = text.split(/\r?\n/);
  for (const [index, line] of lines.entries()) {
    if (line.trim() === '') continue;
    const [size, first, second, ...rest] = line.split(/[,;\t،]/).map((part) => part.trim());
    if (!size || !first || !second || rest.length > 0 || !NUMBER.test(first) || !NUMBER.test(second)) {
      return { badLine: index + 1 };
    }
    rows.push({ size, param1: Number(first), param2: Number(second) });
  }
  return { rows };
}

/** The rows back as the text area shows them. */
export const sizeGuideRowsText = (rows: readonly SizeGuideRow[]) =>
  rows.map((row) => `${row.size}, ${row.param1}, ${row.param2}`).join('\n');

/**
 * A blank item goes on sale only once a shopper can choose it and print on it: at least one variant and one
 * side with a picture. Otherwise the studio would list a garment it cannot show or sell.
 */
export function assertSellable(item: { variants: number; sidesWithPicture: number }): void {
  if (item.variants === 0 || item.sidesWithPicture === 0) {
    throw new DomainError(
      'CONFLICT',
      'A blank item needs at least one variant and one side with a picture before it is activated',
      { reason: 'BLANK_ITEM_INCOMPLETE' },
    );
  }
}

/** A range typed as two fields (design diagonal, font size) must not be upside down. */
export const rangeInOrder = (range: { min: number; max: number }) => range.min <= range.max;
