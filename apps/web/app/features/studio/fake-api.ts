import { createContractClient, type Incoming } from '@seed/contract/client';

/** Answers a test's calls by path (without the query); an unknown path is the API's 404. */
export type FakeReplies = Record<string, Incoming>;

/**
 * A client of the contract over a fake transport, for the studio's loader tests: inputs and replies are
 * checked as in development, so a fixture that drifts from the contract fails the test. `sent` records
 * each call's path and query.
 */
export function fakeApi(replies: FakeReplies) {
  const sent: string[] = [];
  const api = createContractClient({
    baseQuery: {},
    checkReplies: true,
    send: async ({ url }) => {
      sent.push(url);
      return (
        replies[url.split('?')[0] ?? ''] ?? {
          status: 404,
          body: { statusCode: 404, code: 'NOT_FOUND', message: 'Not found' },
        }
      );
    },
  });
  return { api, sent };
}
