import { endpoint } from '@seed/contract/endpoint';
import { DomainError } from '@seed/domain/errors';
import type { StaffRole } from '@seed/domain/staff-permissions';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { AuthUser } from '../modules/auth/service';
import { errorsPlugin } from '../plugins/errors';
import { serve } from './serve';

const tags = ['test'];
const Reply = z.object({ id: z.number() });
const own = endpoint({
  method: 'POST',
  path: '/things/:id',
  summary: 'A signed-in write',
  tags,
  access: 'signedIn',
  params: z.strictObject({ id: z.coerce.number().int() }),
  body: z.strictObject({ name: z.string() }),
  reply: Reply,
  refusals: ['THING_LOCKED'],
});
const staffOnly = endpoint({
  method: 'GET',
  path: '/staff',
  summary: 'For ADMIN only',
  tags,
  access: { roles: ['ADMIN'] },
  reply: Reply,
  refusals: [],
});

const ordersDesk = endpoint({
  method: 'GET',
  path: '/orders-desk',
  summary: 'For staff with the orders permission',
  tags,
  access: { permission: 'orders' },
  reply: Reply,
  refusals: [],
});

const apps: FastifyInstance[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
});

// The API's own compilers and error handler, with the caller and their staff roles given by headers instead
// of a session.
async function appWith(handler: (name: string) => unknown) {
  const app = Fastify();
  apps.push(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorateRequest('user', null);
  app.addHook('onRequest', async (request) => {
    const role = request.headers['x-role'];
    request.user =
      typeof role === 'string' ? ({ id: 1, role, email: 'a@b.c', sessionId: 1 } as AuthUser) : null;
  });
  app.decorateRequest('staffRoles', async function (this: FastifyRequest) {
    const roles = this.headers['x-staff'];
    return typeof roles === 'string' ? (roles.split(',') as StaffRole[]) : [];
  });
  await app.register(errorsPlugin);
  serve(app, own, async (request) => {
    handler(request.body.name);
    return { id: request.params.id, userId: request.user.id };
  });
  serve(app, staffOnly, async () => ({ id: 1 }));
  serve(app, ordersDesk, async () => ({ id: 2 }));
  return app;
}

const post = (app: FastifyInstance, headers: Record<string, string>, payload: object = { name: 'x' }) =>
  app.inject({ method: 'POST', url: '/things/5', headers, payload });

describe('serve', () => {
  it('checks the input and shapes the reply from the endpoint', async () => {
    const app = await appWith(() => undefined);
    const ok = await post(app, { 'x-role': 'USER' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ id: 5 });
    const bad = await post(app, { 'x-role': 'USER' }, { name: 3 });
    expect(bad.statusCode).toBe(400);
  });

  it('asks a guest to sign in before reading the body, and refuses a role the endpoint does not name', async () => {
    const app = await appWith(() => undefined);
    const guest = await post(app, {}, { wrong: true });
    expect(guest.statusCode).toBe(401);
    expect((await app.inject({ url: '/staff', headers: { 'x-role': 'ARTIST' } })).statusCode).toBe(403);
    expect((await app.inject({ url: '/staff', headers: { 'x-role': 'ADMIN' } })).statusCode).toBe(200);
  });

  it('lets staff holding the permission in, asks a guest to sign in, and hides the desk from the others', async () => {
    const app = await appWith(() => undefined);
    const desk = (headers: Record<string, string>) => app.inject({ url: '/orders-desk', headers });
    expect((await desk({})).statusCode).toBe(401);
    expect((await desk({ 'x-role': 'USER' })).statusCode).toBe(404);
    expect((await desk({ 'x-role': 'ARTIST', 'x-staff': 'FINANCE,DESIGNER' })).statusCode).toBe(404);
    expect((await desk({ 'x-role': 'USER', 'x-staff': 'DESIGNER,OPERATIONS' })).statusCode).toBe(200);
    expect((await desk({ 'x-role': 'ADMIN' })).statusCode).toBe(200);
    const hidden = await desk({ 'x-role': 'USER', 'x-staff': 'MODERATOR' });
    const missing = await app.inject({ url: '/no-such-desk', headers: { 'x-role': 'USER' } });
    expect(hidden.json()).toEqual({ ...missing.json(), message: 'Route GET /orders-desk not found' });
    expect(missing.json().message).toBe('Route GET /no-such-desk not found');
  });

  it('answers a declared refusal with its reason and details', async () => {
    const app = await appWith(() => {
      throw new DomainError('CONFLICT', 'Locked', { reason: 'THING_LOCKED', details: { until: 3 } });
    });
    const refused = await post(app, { 'x-role': 'USER' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      statusCode: 409,
      message: 'Locked',
      code: 'CONFLICT',
      reason: 'THING_LOCKED',
      details: { until: 3 },
    });
  });

  it('fails a refusal the endpoint does not declare, in strict mode', async () => {
    const app = await appWith(() => {
      throw new DomainError('CONFLICT', 'Other', { reason: 'SOMETHING_ELSE' });
    });
    const refused = await post(app, { 'x-role': 'USER' });
    expect(process.env.SEED_STRICT_REFUSALS).toBe('1');
    expect(refused.statusCode).toBe(500);
  });
});
