import fastifyCookie from '@fastify/cookie';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChangeFeed, ChangeListener } from '../http/cache-invalidation';
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

describe('response cache and announced changes', () => {
  const app = Fastify();
  const listeners = new Set<ChangeListener>();
  const announce = (...tags: string[]) => {
    for (const listener of listeners) listener(new Set(tags));
  };
  const changes: ChangeFeed = {
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    settle: async () => {},
    close: async () => {},
  };
  let release: () => void = () => {};
  let holdNext = true;
  beforeAll(async () => {
    await app.register(fastifyCookie);
    await app.register(responseCachePlugin, { changes });
    app.get('/item/:id', { config: { cacheSeconds: 60 } }, async (request) => {
      const { id } = request.params as { id: string };
      request.cacheTags = [`product:${id}`];
      if (id === 'slow' && holdNext) {
        holdNext = false;
        await new Promise<void>((resolve) => (release = resolve));
      }
      return { id };
    });
    app.get('/list', { config: { cacheSeconds: 60 } }, async () => ({ list: true }));
  });
  afterAll(() => app.close());
  const cached = async (url: string) => (await app.inject(url)).headers['x-cache'];

  it('drops the replies tagged with what changed, and untagged ones with the catalogue', async () => {
    for (const url of ['/item/1', '/item/2', '/list']) await app.inject(url);
    announce('product:1');
    expect(await cached('/item/1')).toBe('MISS');
    expect(await cached('/item/2')).toBe('HIT');
    expect(await cached('/list')).toBe('HIT');
    announce('catalogue');
    expect(await cached('/list')).toBe('MISS');
    expect(await cached('/item/2')).toBe('HIT');
    announce('*');
    expect(await cached('/item/2')).toBe('MISS');
  });

  it('does not store a reply read before a change announced while it was made', async () => {
    const pending = app.inject('/item/slow');
    await new Promise((resolve) => setTimeout(resolve, 20));
    announce('product:slow');
    release();
    expect((await pending).headers['x-cache']).toBe('MISS');
    expect(await cached('/item/slow')).toBe('MISS');
  });
});
