import { createContractClient, type Incoming, type Outgoing } from '@seed/contract/client';
import type { ApiClient } from './api.server';

/**
 * For unit tests: the web's client over a fake transport that answers each request with `answer` and records
 * what was sent. Inputs and replies are checked against the contract as in development, so a fixture that
 * drifts from the contract fails the test.
 */
export function fakeTransportApi(answer: (request: Outgoing) => Incoming | Promise<Incoming>) {
  const sent: Outgoing[] = [];
  const api: ApiClient = createContractClient({
    baseQuery: {},
    checkReplies: true,
    send: async (request) => {
      sent.push(request);
      return answer(request);
    },
  });
  return { api, sent };
}
