import { data } from 'react-router';
import { checkSession } from '../features/auth/session.server';
import { accessTokenCookie } from '../lib/cookies.server';
import { requestLocale } from '../lib/locale.server';
import type { Route } from './+types/auth-session';

/**
 * The signed-in user for the header's account button (features/auth/use-session-user.ts); null for a guest.
 * Spec §4 and §8: when fetching the user fails, the session is cleared.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const noStore = { 'Cache-Control': 'private, no-store' };
  try {
    const { user, headers } = await checkSession(request, context, requestLocale(params.lang, request));
    headers.set('Cache-Control', noStore['Cache-Control']);
    return data({ user }, { headers });
  } catch (error) {
    context.reportError(error);
    return data(
      { user: null },
      { headers: { ...noStore, 'Set-Cookie': accessTokenCookie(null, context.secureCookies) } },
    );
  }
}
