import { encodeGuestCart } from '@seed/domain/cart-cookie';
import type { Locale } from '@seed/domain/locale';
import { safeRedirect } from '@seed/domain/safe-redirect';
import { type AppLoadContext, data } from 'react-router';
import { COOKIE, readCookie } from '../../lib/cookies.server';
import { SocialSignedInSchema } from './auth-api.server';
import { guestBag, signedInRedirect } from './session.server';
import { SOCIAL_ERRORS } from './social-route';

// Set by the API when the flow starts (apps/api/src/modules/auth/social-routes.ts); it binds the callback
// to this browser, so it is forwarded with the callback and removed afterwards.
const STATE_COOKIE = 'oauthState';

// `social-linked`: the API refused (409) because the address belongs to an account already linked to
// another account of that provider (decision 0023); the page says so and points to the code sign-in.
function failed(locale: Locale, error: 'social' | 'social-linked' = 'social'): Response {
  return new Response(null, {
    status: 303,
    headers: {
      Location: `/${locale}/auth?error=${error}`,
      'Set-Cookie': `${STATE_COOKIE}=; Path=/; Max-Age=0`,
    },
  });
}

/**
 * Google's callback (spec §2): the query goes to the API with the state cookie and the guest's cart, and
 * the reply's accessToken signs the shopper in. A refusal sends them back to sign-in with a message.
 */
export async function finishGoogle(
  request: Request,
  context: AppLoadContext,
  locale: Locale,
): Promise<Response> {
  const url = new URL(request.url);
  const query = new URLSearchParams(url.search);
  query.set('bag', encodeGuestCart(guestBag(request)));
  query.set('locale', locale);
  const deviceId = readCookie(request, COOKIE.deviceId);
  if (deviceId) query.set('deviceId', deviceId);
  const state = readCookie(request, STATE_COOKIE);
  const response = await context.apiFetch(`/auth/google/cb?${query}`, {
    headers: state ? { Cookie: `${STATE_COOKIE}=${state}` } : {},
    signal: request.signal,
  });
  if (response.status >= 500) throw data(null, { status: 502 });
  const reply = SocialSignedInSchema.safeParse(await response.json().catch(() => null));
  if (response.status === 409) return failed(locale, 'social-linked');
  if (!response.ok || !reply.success) return failed(locale);
  const done = signedInRedirect(
    context,
    reply.data.accessToken,
    safeRedirect(reply.data.redirect, `/${locale}`, context.publicUrl),
  );
  done.headers.append('Set-Cookie', `${STATE_COOKIE}=; Path=/; Max-Age=0`);
  return done;
}

/**
 * Apple's callback (spec §2): the API has already handled Apple's form post and passes the token and
 * `email_exists` in the query. That cross-site post could not carry this browser's cart cookie, so the
 * guest's cart is merged here, with the new token; if that fails the cart stays in the browser, not lost.
 */
export async function finishApple(
  request: Request,
  context: AppLoadContext,
  locale: Locale,
): Promise<Response> {
  const url = new URL(request.url);
  const accessToken = url.searchParams.get('accessToken');
  if (!accessToken) throw data(SOCIAL_ERRORS.noToken, { status: 400 });
  const to = safeRedirect(url.searchParams.get('redirect'), `/${locale}`, context.publicUrl);
  const bag = guestBag(request);
  if (bag.length === 0) return signedInRedirect(context, accessToken, to);
  // The device's own customised bundle items pass to the account with the lines that hold them.
  const deviceId = readCookie(request, COOKIE.deviceId);
  const device = deviceId ? `?deviceId=${encodeURIComponent(deviceId)}` : '';
  const merged = await context
    .apiFetch(`/carts/merge/guest_bag${device}`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${accessToken}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ bag }),
      signal: request.signal,
    })
    .then((response) => response.ok)
    .catch((error: unknown) => {
      context.reportError(error);
      return false;
    });
  return signedInRedirect(context, accessToken, to, { keepGuestCart: !merged });
}
