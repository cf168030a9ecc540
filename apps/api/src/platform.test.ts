import { BaseQuerySchema } from '@seed/contract/common';
import { endpoint } from '@seed/contract/endpoint';
import { users } from '@seed/db/schema/users';
import { createTestDatabase, type TestDatabase, testDatabaseKinds } from '@seed/db/test-database';
import { DomainError } from '@seed/domain/errors';
import { FolderStore } from '@seed/media/folder-store';
import { eq } from 'drizzle-orm';
import Fastify, { type FastifyInstance, type InjectOptions } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { apiPlugin } from './app';
import { loadConfig } from './config';
import { serve } from './http/serve';
import { createSession } from './test/api';

const me = endpoint({
  method: 'GET',
  path: '/test/me',
  summary: 'The caller',
  tags: ['test'],
  access: 'signedIn',
  reply: z.object({ id: z.number(), role: z.string(), email: z.string(), sessionId: z.number() }),
  refusals: [],
});
const adminOnly = endpoint({
  method: 'GET',
  path: '/test/admin',
  summary: 'For ADMIN only',
  tags: ['test'],
  access: { roles: ['ADMIN'] },
  reply: z.object({ ok: z.boolean() }),
  refusals: [],
});

// Deliberate failures and guarded routes, mounted inside the API plugin so its handlers apply to them.
function testRoutes(api: FastifyInstance) {
  const routes = api.withTypeProvider<ZodTypeProvider>();
  routes.get('/test/bug', async () => {
    throw new Error('secret connection string postgres://u:p@db');
  });
  routes.get('/test/conflict', async () => {
    throw new DomainError('OUT_OF_STOCK', 'Only 2 left');
  });
  serve(api, me, async (request) => request.user);
  serve(api, adminOnly, async () => ({ ok: true }));
  routes.get('/test/context', { schema: { querystring: BaseQuerySchema } }, async (request) => request.ctx);
  routes.post(
    '/test/echo',
    {
      schema: {
        querystring: BaseQuerySchema.extend({ limit: z.coerce.number() }),
        body: z.object({ a: z.string() }),
      },
    },
    async (request) => request.body,
  );
}

describe.each(testDatabaseKinds())('API platform on %s', (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let userId: number;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    const config = loadConfig({ NODE_ENV: 'test', RATE_LIMIT_PER_MINUTE: '5', MEDIA_DIR: '/nonexistent' });
    app = Fastify();
    await app.register(
      async (api) => {
        await apiPlugin(api, { db: database.db, store: new FolderStore(config.MEDIA_DIR), config });
        testRoutes(api);
      },
      { prefix: '/api' },
    );
    await app.ready();
    const [user] = await database.db
      .insert(users)
      .values({ email: 'sara@example.com', firstName: 'Sara' })
      .returning({ id: users.id });
    userId = user!.id;
  });

  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  // Every request from a new address, so the low rate limit of this suite only bites where it is tested.
  let address = 0;
  const call = (options: InjectOptions) => app.inject({ remoteAddress: `10.0.0.${++address}`, ...options });

  it('answers the health check after asking the database', async () => {
    const reply = await call({ url: '/api/health' });
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toEqual({ status: 'ok', database: 'ok' });
    expect(reply.headers['x-request-id']).toBeTruthy();
  });

  it('answers unknown /api paths with a 404 JSON body', async () => {
    const reply = await call({ url: '/api/nope?currency=USD' });
    expect(reply.statusCode).toBe(404);
    expect(reply.json()).toEqual({
      statusCode: 404,
      message: 'Route GET /api/nope not found',
      code: 'NOT_FOUND',
    });
  });

  it('hides the internals of a bug behind a 500', async () => {
    const reply = await call({ url: '/api/test/bug' });
    expect(reply.statusCode).toBe(500);
    expect(reply.json()).toEqual({ statusCode: 500, message: 'Internal Server Error' });
    expect(reply.body).not.toContain('postgres');
  });

  it('maps domain error codes to statuses', async () => {
    const reply = await call({ url: '/api/test/conflict' });
    expect(reply.statusCode).toBe(409);
    expect(reply.json()).toEqual({ statusCode: 409, message: 'Only 2 left', code: 'OUT_OF_STOCK' });
  });

  it('names the field of a validation failure', async () => {
    const reply = await call({ method: 'POST', url: '/api/test/echo?limit=abc', payload: { a: 'x' } });
    expect(reply.statusCode).toBe(400);
    expect(reply.json().code).toBe('INVALID_DATA');
    expect(reply.json().message).toMatch(/^querystring\.limit: /);
    const body = await call({ method: 'POST', url: '/api/test/echo?limit=1', payload: { a: 1 } });
    expect(body.json().message).toMatch(/^body\.a: /);
  });

  it("keeps the status of Fastify's own client errors", async () => {
    const reply = await call({
      method: 'POST',
      url: '/api/test/echo?limit=1',
      headers: { 'content-type': 'application/json' },
      payload: '{"a":',
    });
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toMatchObject({ statusCode: 400, code: 'INVALID_DATA' });
    const unsupported = await call({
      method: 'POST',
      url: '/api/test/echo?limit=1',
      headers: { 'content-type': 'application/x-nope' },
      payload: 'a',
    });
    expect(unsupported.statusCode).toBe(415);
    expect(unsupported.json().message).toBeTruthy();
  });

  it('reads deviceId, currency and locale on every request, ignoring bad values', async () => {
    const good = await call({ url: '/api/test/context?deviceId=abc&currency=usd&locale=en' });
    expect(good.json()).toEqual({ deviceId: 'abc', currency: 'USD', locale: 'en' });
    const bad = await call({
      url: `/api/test/context?deviceId=${'x'.repeat(101)}&currency=XYZ`,
      headers: { 'accept-language': 'fr-FR,en;q=0.8' },
    });
    expect(bad.json()).toEqual({ deviceId: null, currency: 'KWD', locale: 'en' });
    expect((await call({ url: '/api/test/context' })).json().locale).toBe('ar');
  });

  it('resolves a bearer token or the accessToken cookie to the user', async () => {
    const token = await createSession(database.db, userId);
    const bearer = await call({ url: '/api/test/me', headers: { authorization: `Bearer ${token}` } });
    expect(bearer.statusCode).toBe(200);
    expect(bearer.json()).toEqual({
      id: userId,
      role: 'USER',
      email: 'sara@example.com',
      sessionId: expect.any(Number),
    });
    const cookie = await call({ url: '/api/test/me', cookies: { accessToken: token } });
    expect(cookie.json().id).toBe(userId);
  });

  it('refuses revoked, expired, unknown and missing tokens with 401', async () => {
    const revoked = await createSession(database.db, userId, { revoked: true });
    const expired = await createSession(database.db, userId, { expired: true });
    for (const token of [revoked, expired, 'not-a-token']) {
      const reply = await call({ url: '/api/test/me', headers: { authorization: `Bearer ${token}` } });
      expect(reply.statusCode).toBe(401);
      expect(reply.json().code).toBe('UNAUTHORIZED');
    }
    expect((await call({ url: '/api/test/me' })).statusCode).toBe(401);
  });

  it('refuses an inactive user and checks roles', async () => {
    const token = await createSession(database.db, userId);
    const forbidden = await call({ url: '/api/test/admin', headers: { authorization: `Bearer ${token}` } });
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().code).toBe('FORBIDDEN');
    await database.db.update(users).set({ role: 'ADMIN' }).where(eq(users.id, userId));
    const admin = await call({ url: '/api/test/admin', headers: { authorization: `Bearer ${token}` } });
    expect(admin.statusCode).toBe(200);
    await database.db.update(users).set({ isActive: false }).where(eq(users.id, userId));
    const inactive = await call({ url: '/api/test/admin', headers: { authorization: `Bearer ${token}` } });
    expect(inactive.statusCode).toBe(401);
  });

  it('serves the OpenAPI document at /api/docs/json and the UI at /api/docs', async () => {
    const reply = await call({ url: '/api/docs/json' });
    expect(reply.statusCode).toBe(200);
    expect(reply.json().paths).toHaveProperty('/api/health');
    expect((await call({ url: '/api/docs' })).statusCode).toBe(200);
  });

  it('limits the request rate per client address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const reply = await app.inject({ url: '/api/test/context', remoteAddress: '10.9.9.9' });
      statuses.push(reply.statusCode);
      if (reply.statusCode === 429)
        expect(reply.json()).toMatchObject({ statusCode: 429, code: 'RATE_LIMITED' });
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });
});
