import { randomUUID } from 'node:crypto';
import { users } from '@seed/db/schema/users';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession, createTestApi, type TestApi } from './test/api';
import { insertCatalog } from './test/fixtures';
import {
  type FuzzRequest,
  type Identity,
  listOperations,
  type OpenApiDocument,
  type Operation,
  requestsFor,
} from './test/fuzz/requests';

// Requests in all, spread over the operations; FUZZ_RUNS=20000 for a long run. FUZZ_SEED replays a run,
// FUZZ_ONLY="POST /api/auth/sign-up" narrows it to the operations whose "METHOD path" contains the text.
const RUNS = Number(process.env.FUZZ_RUNS ?? 800);
const SEED = Number(process.env.FUZZ_SEED ?? 20261125);
const ONLY = process.env.FUZZ_ONLY;
const REQUEST_TIMEOUT_MS = 10_000;

const label = (operation: Operation) => `${operation.method} ${operation.path}`;

// The same operation gets the same seed whatever else the document lists, so a failure replays alone.
function seedOf(operation: Operation): number {
  let hash = SEED;
  for (const char of label(operation)) hash = (Math.imul(hash, 31) + char.charCodeAt(0)) | 0;
  return hash;
}

describe('OpenAPI-driven fuzz of the API', () => {
  let api: TestApi;
  let document: OpenApiDocument;

  beforeAll(async () => {
    api = await createTestApi('pglite');
    await insertCatalog(api.db);
    document = (await api.app.inject({ url: '/api/docs/json' })).json();
  });
  afterAll(() => api?.close());

  // A shopper and an admin of their own for each operation: one operation may log out or delete its caller.
  async function callers(): Promise<Record<Identity, Record<string, string>>> {
    const [shopper, admin] = await api.db
      .insert(users)
      .values([
        { role: 'USER' as const, email: `shopper-${randomUUID()}@example.com` },
        { role: 'ADMIN' as const, email: `admin-${randomUUID()}@example.com` },
      ])
      .returning({ id: users.id });
    return {
      anonymous: {},
      shopper: { authorization: `Bearer ${await createSession(api.db, shopper!.id)}` },
      admin: { authorization: `Bearer ${await createSession(api.db, admin!.id)}` },
      'forged token': {
        authorization: `Bearer ${'f'.repeat(43)}`,
        cookie: 'accessToken=%00%ff; deviceId=../',
      },
    };
  }

  async function send(
    request: FuzzRequest,
    headers: Record<string, string>,
  ): Promise<LightMyRequestResponse> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new Error(`no answer in ${REQUEST_TIMEOUT_MS} ms`)),
        REQUEST_TIMEOUT_MS,
      );
    });
    const contentType = request.contentType ? { 'content-type': request.contentType } : {};
    try {
      return await Promise.race([
        api.app.inject({
          method: request.method as 'GET',
          url: request.url,
          headers: { ...headers, ...contentType },
          payload: request.payload,
        }),
        timeout,
      ]);
    } finally {
      clearTimeout(timer);
    }
  }

  it(
    'answers every operation with no 5xx and no hang',
    async () => {
      const operations = listOperations(document).filter(
        (operation) => !ONLY || label(operation).includes(ONLY),
      );
      expect(operations.length).toBeGreaterThan(ONLY ? 0 : 100);
      const components = document.components?.schemas ?? {};
      const numRuns = Math.max(1, Math.ceil(RUNS / operations.length));
      const failures: string[] = [];
      for (const operation of operations) {
        const headers = await callers();
        let failed = '';
        const property = fc.asyncProperty(requestsFor(operation, components), async (request) => {
          const response = await send(request, headers[request.identity]);
          if (response.statusCode >= 500) {
            failed = `${response.statusCode} to ${request.identity}: ${request.method} ${request.url.slice(0, 300)} ${request.contentType ?? ''} ${String(request.payload ?? '').slice(0, 500)}`;
            throw new Error(failed);
          }
        });
        try {
          await fc.assert(property, { seed: seedOf(operation), numRuns, endOnFailure: true });
        } catch (error) {
          failures.push(
            `${label(operation)} (seed ${seedOf(operation)}): ${failed || (error as Error).message}`,
          );
        }
      }
      expect(failures).toEqual([]);
    },
    120_000 + RUNS * 100,
  );

  it('is still healthy afterwards', async () => {
    const health = await api.app.inject({ url: '/api/health' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toMatchObject({ status: 'ok' });
  });
});
