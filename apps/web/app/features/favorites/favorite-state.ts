import { FAVORITE_KINDS, type FavoriteKind } from '@seed/domain/favorite';
import { useEffect, useRef } from 'react';
import { useFetcher } from 'react-router';
import { useLocale } from '../../lib/use-locale';

/** What the hearts need: whether someone is signed in, and the ids of their favourites by kind. */
export type FavoriteState = { signedIn: boolean; ids: Record<FavoriteKind, number[]> };

/** The toggle route's answer; an addition carries the user for the add-to-wishlist event (spec §6). */
export type FavoriteChange = {
  favorite: boolean;
  user?: { id: number; email: string; role: string; phone: string | null };
};

export const GUEST_FAVORITES: FavoriteState = {
  signedIn: false,
  ids: Object.fromEntries(FAVORITE_KINDS.map((kind) => [kind, []])) as unknown as FavoriteState['ids'],
};

// One fetcher shared by every heart: React Router reloads it after each action (sign-in, sign-out,
// account deletion), so the hearts follow the session without a reload of their own.
const FETCHER_KEY = 'favorite-state';

export const favoriteStatePath = (lang: string) => `/${lang}/favorites/state`;
export const favoriteTogglePath = (lang: string) => `/${lang}/favorites/toggle`;

/** The favourites state once loaded, null before; `reload` fetches it again. */
export function useFavoriteState() {
  const lang = useLocale();
  const fetcher = useFetcher<FavoriteState>({ key: FETCHER_KEY });
  return { state: fetcher.data ?? null, reload: () => fetcher.load(favoriteStatePath(lang)) };
}

/** Loads the favourite ids at start-up (spec §9); mounted once, in the default layout. */
export function FavoriteStateLoader() {
  const lang = useLocale();
  const { load } = useFetcher<FavoriteState>({ key: FETCHER_KEY });
  const loaded = useRef<string | null>(null);
  useEffect(() => {
    if (loaded.current === lang) return;
    loaded.current = lang;
    void load(favoriteStatePath(lang));
  }, [lang, load]);
  return null;
}
