/**
 * A hand-ordered list (a collection's products) moved one step: the item swaps with its neighbour. Null when
 * the item is not in the list; the same order when it is already at that end, so the caller writes nothing.
 */
export function moveOneStep<T>(order: readonly T[], item: T, direction: 'up' | 'down'): T[] | null {
  const at = order.indexOf(item);
  if (at === -1) return null;
  const to = direction === 'up' ? at - 1 : at + 1;
  if (to < 0 || to >= order.length) return [...order];
  const moved = [...order];
  moved[at] = order[to] as T;
  moved[to] = item;
  return moved;
}
