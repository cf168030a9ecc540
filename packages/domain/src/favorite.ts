export const FAVORITE_KINDS = ['artwork', 'product', 'artist'] as const;
export type FavoriteKind = (typeof FAVORITE_KINDS)[number];

// The heart toggle sits on every card and gets whatever the card holds; a bad kind or an empty id must
// make it do nothing rather than call the API with `favorite/undefined/…`.
export function isValidFavorite(kind: unknown, id: unknown): boolean {
  if (!FAVORITE_KINDS.some((known) => known === kind)) return false;
  if (typeof id === 'number') return Number.isSafeInteger(id) && id > 0;
  return typeof id === 'string' && id.trim() !== '';
}
