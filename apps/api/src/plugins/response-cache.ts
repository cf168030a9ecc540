import { cacheTags } from '@seed/db/cache-changes';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { LRUCache } from 'lru-cache';
import type { ChangeFeed } from '../http/cache-invalidation';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Anonymous GETs of this route may be answered from memory for this many seconds. */
    cacheSeconds?: number;
  }
  interface FastifyRequest {
    /**
     * What this reply shows, for dropping it when that changes (`cacheTags` of @seed/db/cache-changes); a
     * handler that sets none is dropped by any change to the catalogue or to the store's content.
     */
    cacheTags: readonly string[] | null;
    /** The cache's generation when the request came in: a reply read before a change is not stored. */
    cacheGeneration: number;
  }
}

type Entry = { body: Buffer; contentType: string; tags: readonly string[] };
type ResponseCacheOptions = { maxEntries?: number; changes?: ChangeFeed };

// The query parameters that never change a public catalogue answer; keeping them in the key would give every
// visitor a cache of their own.
const IGNORED_PARAMS = ['deviceId'];
const DEFAULT_TAGS = [cacheTags.catalogue, cacheTags.content];

// The language may come from Accept-Language instead of the query, so it is part of the key either way.
function cacheKey(request: FastifyRequest): string {
  const url = new URL(request.url, 'http://cache.key');
  for (const name of IGNORED_PARAMS) url.searchParams.delete(name);
  url.searchParams.sort();
  return `${url.pathname}?${url.searchParams}#${request.ctx?.locale ?? ''}`;
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
 * Public catalogue answers (lists, categories, banners, product pages…) are the same for every anonymous
 * visitor of a URL, so they are kept in memory: a lookup instead of queries and serialisation. A change
 * announced on the database (@seed/db/cache-changes) drops the answers it makes stale at once, on every
 * replica (decision 0040); the route's seconds only bound what a replica that missed a notice can serve.
 * Errors are never cached. Register after the auth plugin, which parses the cookies this reads.
 */
export const responseCachePlugin = fp(async (app: FastifyInstance, options: ResponseCacheOptions) => {
  const cache = new LRUCache<string, Entry>({ max: options.maxEntries ?? 5000 });
  let generation = 0;
  const { changes } = options;

  const drop = (tags: ReadonlySet<string>) => {
    generation += 1;
    if (tags.has(cacheTags.everything)) return cache.clear();
    const stale = [...cache.entries()].filter(([, entry]) => entry.tags.some((tag) => tags.has(tag)));
    for (const [key] of stale) cache.delete(key);
  };
  if (changes) {
    const unsubscribe = changes.subscribe(drop);
    app.addHook('onClose', async () => unsubscribe());
    // A write's caller may read what it changed next: the answer waits until this replica has heard of it.
    app.addHook('onSend', async (request, _reply, payload) => {
      if (request.method !== 'GET' && request.method !== 'HEAD') await changes.settle();
      return payload;
    });
  }

  app.decorateRequest('cacheTags', null);
  app.decorateRequest('cacheGeneration', 0);

  // preValidation, not onRequest: the rate limit (a per-route onRequest hook) must count cached answers too.
  app.addHook('preValidation', async (request, reply) => {
    const seconds = secondsFor(request);
    request.cacheGeneration = generation;
    // `Cache-Control: no-cache` asks for a fresh answer (RFC 9111 §5.2.1.4); it is still stored for others.
    if (seconds === 0 || wantsFresh(request)) return;
    const hit = cache.get(cacheKey(request));
    if (!hit) return;
    // What the stored reply showed, for whoever reads the tags after it (the page cache).
    request.cacheTags = hit.tags;
    reply.header('content-type', hit.contentType).header('cache-control', `public, max-age=${seconds}`);
    return reply.header('x-cache', 'HIT').send(hit.body);
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const seconds = secondsFor(request);
    if (seconds === 0 || reply.statusCode !== 200 || reply.getHeader('x-cache') === 'HIT') return payload;
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    reply.header('cache-control', `public, max-age=${seconds}`).header('x-cache', 'MISS');
    // Read before a change that was announced while it was being made: storing it would bring it back.
    if (request.cacheGeneration !== generation) return payload;
    // Kept encoded: a hit then writes the bytes as they are, with no UTF-8 encoding or length count per reply.
    const body = Buffer.isBuffer(payload) ? payload : Buffer.from(payload);
    const contentType = String(reply.getHeader('content-type'));
    cache.set(
      cacheKey(request),
      { body, contentType, tags: request.cacheTags ?? DEFAULT_TAGS },
      { ttl: seconds * 1000 },
    );
    return payload;
  });
});
