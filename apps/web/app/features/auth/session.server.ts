import { auth } from '@seed/contract/auth';
import type { Locale } from '@seed/domain/locale';
import { safeRedirect } from '@seed/domain/safe-redirect';
import { type AppLoadContext, redirect } from 'react-router';
import { ApiError, createApiClient } from '../../lib/api.server';
import { accessTokenCookie, COOKIE, readCookie } from '../../lib/cookies.server';
import { guestCartCookie, readGuestCart } from '../cart/guest-cart.server';
import type { SessionUser } from './auth-api.server';

/** Where a sign-in page returns to: the `redirect` parameter when it stays on the store, else home. */
export function returnPath(request: Request, context: AppLoadContext, locale: Locale): string {
  return safeRedirect(new URL(request.url).searchParams.get('redirect'), `/${locale}`, context.publicUrl);
}

/** The guest's cart lines, sent as `bag` with a sign-in so the API merges them into the account's cart. */
export function guestBag(request: Request) {
  return readGuestCart(request).lines;
}

/**
 * Completes a sign-in: the token goes into its HttpOnly cookie, the guest cart is emptied (the API has
 * merged it into the account's) unless the merge failed, and the shopper goes where they were heading.
 */
export function signedInRedirect(
  context: AppLoadContext,
  accessToken: string,
  to: string,
  { keepGuestCart = false }: { keepGuestCart?: boolean } = {},
): Response {
  const headers = new Headers();
  headers.append('Set-Cookie', accessTokenCookie(accessToken, context.secureCookies));
  if (!keepGuestCart) headers.append('Set-Cookie', guestCartCookie([]));
  return redirect(to, { status: 303, headers });
}

export type SessionCheck = { user: SessionUser | null; headers: Headers };

/**
 * The signed-in user, from the server (spec §4): without a token, nobody; a token the API refuses is a
 * session that has ended, so its cookie is cleared through the returned headers.
 */
export async function checkSession(
  request: Request,
  context: AppLoadContext,
  locale: Locale,
): Promise<SessionCheck> {
  const headers = new Headers();
  if (!readCookie(request, COOKIE.accessToken)) return { user: null, headers };
  try {
    const { user } = await createApiClient(request, context, locale).call(auth.session);
    return { user, headers };
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 401) throw error;
    headers.append('Set-Cookie', accessTokenCookie(null, context.secureCookies));
    return { user: null, headers };
  }
}
