import { cart } from '@seed/contract/cart';
import { ApiError, ContractInputError } from '@seed/contract/client';
import { social } from '@seed/contract/social';
import { encodeGuestCart } from '@seed/domain/cart-cookie';
import type { Locale } from '@seed/domain/locale';
import { safeRedirect } from '@seed/domain/safe-redirect';
import { type AppLoadContext, data } from 'react-router';
import { apiClientOver } from '../../lib/api.server';
import { COOKIE, readCookie } from '../../lib/cookies.server';
import { reasonText } from '../../lib/refusals.server';
import { guestBag, signedInRedirect } from './session.server';
import { SOCIAL_ERRORS } from './social-route';

// Set by the API when the flow starts (apps/api/src/modules/auth/social-routes.ts); it binds the callback
// to this browser, so it is forwarded with the callback and removed afterwards.
const STATE_COOKIE = 'oauthState';

// `social-linked`: the address belongs to an account already linked to another account of that provider
// (decision 0023); the page says so and points to the code sign-in, as after Apple's callback. Any other
// refusal names its reason, for the page to say what went wrong.
function failed(locale: Locale, reason?: string): Response {
  const query =
    reason === 'LINKED_TO_ANOTHER_PROVIDER_ACCOUNT'
      ? 'error=social-linked'
      : `error=social${reason ? `&reason=${encodeURIComponent(reason)}` : ''}`;
  return new Response(null, {
    status: 303,
    headers: {
      Location: `/${locale}/auth?${query}`,
      'Set-Cookie': `${STATE_COOKIE}=; Path=/; Max-Age=0`,
    },
  });
}

/** The text of a refusal of Google's callback that the sign-in page's address names; null for any other. */
export function socialRefusalText(locale: Locale, reason: string | null): string | null {
  const known = social.googleCallback.refusals.find((refusal) => refusal === reason);
  return known ? reasonText(locale, known, { provider: 'Google' }) : null;
}

/**
 * The contract's client with headers of the caller's choosing: the callbacks send what the page's own
 * client cannot, the provider's state cookie or the token of a sign-in that has only just happened.
 */
function clientWith(
  request: Request,
  context: AppLoadContext,
  locale: Locale,
  headers: Record<string, string>,
) {
  const baseQuery = {
    deviceId: readCookie(request, COOKIE.deviceId),
    currency: readCookie(request, COOKIE.currency),
    locale,
  };
  return apiClientOver(context.apiFetch, { baseQuery, headers, signal: request.signal });
}

/**
 * Google's callback (spec §2): Google's answer goes to the API with the state cookie and the guest's cart,
 * and the reply's accessToken signs the shopper in. A refusal sends them back to sign-in with a message.
 */
export async function finishGoogle(
  request: Request,
  context: AppLoadContext,
  locale: Locale,
): Promise<Response> {
  const url = new URL(request.url);
  // Only what the API reads: Google adds parameters of its own (scope, authuser…) that the contract has not.
  const query = {
    code: url.searchParams.get('code') ?? undefined,
    state: url.searchParams.get('state') ?? undefined,
    error: url.searchParams.get('error') ?? undefined,
    bag: encodeGuestCart(guestBag(request)),
  };
  const state = readCookie(request, STATE_COOKIE);
  const api = clientWith(request, context, locale, state ? { Cookie: `${STATE_COOKIE}=${state}` } : {});
  try {
    const reply = await api.call(social.googleCallback, { query });
    const done = signedInRedirect(
      context,
      reply.accessToken,
      safeRedirect(reply.redirect, `/${locale}`, context.publicUrl),
    );
    done.headers.append('Set-Cookie', `${STATE_COOKIE}=; Path=/; Max-Age=0`);
    return done;
  } catch (error) {
    if (error instanceof ContractInputError) return failed(locale);
    if (!(error instanceof ApiError)) throw error;
    if (error.status >= 500) throw data(null, { status: 502 });
    return failed(locale, error.reason);
  }
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
  const merged = await clientWith(request, context, locale, { Authorization: `Bearer ${accessToken}` })
    .call(cart.mergeGuestBag, { body: { bag } })
    .then(() => true)
    .catch((error: unknown) => {
      // A refused line is the cart's to show; only a failure is worth a report.
      if (!(error instanceof ApiError && error.status < 500)) context.reportError(error);
      return false;
    });
  return signedInRedirect(context, accessToken, to, { keepGuestCart: !merged });
}
