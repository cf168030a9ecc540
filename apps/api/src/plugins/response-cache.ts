import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { LRUCache } from 'lru-cache';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Anonymous GETs of this route may be answered from memory for this many seconds. */
    cacheSeconds?: number;
  }
  interface FastifyInstance {
    /** Forgets every stored answer of this replica: for a change its owner must see at once. */
    clearResponseCache(): void;
  }
}

type Entry = { body: string | Buffer; contentType: string };

// The query parameters that never change a public catalogue answer; keeping them in the key would give every
// visitor a cache of their own.
const IGNORED_PARAMS = ['deviceId'];

function cacheKey(request: FastifyRequest): string {
  const url = new URL(request.url, 'http://cache.key');
  for (const name of IGNORED_PARAMS) url.searchParams.delete(name);
  url.searchParams.sort();
  return `${url.pathname}?${url.searchParams}`;
}

// A signed-in caller may see more (an admin, a shopper's own designs), so only anonymous requests share answers.
function secondsFor(request: FastifyRequest): number {
  if (request.method !== 'GET' || request.headers.authorization || request.cookies?.accessToken) return 0;
  return request.routeOptions.config?.cacheSeconds ?? 0;
}

function wantsFresh(request: FastifyRequest): boolean {
  return /\bno-cache\b/i.test(request.headers['cache-control'] ?? '');
}

/**
 * Public catalogue answers (lists, categories, banners…) are the same for every anonymous visitor of a URL,
 * so they are kept in memory for a few seconds: a lookup instead of queries and serialisation. Changes by
 * artists and admins show after at most the route's seconds; each replica keeps its own cache. Errors are
 * never cached. Register after the auth plugin, which parses the cookies this reads.
 */
export const responseCachePlugin = fp(async (app: FastifyInstance, options: { maxEntries?: number }) => {
  const cache = new LRUCache<string, Entry>({ max: options.maxEntries ?? 5000 });
  app.decorate('clearResponseCache', () => cache.clear());

  // preValidation, not onRequest: the rate limit (a per-route onRequest hook) must count cached answers too.
  app.addHook('preValidation', async (request, reply) => {
    const seconds = secondsFor(request);
    // `Cache-Control: no-cache` asks for a fresh answer (RFC 9111 §5.2.1.4); it is still stored for others.
    if (seconds === 0 || wantsFresh(request)) return;
    const hit = cache.get(cacheKey(request));
    if (!hit) return;
    reply.header('content-type', hit.contentType).header('cache-control', `public, max-age=${seconds}`);
    return reply.header('x-cache', 'HIT').send(hit.body);
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const seconds = secondsFor(request);
    if (seconds === 0 || reply.statusCode !== 200 || reply.getHeader('x-cache') === 'HIT') return payload;
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    cache.set(
      cacheKey(request),
      { body: payload, contentType: String(reply.getHeader('content-type')) },
      { ttl: seconds * 1000 },
    );
    reply.header('cache-control', `public, max-age=${seconds}`).header('x-cache', 'MISS');
    return payload;
  });
});
