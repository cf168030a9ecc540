import { FavoriteParamsSchema, favorites } from '@seed/contract/favorites';
import { users } from '@seed/contract/users';
import { redirect } from 'react-router';
import type { FavoriteChange } from '../features/favorites/favorite-state';
import { ApiError, createApiClient } from '../lib/api.server';
import { COOKIE, readCookie } from '../lib/cookies.server';
import { requestLocale } from '../lib/locale.server';
import { reasonText, refusalText } from '../lib/refusals.server';
import type { Route } from './+types/favorites-toggle';

// Nothing to show at this address; someone who opens it lands on their favourites.
export function loader({ params, request }: Route.LoaderArgs) {
  throw redirect(`/${requestLocale(params.lang, request)}/favorites`);
}

/**
 * Adds (favorite=true) or removes a favourite for the heart (spec §4 "Favourite toggle"): kind and id
 * as form fields. Answers JSON: the new state, or the refusal with its status and translated text.
 */
export async function action({ params, request, context }: Route.ActionArgs) {
  const locale = requestLocale(params.lang, request);
  const form = await request.formData();
  const favorite = FavoriteParamsSchema.safeParse({ type: form.get('kind'), id: form.get('id') });
  if (!favorite.success) {
    return Response.json({ statusCode: 400, message: reasonText(locale, 'INVALID_DATA') }, { status: 400 });
  }
  if (!readCookie(request, COOKIE.accessToken)) {
    return Response.json({ statusCode: 401, message: reasonText(locale, 'UNAUTHORIZED') }, { status: 401 });
  }
  const api = createApiClient(request, context, locale);
  const target = { params: favorite.data };
  try {
    if (form.get('favorite') !== 'true') return Response.json(await api.call(favorites.remove, target));
    const change = await api.call(favorites.add, target);
    // The add-to-wishlist event names the user (spec §6); the hearts may not know them yet.
    const { id: userId, email, role, phone } = await api.call(users.me);
    return Response.json({ ...change, user: { id: userId, email, role, phone } } satisfies FavoriteChange);
  } catch (error) {
    if (!(error instanceof ApiError) || error.status >= 500) throw error;
    return Response.json(
      { statusCode: error.status, message: refusalText(locale, error) },
      { status: error.status },
    );
  }
}
