import { randomUUID } from 'node:crypto';
import { currency } from '@seed/contract/currency';
import { apiClientOver } from './api.server';
import {
  COOKIE,
  cookieOf,
  currencyCookie,
  currencyLockCookie,
  deviceIdCookie,
  readCookie,
} from './cookies.server';
import type { ApiFetch } from './load-context';

export type Visitor = {
  /** The Cookie header the page's loaders and actions see: the request's, with the cookies made now. */
  cookieHeader: string;
  /** Set-Cookie values for the reply. */
  setCookies: string[];
};

/**
 * Run by the host before React Router handles a request, so that the first request's own API calls already
 * carry what it makes. Every visitor gets a deviceId at once (spec §7: every call carries one). While the
 * currency is not locked (spec §9), a page load asks the API for the currency of the visitor's address
 * (`currency/client`) and follows it; once the shopper picks a currency, the lock keeps their choice.
 */
export async function prepareVisitor(
  cookieHeader: string | undefined,
  { pageLoad, secure }: { pageLoad: boolean; secure: boolean },
  apiFetch: ApiFetch,
): Promise<Visitor> {
  const made = new Map<string, string>();
  const setCookies: string[] = [];

  let deviceId = cookieOf(cookieHeader, COOKIE.deviceId);
  if (!deviceId) {
    deviceId = randomUUID();
    made.set(COOKIE.deviceId, deviceId);
    setCookies.push(deviceIdCookie(deviceId, secure));
  }

  const current = cookieOf(cookieHeader, COOKIE.currency);
  const lock = cookieOf(cookieHeader, COOKIE.currencyLock);
  // A currency cookie without a lock was picked before the lock existed: the shopper's choice, kept.
  const locked = lock === 't' || (lock === undefined && current !== undefined);
  if (pageLoad && !locked) {
    const suggested = await suggestedCurrency(apiFetch, deviceId);
    if (suggested && (suggested !== current || lock === undefined)) {
      made.set(COOKIE.currency, suggested);
      setCookies.push(currencyCookie(suggested), currencyLockCookie(false));
    }
  }

  return { cookieHeader: withCookies(cookieHeader, made), setCookies };
}

// A lookup that fails leaves the currency as it is: a page must not fail for a suggestion.
// Asked before the request has a load context, so through the contract's client over the host's fetch.
async function suggestedCurrency(apiFetch: ApiFetch, deviceId: string) {
  const api = apiClientOver(apiFetch, { baseQuery: { deviceId } });
  try {
    return (await api.call(currency.forCaller)).currency;
  } catch {
    return null;
  }
}

function withCookies(header: string | undefined, made: Map<string, string>): string {
  const kept = (header ?? '')
    .split(';')
    .map((pair) => pair.trim())
    .filter((pair) => pair !== '' && !made.has(pair.slice(0, pair.indexOf('=')).trim()));
  return [...kept, ...[...made].map(([name, value]) => `${name}=${encodeURIComponent(value)}`)].join('; ');
}

/**
 * A request whose calls to the API carry a deviceId, which the API client reads from its cookies: one that
 * came without (a caller the host did not prepare) gets a new one here, with the Set-Cookie that keeps it.
 */
export function withDeviceId(
  request: Request,
  secure: boolean,
): { request: Request; setCookie: string | null } {
  if (readCookie(request, COOKIE.deviceId)) return { request, setCookie: null };
  const deviceId = randomUUID();
  const headers = new Headers(request.headers);
  headers.set(
    'Cookie',
    withCookies(request.headers.get('Cookie') ?? undefined, new Map([[COOKIE.deviceId, deviceId]])),
  );
  return {
    request: new Request(request.url, { headers, signal: request.signal }),
    setCookie: deviceIdCookie(deviceId, secure),
  };
}
