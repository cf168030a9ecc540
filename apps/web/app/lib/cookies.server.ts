import { type Currency, parseCurrency } from '@seed/domain/currency';

// Cookies shared with the API's clients: plain values, so the mobile apps and the web read them alike.
export const COOKIE = {
  locale: 'locale',
  currency: 'currency',
  deviceId: 'deviceId',
  accessToken: 'accessToken',
} as const;

const LOCALE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;
// Spec §9: 34,560,000 s.
const CURRENCY_MAX_AGE_SECONDS = 400 * 24 * 60 * 60;

export function readCookie(request: Request, name: string): string | undefined {
  const header = request.headers.get('Cookie');
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

/** The visitor's currency: a missing or stale cookie means the default. */
export function requestCurrency(request: Request): Currency {
  return parseCurrency(readCookie(request, COOKIE.currency));
}
