import { z } from 'zod';

export const FAVORITE_KINDS = ['artwork', 'product', 'artist'] as const;
export const FavoriteKindSchema = z.enum(FAVORITE_KINDS);
export type FavoriteKind = z.infer<typeof FavoriteKindSchema>;

// The heart toggle sits on every card and gets whatever the card holds; a bad kind or an empty id must
// make it do nothing rather than call the API with `favorite/undefined/…`.
export function isValidFavorite(kind: unknown, id: unknown): boolean {
  if (!FavoriteKindSchema.safeParse(kind).success) return false;
  if (typeof id === 'number') return Number.isSafeInteger(id) && id > 0;
  return typeof id === 'string' && id.trim() !== '';
}
