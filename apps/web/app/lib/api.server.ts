import { ApiError, type ContractClient, createContractClient, endpointUrl } from '@seed/contract/client';
import type { CallInput, Endpoint } from '@seed/contract/endpoint';
import type { AppLoadContext } from 'react-router';
import { COOKIE, readCookie } from './cookies.server';
import type { ApiFetch } from './load-context';

export { ApiError };

/** The web's client of the API: every call is an endpoint of the contract (`api.call(cart.bag)`). */
export type ApiClient = ContractClient;

type Over = {
  /** The visitor's deviceId, currency and language, added to every call's query. */
  baseQuery: Record<string, string | undefined>;
  headers?: Record<string, string>;
  signal?: AbortSignal;
};

/**
 * The contract's client over the host's `apiFetch` (fastify.inject in the one-process server, HTTP in a
 * split deployment). Replies are checked against the contract outside production, so a drift fails a test.
 */
export function apiClientOver(apiFetch: ApiFetch, { baseQuery, headers = {}, signal }: Over): ApiClient {
  return createContractClient({
    baseQuery,
    checkReplies: process.env.NODE_ENV !== 'production',
    send: async ({ method, url, body }) => {
      const response = await apiFetch(url, {
        method,
        headers: typeof body === 'string' ? { ...headers, 'Content-Type': 'application/json' } : headers,
        body,
        signal,
      });
      // A proxy's HTML error page is not JSON; the status still tells what happened.
      return { status: response.status, body: await response.json().catch(() => undefined) };
    },
  });
}

function visitorOf(request: Request, locale: string) {
  const accessToken = readCookie(request, COOKIE.accessToken);
  return {
    baseQuery: {
      deviceId: readCookie(request, COOKIE.deviceId),
      currency: readCookie(request, COOKIE.currency),
      locale,
    },
    headers: accessToken ? { Authorization: `Bearer ${accessToken}` } : ({} as Record<string, string>),
  };
}

/**
 * A GET endpoint whose reply is not JSON (a CSV export), fetched as the visitor, its Response handed back
 * as it came so a resource route can pass the body through without reading it all.
 */
export function fetchFromApi<E extends Endpoint & { method: 'GET' }>(
  request: Request,
  context: Pick<AppLoadContext, 'apiFetch'>,
  locale: string,
  endpoint: E,
  input: CallInput<E>,
): Promise<Response> {
  const { baseQuery, headers } = visitorOf(request, locale);
  return context.apiFetch(endpointUrl(endpoint, input, baseQuery), { headers, signal: request.signal });
}

/**
 * The client of a page's loader or action: every call carries the visitor's deviceId and currency (spec §7),
 * the page language, and the session as a bearer token.
 */
export function createApiClient(
  request: Request,
  context: Pick<AppLoadContext, 'apiFetch'>,
  locale: string,
): ApiClient {
  return apiClientOver(context.apiFetch, { ...visitorOf(request, locale), signal: request.signal });
}

/**
 * A client without the session, for store-wide answers that are the same for every visitor (the cart's
 * offers): sent anonymously, the API's response cache may answer them, which it never does for a signed-in
 * call. Never for an endpoint whose reply depends on who asks.
 */
export function createSharedApiClient(
  request: Request,
  context: Pick<AppLoadContext, 'apiFetch'>,
  locale: string,
): ApiClient {
  const { baseQuery } = visitorOf(request, locale);
  return apiClientOver(context.apiFetch, { baseQuery, signal: request.signal });
}
