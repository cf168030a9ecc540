import fastifyCookie from '@fastify/cookie';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { responseCachePlugin } from './response-cache';

describe('response cache', () => {
  const app = Fastify();
  let calls = 0;
  beforeAll(async () => {
    await app.register(fastifyCookie);
    await app.register(responseCachePlugin);
    app.get('/list', { config: { cacheSeconds: 1 } }, async (request) => {
      calls += 1;
      return { calls, query: request.query };
    });
    app.get('/broken', { config: { cacheSeconds: 60 } }, async (_request, reply) => {
      calls += 1;
      return reply.status(503).send({ calls });
    });
    app.get('/private', async () => ({ calls: ++calls }));
  });
  afterAll(() => app.close());

  it('answers a repeated anonymous GET from memory, whatever the deviceId', async () => {
    const first = await app.inject('/list?currency=USD&deviceId=a');
    const second = await app.inject('/list?deviceId=b&currency=USD');
    expect(first.headers['x-cache']).toBe('MISS');
    expect(second.headers['x-cache']).toBe('HIT');
    expect(second.json()).toEqual(first.json());
    expect(second.headers['cache-control']).toBe('public, max-age=1');
  });

  it('answers `Cache-Control: no-cache` afresh, and keeps that answer for the next caller', async () => {
    const before = calls;
    await app.inject('/list?fresh=1');
    const fresh = await app.inject({ url: '/list?fresh=1', headers: { 'cache-control': 'no-cache' } });
    expect(fresh.headers['x-cache']).toBe('MISS');
    expect(calls).toBe(before + 2);
    const next = await app.inject('/list?fresh=1');
    expect(next.headers['x-cache']).toBe('HIT');
    expect(next.json()).toEqual(fresh.json());
  });

  it('keeps answers apart by the parameters that change them', async () => {
    const kwd = await app.inject('/list?currency=KWD');
    expect(kwd.headers['x-cache']).toBe('MISS');
    expect(kwd.json().query).toEqual({ currency: 'KWD' });
  });

  it('never serves or stores answers for a signed-in caller', async () => {
    const before = calls;
    const withToken = await app.inject({ url: '/list?currency=USD', headers: { authorization: 'Bearer t' } });
    const withCookie = await app.inject({ url: '/list?currency=USD', cookies: { accessToken: 't' } });
    expect(withToken.headers['x-cache']).toBeUndefined();
    expect(withCookie.headers['x-cache']).toBeUndefined();
    expect(calls).toBe(before + 2);
  });

  it('does not cache errors or routes that did not opt in', async () => {
    const before = calls;
    await app.inject('/broken');
    await app.inject('/broken');
    await app.inject('/private');
    await app.inject('/private');
    expect(calls).toBe(before + 4);
  });

  it('forgets an answer after the route’s seconds', async () => {
    await app.inject('/list?expiry=1');
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect((await app.inject('/list?expiry=1')).headers['x-cache']).toBe('MISS');
  });
});
