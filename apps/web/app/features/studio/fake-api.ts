import type { Incoming } from '@seed/contract/client';
import { fakeTransportApi } from '../../lib/fake-api';

/** Answers a test's calls by path (without the query); an unknown path is the API's 404. */
export type FakeReplies = Record<string, Incoming>;

/**
 * A client of the contract over a fake transport, for the studio's loader tests: inputs and replies are
 * checked as in development, so a fixture that drifts from the contract fails the test.
 */
export function fakeApi(replies: FakeReplies) {
  return fakeTransportApi(
    ({ url }) =>
      replies[url.split('?')[0] ?? ''] ?? {
        status: 404,
        body: { statusCode: 404, code: 'NOT_FOUND', message: 'Not found' },
      },
  );
}
