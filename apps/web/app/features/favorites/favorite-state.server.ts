import { favorites } from '@seed/contract/favorites';
import { FAVORITE_KINDS } from '@seed/domain/favorite';
import { type ApiClient, ApiError } from '../../lib/api.server';
import { COOKIE, readCookie } from '../../lib/cookies.server';
import { type FavoriteState, GUEST_FAVORITES } from './favorite-state';

/** The signed-in user's favourite ids of every kind; a guest, or a session the API no longer knows, has none. */
export async function loadFavoriteState(api: ApiClient, request: Request): Promise<FavoriteState> {
  if (!readCookie(request, COOKIE.accessToken)) return GUEST_FAVORITES;
  try {
    const lists = await Promise.all(FAVORITE_KINDS.map((kind) => api.call(favorites[kind].ids)));
    const ids = Object.fromEntries(FAVORITE_KINDS.map((kind, index) => [kind, lists[index]?.ids ?? []]));
    return { signedIn: true, ids: ids as FavoriteState['ids'] };
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return GUEST_FAVORITES;
    throw error;
  }
}
