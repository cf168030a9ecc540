import { ApiError, type ContractClient, createContractClient } from '@seed/contract/client';
import { ErrorBodySchema } from '@seed/contract/common';
import type { AppLoadContext } from 'react-router';
import type { z } from 'zod';
import { COOKIE, readCookie } from './cookies.server';

export { ApiError };

type Query = Record<string, string | number | undefined>;

export type ApiClient = ContractClient & {
  get<T>(path: string, schema: z.ZodType<T>, query?: Query): Promise<T>;
  /** Sends `body` as JSON; for the writes of actions. */
  post<T>(path: string, schema: z.ZodType<T>, body: unknown, query?: Query): Promise<T>;
};

/** With the other verbs the spec's calls use (the cart's PUT and DELETE, the artist portal's PATCH). */
export type FullApiClient = ApiClient & {
  put<T>(path: string, schema: z.ZodType<T>, body: unknown, query?: Query): Promise<T>;
  patch<T>(path: string, schema: z.ZodType<T>, body: unknown, query?: Query): Promise<T>;
  delete<T>(path: string, schema: z.ZodType<T>, query?: Query): Promise<T>;
};

/**
 * The web's only way to the API: its HTTP contract, through the host's `apiFetch`. Every call carries the
 * visitor's deviceId and currency (spec §7), the page language, and the session as a bearer token.
 * Replies are validated, so a contract drift fails loudly here rather than as a broken page.
 */
export function createApiClient(
  request: Request,
  context: Pick<AppLoadContext, 'apiFetch'>,
  locale: string,
): FullApiClient {
  const accessToken = readCookie(request, COOKIE.accessToken);
  const headers: HeadersInit = accessToken ? { Authorization: `Bearer ${accessToken}` } : {};
  const base: Query = {
    deviceId: readCookie(request, COOKIE.deviceId),
    currency: readCookie(request, COOKIE.currency),
    locale,
  };

  async function send<T>(
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    path: string,
    schema: z.ZodType<T>,
    query?: Query,
    body?: unknown,
  ) {
    const response = await context.apiFetch(withQuery(path, { ...base, ...query }), {
      method,
      headers: body === undefined ? headers : { ...headers, 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: request.signal,
    });
    // A proxy's HTML error page is not JSON; the status still tells what happened.
    const reply: unknown = await response.json().catch(() => undefined);
    if (!response.ok) {
      const error = ErrorBodySchema.safeParse(reply);
      const message = error.success
        ? error.data.message
        : `API replied ${response.status} to ${method} ${path}`;
      const code = error.success ? error.data.code : undefined;
      throw new ApiError(response.status, message, code, error.success ? error.data.reason : undefined);
    }
    return schema.parse(reply);
  }

  const contract = createContractClient({
    baseQuery: base as Record<string, string | undefined>,
    checkReplies: process.env.NODE_ENV !== 'production',
    send: async ({ method, url, body }) => {
      const json = typeof body === 'string';
      const response = await context.apiFetch(url, {
        method,
        headers: json ? { ...headers, 'Content-Type': 'application/json' } : headers,
        body,
        signal: request.signal,
      });
      // A proxy's HTML error page is not JSON; the status still tells what happened.
      return { status: response.status, body: await response.json().catch(() => undefined) };
    },
  });

  return {
    call: contract.call,
    get: (path, schema, query) => send('GET', path, schema, query),
    post: (path, schema, body, query) => send('POST', path, schema, query, body),
    put: (path, schema, body, query) => send('PUT', path, schema, query, body),
    patch: (path, schema, body, query) => send('PATCH', path, schema, query, body),
    delete: (path, schema, query) => send('DELETE', path, schema, query),
  };
}

function withQuery(path: string, query: Query): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(name, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}
