import { createHash, timingSafeEqual } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { Registry } from 'prom-client';

const digest = (value: string) => createHash('sha256').update(value).digest();

// Compared as digests, so neither the token's length nor its first wrong byte shows in the time taken.
function bearerMatches(header: string | undefined, token: string): boolean {
  const given = /^Bearer\s+(\S+)$/i.exec(header ?? '')?.[1];
  return given !== undefined && timingSafeEqual(digest(given), digest(token));
}

/**
 * `GET /metrics` on the public server, for a scraper that can only reach the public port: answers 404 (as if
 * absent) unless `METRICS_TOKEN` is set, and 401 without that token as a bearer.
 */
export async function metricsRoute(
  app: FastifyInstance,
  { registry, token }: { registry: Registry; token?: string },
) {
  app.get('/metrics', { config: { rateLimit: false } }, async (request, reply) => {
    if (!token) return reply.code(404).type('text/plain').send('Not Found');
    if (!bearerMatches(request.headers.authorization, token)) {
      return reply.code(401).header('www-authenticate', 'Bearer').type('text/plain').send('Unauthorized');
    }
    return reply.type(registry.contentType).send(await registry.metrics());
  });
}

export type MetricsServer = { port: number; close(): Promise<void> };

/**
 * The metrics on a port of their own (`METRICS_PORT`), without a token: a port the load balancer does not
 * forward, reachable only inside the private network. Any other path is 404.
 */
export async function listenForMetrics(
  registry: Registry,
  port: number,
  host: string,
): Promise<MetricsServer> {
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://metrics').pathname;
    if (request.method !== 'GET' || path !== '/metrics') {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Not Found');
      return;
    }
    registry.metrics().then(
      (text) => response.writeHead(200, { 'content-type': registry.contentType }).end(text),
      () => response.writeHead(500, { 'content-type': 'text/plain' }).end('metrics failed'),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  return {
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((err) => (err ? reject(err) : resolve()));
      }),
  };
}
