import { SESSION_MAX_AGE_SECONDS } from '@seed/domain/auth-session';
import { type Currency, parseCurrency } from '@seed/domain/currency';

// Cookies shared with the API's clients: plain values, so the mobile apps and the web read them alike.
export const COOKIE = {
  locale: 'locale',
  currency: 'currency',
  currencyLock: 'currencyLock',
  deviceId: 'deviceId',
  accessToken: 'accessToken',
} as const;

const LOCALE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;
// Spec §9: 34,560,000 s.
const CURRENCY_MAX_AGE_SECONDS = 400 * 24 * 60 * 60;

export function readCookie(request: Request, name: string): string | undefined {
  return cookieOf(request.headers.get('Cookie'), name);
}

/** One cookie's value in a Cookie header. */
export function cookieOf(header: string | null | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const pair of header.split(';')) {
    const eq = pair.indexOf('=');
    if (eq > 0 && pair.slice(0, eq).trim() === name) {
      try {
        return decodeURIComponent(pair.slice(eq + 1).trim());
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

export function localeCookie(locale: string): string {
  return `${COOKIE.locale}=${locale}; Path=/; Max-Age=${LOCALE_MAX_AGE_SECONDS}; SameSite=Lax`;
}

export function currencyCookie(currency: Currency): string {
  return `${COOKIE.currency}=${currency}; Path=/; Max-Age=${CURRENCY_MAX_AGE_SECONDS}; SameSite=Lax`;
}

/**
 * Spec §9's currency lock (default `f`, 400 days): `t` once the shopper has picked a currency, so that the
 * currency suggested for their address no longer replaces it; `f` while the currency is the suggestion.
 */
export function currencyLockCookie(locked: boolean): string {
  return `${COOKIE.currencyLock}=${locked ? 't' : 'f'}; Path=/; Max-Age=${CURRENCY_MAX_AGE_SECONDS}; SameSite=Lax`;
}

// Spec §9: about 400 days, like the currency.
const DEVICE_ID_MAX_AGE_SECONDS = 400 * 24 * 60 * 60;

// Over https only where the store is served so (context.secureCookies): a cookie that signs in must not
// cross a network in the clear. The names stay as the API's clients know them (decision 0025).
const secureAttribute = (secure: boolean) => (secure ? '; Secure' : '');

/**
 * A guest's device id, which keys their searches and their customised items on the API, so it is kept
 * like a credential. Scripts never read it.
 */
export function deviceIdCookie(deviceId: string, secure: boolean): string {
  return `${COOKIE.deviceId}=${deviceId}; Path=/; Max-Age=${DEVICE_ID_MAX_AGE_SECONDS}; SameSite=Lax; HttpOnly${secureAttribute(secure)}`;
}

/**
 * The session's opaque token (spec §9: 400 days). HttpOnly, so a script injected into a page cannot steal
 * it; SameSite=Lax, so other sites cannot post with it; Secure in production. `null` removes it (logout, a
 * refused token).
 */
export function accessTokenCookie(token: string | null, secure: boolean): string {
  const attributes = `Path=/; SameSite=Lax; HttpOnly${secureAttribute(secure)}`;
  return token === null
    ? `${COOKIE.accessToken}=; ${attributes}; Max-Age=0`
    : `${COOKIE.accessToken}=${token}; ${attributes}; Max-Age=${SESSION_MAX_AGE_SECONDS}`;
}

/** The visitor's currency: a missing or stale cookie means the default. */
export function requestCurrency(request: Request): Currency {
  return parseCurrency(readCookie(request, COOKIE.currency));
}
