import { nextGuestLineId } from '@seed/domain/cart-cookie';
import { copyVariant } from '@seed/domain/cart-copy';
import {
  addLines,
  type CartEdit,
  changeLineVariant,
  removeBundle,
  removeLine,
  setLineCount,
} from '@seed/domain/cart-edit';
import type { CartLine, NewCartLine } from '@seed/domain/cart-line';
import { DomainError } from '@seed/domain/errors';
import type { PrintPosition } from '@seed/domain/print-position';
import type { ApiClient } from '../../lib/api.server';
import { type ApiCart, fetchGuestCart } from './cart-api.server';

/** The changes a shopper can make to their cart, as the cart action receives them. */
export type CartIntent =
  | { intent: 'add'; productId: number; colorsToSizesId: number; printPosition: PrintPosition; count: number }
  | { intent: 'count'; id: number; count: number }
  | { intent: 'variant'; id: number; colorsToSizesId: number; count: number }
  | { intent: 'remove'; id: number }
  | { intent: 'removeBundle'; uniqueKey: string }
  | { intent: 'copy'; id: number };

/**
 * A copy of a line (spec §4, offered for the shopper's own designs): one of another colour/size of the
 * product that the cart does not hold yet, else one more of the same.
 */
export function copyOf(lines: CartLine[], cart: ApiCart, id: number): NewCartLine {
  const line = lines.find((candidate) => candidate.id === id);
  const shown = cart.lines.find((candidate) => candidate.id === id);
  if (!line || !shown) throw new DomainError('NOT_FOUND', `Cart line ${id} not found`);
  const { colors, sizes } = shown.colorsToSizesPositions;
  const colorsToSizesId = copyVariant(line, lines, shown.availableColorsToSizes, {
    colorsPosition: colors.map((color) => color.id),
    sizesPosition: sizes.map((size) => size.id),
  });
  return {
    productId: line.productId,
    colorsToSizesId,
    count: 1,
    printPosition: line.printPosition,
    bundleId: null,
    uniqueKey: null,
  };
}

/** A change applied to a guest's lines by the shared cart rules; the copy asks the API for the variants. */
export async function guestChange(api: ApiClient, lines: CartLine[], change: CartIntent): Promise<CartEdit> {
  const nextId = nextGuestLineId(lines);
  switch (change.intent) {
    case 'add': {
      const { productId, colorsToSizesId, count, printPosition } = change;
      const line = { productId, colorsToSizesId, count, printPosition, bundleId: null, uniqueKey: null };
      return addLines(lines, [line], nextId);
    }
    case 'count':
      return setLineCount(lines, change.id, change.count);
    case 'variant':
      return changeLineVariant(lines, change.id, change.colorsToSizesId, change.count);
    case 'remove':
      return { lines: removeLine(lines, change.id), touched: [] };
    case 'removeBundle':
      return { lines: removeBundle(lines, change.uniqueKey), touched: [] };
    case 'copy':
      return addLines(lines, [copyOf(lines, await fetchGuestCart(api, lines), change.id)], nextId);
  }
}
