import type { Paging } from './paging';

// Each list reads a user's favourites of one kind whole, so a cap keeps that read small; a thousand is far
// beyond what a person curates by hand.
export const MAX_FAVORITES_PER_KIND = 1000;

/**
 * One page of a user's favourites in the order they were saved (`savedIds`, newest first), keeping only the
 * items still listed (`listed`, in any order): a hidden product drops out of the list without leaving a gap.
 */
export function favoritePage<T extends { id: number }>(
  savedIds: readonly number[],
  listed: readonly T[],
  paging: Paging,
): { items: T[]; hasMore: boolean } {
  const byId = new Map(listed.map((item) => [item.id, item]));
  const ordered = savedIds.flatMap((id) => {
    const item = byId.get(id);
    return item ? [item] : [];
  });
  return {
    items: ordered.slice(paging.offset, paging.offset + paging.limit),
    hasMore: ordered.length > paging.offset + paging.limit,
  };
}
