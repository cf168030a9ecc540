import {
  type CartLine,
  cartLineKey,
  isValidCount,
  MAX_CART_LINES,
  MAX_ITEM_COUNT,
  MIN_ITEM_COUNT,
  type NewCartLine,
} from './cart-line';
import { DomainError } from './errors';

// The edits of a cart as pure functions over its lines, so a guest's cookie (in the web) and a signed-in
// cart (in the API, inside a transaction) follow exactly the same rules. Each returns the new lines and the
// ids of the lines it added or changed; it throws a DomainError for an edit the rules refuse.

/** Hands out the id of a line not yet stored: the next guest line id, or a placeholder until insert. */
export type NextId = () => number;

export type CartEdit = { lines: CartLine[]; touched: number[] };

function checkCount(count: number): void {
  if (!isValidCount(count)) {
    throw new DomainError('INVALID_DATA', `The count must be a whole number from 1 to ${MAX_ITEM_COUNT}`, {
      reason: 'CART_COUNT_OUT_OF_RANGE',
      details: { min: MIN_ITEM_COUNT, max: MAX_ITEM_COUNT },
    });
  }
}

function checkSize(lines: CartLine[]): void {
  if (lines.length > MAX_CART_LINES) {
    throw new DomainError('INVALID_DATA', `A cart holds at most ${MAX_CART_LINES} lines`, {
      reason: 'CART_FULL',
      details: { max: MAX_CART_LINES },
    });
  }
}

function lineOf(lines: CartLine[], id: number): CartLine {
  const line = lines.find((candidate) => candidate.id === id);
  if (!line)
    throw new DomainError('NOT_FOUND', `Cart line ${id} not found`, { reason: 'CART_LINE_NOT_FOUND' });
  return line;
}

function bundleChangesTogether(): DomainError {
  return new DomainError('INVALID_DATA', 'The items of a bundle change together: remove the bundle instead', {
    reason: 'BUNDLE_ITEMS_CHANGE_TOGETHER',
  });
}

function addedCount(current: number, added: number): number {
  const count = current + added;
  if (count > MAX_ITEM_COUNT) {
    throw new DomainError('INVALID_DATA', `A cart line holds at most ${MAX_ITEM_COUNT} of an item`, {
      reason: 'CART_LINE_COUNT_TOO_HIGH',
      details: { max: MAX_ITEM_COUNT },
    });
  }
  return count;
}

/** Adds each line, or adds its count to the line with the same identity (spec §4). */
export function addLines(lines: CartLine[], additions: NewCartLine[], nextId: NextId): CartEdit {
  const next = lines.map((line) => ({ ...line }));
  const touched: number[] = [];
  for (const addition of additions) {
    checkCount(addition.count);
    const key = cartLineKey(addition);
    const same = next.find((line) => cartLineKey(line) === key);
    if (same) {
      same.count = addedCount(same.count, addition.count);
      touched.push(same.id);
    } else {
      const line = { ...addition, id: nextId() };
      next.push(line);
      touched.push(line.id);
    }
  }
  checkSize(next);
  return { lines: next, touched: [...new Set(touched)] };
}

export function setLineCount(lines: CartLine[], id: number, count: number): CartEdit {
  checkCount(count);
  const line = lineOf(lines, id);
  // A bundle is priced as the set it was sold as; changing one item's count would break the set.
  if (line.uniqueKey !== null) {
    throw bundleChangesTogether();
  }
  return { lines: lines.map((l) => (l.id === id ? { ...l, count } : l)), touched: [id] };
}

/**
 * Moves a line to another colour/size (and count). When that makes it the same as another line, the two
 * become one, as adding it afresh would have done.
 */
export function changeLineVariant(
  lines: CartLine[],
  id: number,
  colorsToSizesId: number,
  count: number,
): CartEdit {
  checkCount(count);
  const line = lineOf(lines, id);
  if (line.uniqueKey !== null && count !== line.count) {
    throw bundleChangesTogether();
  }
  const moved = { ...line, colorsToSizesId, count };
  const key = cartLineKey(moved);
  const same = lines.find((other) => other.id !== id && cartLineKey(other) === key);
  if (!same) return { lines: lines.map((l) => (l.id === id ? moved : l)), touched: [id] };
  const merged = { ...same, count: addedCount(same.count, count) };
  return {
    lines: lines.filter((l) => l.id !== id).map((l) => (l.id === same.id ? merged : l)),
    touched: [same.id],
  };
}

/** Removes a line; a line of a bundle takes the whole bundle with it (spec §4: removed together). */
export function removeLine(lines: CartLine[], id: number): CartLine[] {
  const line = lineOf(lines, id);
  if (line.uniqueKey === null) return lines.filter((l) => l.id !== id);
  return lines.filter((l) => l.uniqueKey !== line.uniqueKey);
}

export function removeBundle(lines: CartLine[], uniqueKey: string): CartLine[] {
  const kept = lines.filter((l) => l.uniqueKey !== uniqueKey);
  if (kept.length === lines.length) {
    throw new DomainError('NOT_FOUND', `Bundle ${uniqueKey} not found in the cart`, {
      reason: 'BUNDLE_NOT_IN_CART',
    });
  }
  return kept;
}

type BagMerge = CartEdit & { skipped: NewCartLine[] };

/**
 * Merges a guest's bag into a cart at sign-in. A line already in the cart keeps the larger of the two
 * counts rather than their sum: the bag of a retried or repeated sign-in must not double anything, and
 * what the guest chose is never less than what they get. A bundle already in the cart (same uniqueKey)
 * is the same bundle. Lines that no longer fit in the cart are skipped and reported, never half-added.
 */
export function mergeBag(lines: CartLine[], bag: NewCartLine[], nextId: NextId): BagMerge {
  const wanted = new Map<string, NewCartLine>();
  for (const line of bag) {
    checkCount(line.count);
    const key = cartLineKey(line);
    const earlier = wanted.get(key);
    const count = Math.min(MAX_ITEM_COUNT, (earlier?.count ?? 0) + line.count);
    wanted.set(key, { ...line, count });
  }
  const next = lines.map((line) => ({ ...line }));
  const touched: number[] = [];
  const skipped: NewCartLine[] = [];
  const fits = (extra: number) => next.length + extra <= MAX_CART_LINES;
  for (const group of groupBundles([...wanted.values()])) {
    const fresh: NewCartLine[] = [];
    for (const line of group) {
      const same = next.find((existing) => cartLineKey(existing) === cartLineKey(line));
      if (same && line.count > same.count) {
        same.count = line.count;
        touched.push(same.id);
      } else if (!same) {
        fresh.push(line);
      }
    }
    if (!fits(fresh.length)) {
      skipped.push(...fresh);
      continue;
    }
    for (const line of fresh) {
      const added = { ...line, id: nextId() };
      next.push(added);
      touched.push(added.id);
    }
  }
  return { lines: next, touched, skipped };
}

// A bundle's lines go in together or not at all, so the cart-size check sees them as one group.
function groupBundles(lines: NewCartLine[]): NewCartLine[][] {
  const groups = new Map<string, NewCartLine[]>();
  lines.forEach((line, index) => {
    const key = line.uniqueKey ?? `single:${index}`;
    groups.set(key, [...(groups.get(key) ?? []), line]);
  });
  return [...groups.values()];
}

/**
 * Whether an edit asks more of a line than before: a new line, another variant, or a higher count. Such
 * a line must be on sale and in stock; lowering a count, or leaving a line be, stays possible for a line
 * that has left the shop or run short since.
 */
export function asksMore(line: CartLine, before: readonly CartLine[]): boolean {
  const was = before.find((old) => old.id === line.id);
  return !was || was.colorsToSizesId !== line.colorsToSizesId || line.count > was.count;
}

type CartDiff = { inserted: CartLine[]; updated: CartLine[]; deleted: number[] };

/** What to write to turn the stored lines into the edited ones. */
export function diffLines(before: CartLine[], after: CartLine[]): CartDiff {
  const old = new Map(before.map((line) => [line.id, line]));
  const kept = new Set(after.map((line) => line.id));
  const changed = (line: CartLine, was: CartLine) =>
    line.count !== was.count || line.colorsToSizesId !== was.colorsToSizesId;
  return {
    inserted: after.filter((line) => !old.has(line.id)),
    updated: after.filter((line) => {
      const was = old.get(line.id);
      return was !== undefined && changed(line, was);
    }),
    deleted: before.filter((line) => !kept.has(line.id)).map((line) => line.id),
  };
}
