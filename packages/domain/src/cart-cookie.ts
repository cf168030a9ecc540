import { type CartLine, cartLineKey, MAX_CART_LINES } from './cart-line';
import { GuestCartLineSchema } from './cart-line-schema';
import type { PrintPosition } from './print-position';

// A guest's cart lives in a cookie as the spec's tuples (id, productId, colorsToSizesId, count,
// printPosition, bundleId, uniqueKey). JSON would need percent-encoding in a cookie and triple in size,
// while 100 lines must fit in the 4 KB a browser keeps for one cookie. So each tuple is written as
// colon-separated fields, numbers in base 36 and the print position as one letter, and the lines are
// joined by "|" (all plain cookie characters): `1:7:v:2:F|2:7:w:1:B:3:aB3dE6gH9j`.

const LINE_SEPARATOR = '|';
const FIELD_SEPARATOR = ':';
// Beyond what 100 lines can take; a longer value is not ours, and is not worth parsing.
const MAX_COOKIE_CHARS = 4096;
const RADIX = 36;

const POSITION_LETTERS: Record<PrintPosition, string> = {
  FRONT: 'F',
  BACK: 'B',
  BOTH: 'T',
  POCKET: 'P',
  EMBROIDERY: 'E',
};
const POSITIONS_BY_LETTER = new Map(
  Object.entries(POSITION_LETTERS).map(([position, letter]) => [letter, position]),
);

export function encodeGuestCart(lines: readonly CartLine[]): string {
  return lines
    .map((line) => {
      const fields = [line.id, line.productId, line.colorsToSizesId, line.count].map((n) =>
        n.toString(RADIX),
      );
      fields.push(POSITION_LETTERS[line.printPosition]);
      if (line.bundleId !== null && line.uniqueKey !== null) {
        fields.push(line.bundleId.toString(RADIX), line.uniqueKey);
      }
      return fields.join(FIELD_SEPARATOR);
    })
    .join(LINE_SEPARATOR);
}

export type DecodedGuestCart = {
  lines: CartLine[];
  /** How many lines could not be read (tampered, malformed, repeated or over the limit). */
  dropped: number;
};

const WHOLE_NUMBER = /^[0-9a-z]{1,7}$/;

function decodeLine(text: string): CartLine | null {
  const fields = text.split(FIELD_SEPARATOR);
  if (fields.length !== 5 && fields.length !== 7) return null;
  const [id, productId, colorsToSizesId, count, printPosition, bundleId, uniqueKey] = fields;
  const number = (value: string | undefined) =>
    value !== undefined && WHOLE_NUMBER.test(value) ? Number.parseInt(value, RADIX) : Number.NaN;
  const parsed = GuestCartLineSchema.safeParse({
    id: number(id),
    productId: number(productId),
    colorsToSizesId: number(colorsToSizesId),
    count: number(count),
    // null, not undefined: an unknown letter must fail, not fall back to the schema's default.
    printPosition: POSITIONS_BY_LETTER.get(printPosition ?? '') ?? null,
    bundleId: bundleId === undefined ? null : number(bundleId),
    uniqueKey: uniqueKey ?? null,
  });
  return parsed.success ? parsed.data : null;
}

/** The lines of a guest-cart cookie; whatever cannot be trusted is dropped and counted, never guessed. */
export function decodeGuestCart(value: string | undefined | null): DecodedGuestCart {
  if (!value) return { lines: [], dropped: 0 };
  if (value.length > MAX_COOKIE_CHARS) return { lines: [], dropped: 1 };
  const lines: CartLine[] = [];
  let dropped = 0;
  const ids = new Set<number>();
  const keys = new Set<string>();
  for (const text of value.split(LINE_SEPARATOR)) {
    const line = decodeLine(text);
    if (!line || lines.length >= MAX_CART_LINES || ids.has(line.id) || keys.has(cartLineKey(line))) {
      dropped++;
      continue;
    }
    ids.add(line.id);
    keys.add(cartLineKey(line));
    lines.push(line);
  }
  return { lines, dropped };
}

/** The next free line id of a guest cart. */
export function nextGuestLineId(lines: readonly CartLine[]): () => number {
  let next = lines.reduce((max, line) => Math.max(max, line.id), 0);
  return () => ++next;
}
