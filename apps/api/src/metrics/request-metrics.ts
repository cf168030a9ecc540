import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import type { Metrics } from './metrics';

// Requests that matched no route (404s, scanners) share one label: raw URLs would grow the series without end.
const UNMATCHED = 'unmatched';

// The caches say what they did in a header (plugins/response-cache.ts, apps/server page-reply.ts); reading it
// here keeps the counting out of their code.
const CACHE_HEADERS = [
  ['x-cache', 'api'],
  ['x-page-cache', 'page'],
] as const;

function cacheResult(reply: FastifyReply, header: string): 'hit' | 'miss' | null {
  const value = reply.getHeader(header);
  if (value === 'HIT') return 'hit';
  if (value === 'MISS') return 'miss';
  return null;
}

/**
 * Counts and times every reply of the server it is registered on, by route pattern (`/api/products/:id`) and
 * status. The web's pages are served by the not-found handler and share the route `/*`; the API calls a page
 * render makes through `inject` are counted as requests of their own.
 */
export const requestMetricsPlugin = fp(
  async (app: FastifyInstance, { metrics }: { metrics: Metrics }) => {
    app.addHook('onResponse', async (request, reply) => {
      const route = request.routeOptions.url ?? (reply.statusCode === 404 ? UNMATCHED : '/*');
      const labels = { method: request.method, route, status: String(reply.statusCode) };
      metrics.requests.inc(labels);
      metrics.requestSeconds.observe(labels, reply.elapsedTime / 1000);
      for (const [header, cache] of CACHE_HEADERS) {
        const result = cacheResult(reply, header);
        if (result) metrics.cacheLookups.inc({ cache, result });
      }
    });
  },
  { name: 'request-metrics' },
);
