import { isValidFavorite } from '@seed/domain/favorite';
import { redirect } from 'react-router';
import { z } from 'zod';
import type { FavoriteChange } from '../features/favorites/favorite-state';
import { ApiError, createApiClient } from '../lib/api.server';
import { COOKIE, readCookie } from '../lib/cookies.server';
import { requestLocale } from '../lib/locale.server';
import type { Route } from './+types/favorites-toggle';

const ChangeSchema = z.object({ favorite: z.boolean() });
const AnalyticsUserSchema = z.object({
  id: z.number(),
  email: z.string(),
  role: z.string(),
  phone: z.string().nullable(),
});

// Nothing to show at this address; someone who opens it lands on their favourites.
export function loader({ params, request }: Route.LoaderArgs) {
  throw redirect(`/${requestLocale(params.lang, request)}/favorites`);
}

/**
 * Adds (favorite=true) or removes a favourite for the heart (spec §4 "Favourite toggle"): kind and id
 * as form fields. Answers JSON: the new state, or the API's refusal with its status and message.
 */
export async function action({ params, request, context }: Route.ActionArgs) {
  const locale = requestLocale(params.lang, request);
  const form = await request.formData();
  const kind = form.get('kind');
  const id = form.get('id');
  if (!isValidFavorite(kind, id) || !/^\d{1,10}$/.test(String(id))) {
    return Response.json({ statusCode: 400, message: 'Invalid favourite' }, { status: 400 });
  }
  if (!readCookie(request, COOKIE.accessToken)) {
    return Response.json({ statusCode: 401, message: 'Sign in to continue' }, { status: 401 });
  }
  const api = createApiClient(request, context, locale);
  const path = `/favorite/${kind}/${id}`;
  try {
    if (form.get('favorite') !== 'true') return Response.json(await api.delete(path, ChangeSchema));
    const change = await api.post(path, ChangeSchema, undefined);
    // The add-to-wishlist event names the user (spec §6); the hearts may not know them yet.
    const { id: userId, email, role, phone } = await api.get('/users/get/me', AnalyticsUserSchema);
    return Response.json({ ...change, user: { id: userId, email, role, phone } } satisfies FavoriteChange);
  } catch (error) {
    if (!(error instanceof ApiError) || error.status >= 500) throw error;
    return Response.json({ statusCode: error.status, message: error.message }, { status: error.status });
  }
}
