import type { Media } from '@seed/contract/media';
import type { ApiClient } from '../../lib/api.server';
import { fakeTransportApi } from '../../lib/fake-api';

/** A call the fake API was asked: its path and its own query (the visitor's fields are not sent). */
export type FakeCall = { method: string; path: string; query: Record<string, string> };

/**
 * For unit tests: the web's client over an API that answers each path with the given body (an Error is
 * thrown as the transport's failure), recording the calls. Replies are checked against the contract, as in
 * development, so a fixture that drifts from the contract fails the test.
 */
export function fakeApi(bodies: Record<string, unknown>, calls: FakeCall[] = []): ApiClient {
  return fakeTransportApi(({ method, url }) => {
    const { pathname, searchParams } = new URL(url, 'http://api.test');
    calls.push({ method, path: pathname, query: Object.fromEntries(searchParams) });
    const body = bodies[pathname];
    if (body instanceof Error) throw body;
    if (body === undefined) {
      return { status: 404, body: { statusCode: 404, message: 'No fixture', code: 'NOT_FOUND' } };
    }
    return { status: 200, body };
  }).api;
}

/** A media row of the API with its three variants' addresses. */
export function fakeMedia(name: string, id = 1): Media {
  return {
    id,
    pathname: `m/${name}.webp`,
    filename: `${name}.webp`,
    foldersName: 'm',
    url: { small: `/media/m/small_${name}.webp`, medium: `/media/m/medium_${name}.webp`, large: null },
  };
}
