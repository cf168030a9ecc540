import { CSV_BOM } from './csv';

/**
 * The stock file staff export, edit in a spreadsheet and import: one variant a row. Only the `variant` and
 * `count` columns are read back; the others (item, colour, size…) are there for the person editing it.
 */
export const STOCK_FILE_COLUMNS = [
  'variant',
  'item',
  'colour',
  'size',
  'count',
  'threshold',
  'cost',
  'surcharge',
];

/** More rows than the store has variants is a wrong file, not a stock count: refused before it costs a query. */
export const STOCK_FILE_MAX_ROWS = 5000;
/** A count past this is a typo (or an int4 overflow), not stock on a shelf. */
export const STOCK_COUNT_MAX = 1_000_000;

export const STOCK_FILE_PROBLEMS = [
  'NO_ROWS',
  'MISSING_COLUMN',
  'TOO_MANY_ROWS',
  'BAD_VARIANT',
  'NOT_INTEGER',
  'NEGATIVE',
  'TOO_LARGE',
  'DUPLICATE',
  'UNKNOWN_VARIANT',
] as const;
export type StockFileProblem = (typeof STOCK_FILE_PROBLEMS)[number];

/** A bad row: its line in the file (the header is line 1), and what is wrong with it. */
export type StockFileError = { line: number; problem: StockFileProblem };
export type StockFileRow = { line: number; variantId: number; count: number };

/**
 * RFC 4180 records with the line each starts on: quoted cells may hold commas, doubled quotes and line
 * breaks; CRLF, LF and a leading byte-order mark (our export writes one, for Excel) are accepted.
 */
export function csvRecords(text: string): { line: number; cells: string[] }[] {
  const source = text.startsWith(CSV_BOM) ? text.slice(1) : text;
  const records: { line: number; cells: string[] }[] = [];
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  let line = 1;
  let start = 1;
  const endRecord = () => {
    cells.push(cell);
    if (cells.length > 1 || cells[0] !== '') records.push({ line: start, cells });
    cells = [];
    cell = '';
  };
  for (let i = 0; i < source.length; i++) {
    const char = source[i];
    if (quoted) {
      if (char === '"' && source[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (char === '"') quoted = false;
      else {
        if (char === '\n') line++;
        cell += char;
      }
    } else if (char === '"' && cell === '') quoted = true;
    else if (char === ',') {
      cells.push(cell);
      cell = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && source[i + 1] === '\n') i++;
      endRecord();
      line++;
      start = line;
    } else cell += char;
  }
  if (cell !== '' || cells.length > 0) endRecord();
  return records;
}

// Our export guards text cells against formulas with a leading apostrophe; a number never gets one.
const INTEGER = /^\d+$/;

function countProblem(text: string): StockFileProblem | null {
  if (/^-\d+$/.test(text)) return 'NEGATIVE';
  if (!INTEGER.test(text)) return 'NOT_INTEGER';
  return Number(text) > STOCK_COUNT_MAX ? 'TOO_LARGE' : null;
}

/**
 * Reads a stock file: each row's variant and new count, or every bad row by its line. Any error means the
 * file changes nothing, so the caller applies `rows` only when `errors` is empty. Unknown variants are the
 * caller's to find (they need the database).
 */
export function parseStockFile(text: string): { rows: StockFileRow[]; errors: StockFileError[] } {
  const [header, ...records] = csvRecords(text);
  if (!header) return { rows: [], errors: [{ line: 1, problem: 'NO_ROWS' }] };
  const names = header.cells.map((name) => name.trim().toLowerCase());
  const variantAt = names.indexOf('variant');
  const countAt = names.indexOf('count');
  if (variantAt < 0 || countAt < 0) return { rows: [], errors: [{ line: 1, problem: 'MISSING_COLUMN' }] };
  if (records.length === 0) return { rows: [], errors: [{ line: 1, problem: 'NO_ROWS' }] };
  if (records.length > STOCK_FILE_MAX_ROWS) {
    return { rows: [], errors: [{ line: header.line + STOCK_FILE_MAX_ROWS + 1, problem: 'TOO_MANY_ROWS' }] };
  }
  const rows: StockFileRow[] = [];
  const errors: StockFileError[] = [];
  const seen = new Set<number>();
  for (const { line, cells } of records) {
    const variant = (cells[variantAt] ?? '').trim();
    const count = (cells[countAt] ?? '').trim();
    const variantId = Number(variant);
    if (!INTEGER.test(variant) || variantId < 1 || variantId > 2_147_483_647) {
      errors.push({ line, problem: 'BAD_VARIANT' });
      continue;
    }
    const problem = countProblem(count);
    if (problem) errors.push({ line, problem });
    else if (seen.has(variantId)) errors.push({ line, problem: 'DUPLICATE' });
    else rows.push({ line, variantId, count: Number(count) });
    seen.add(variantId);
  }
  return { rows, errors };
}
