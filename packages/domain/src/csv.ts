// Spreadsheets run a cell that starts with one of these as a formula (or, for tab and CR, shift it into one):
// an exported name like "=HYPERLINK(...)" would run on the staff member's machine (CSV injection, OWASP).
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One CSV cell (RFC 4180): text that would start a formula gets a leading apostrophe, which spreadsheets show
 * as text; a cell with a comma, quote or line break is quoted, its quotes doubled. Null is an empty cell.
 */
export function csvCell(value: string | number | boolean | null): string {
  if (value === null) return '';
  const text = String(value);
  const safe = typeof value === 'string' && FORMULA_START.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** One CSV record with its CRLF ending, as RFC 4180 and Excel expect. */
export function csvRow(values: readonly (string | number | boolean | null)[]): string {
  return `${values.map(csvCell).join(',')}\r\n`;
}

// Excel reads a CSV without a byte-order mark in the machine's legacy code page, which garbles Arabic.
export const CSV_BOM = '\uFEFF';
