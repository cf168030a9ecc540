import { auth } from '@seed/contract/auth';
import { redirect } from 'react-router';
import { ApiError, createApiClient } from '../lib/api.server';
import { accessTokenCookie, COOKIE, readCookie } from '../lib/cookies.server';
import { requestLocale } from '../lib/locale.server';
import type { Route } from './+types/auth-logout';

export function loader({ params, request }: Route.LoaderArgs) {
  throw redirect(`/${requestLocale(params.lang, request)}`);
}

/**
 * Logout (spec §4): the API revokes the session, and the token cookie goes whatever the API said, so a
 * shopper is never stuck signed in. A token the API had already ended (401) is not a failure.
 */
export async function action({ params, request, context }: Route.ActionArgs) {
  const locale = requestLocale(params.lang, request);
  if (readCookie(request, COOKIE.accessToken)) {
    await createApiClient(request, context, locale)
      .call(auth.logout)
      .catch((error: unknown) => {
        if (!(error instanceof ApiError && error.status === 401)) context.reportError(error);
      });
  }
  throw redirect(`/${locale}`, {
    status: 303,
    headers: { 'Set-Cookie': accessTokenCookie(null, context.secureCookies) },
  });
}
