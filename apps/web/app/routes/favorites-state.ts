import { loadFavoriteState } from '../features/favorites/favorite-state.server';
import { createApiClient } from '../lib/api.server';
import { requestLocale } from '../lib/locale.server';
import type { Route } from './+types/favorites-state';

/** The hearts' state as JSON (a resource route): see features/favorites/favorite-state.ts. */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const locale = requestLocale(params.lang, request);
  const state = await loadFavoriteState(createApiClient(request, context, locale), request);
  return Response.json(state, { headers: { 'Cache-Control': 'private, no-store' } });
}
