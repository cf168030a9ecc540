import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { constants as zlibConstants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import { apiPlugin } from '@seed/api/app';
import type { Config } from '@seed/api/config';
import { type ChangeFeed, openChangeFeed } from '@seed/api/http/cache-invalidation';
import type { DrainState } from '@seed/api/http/drain-state';
import { queueDb } from '@seed/api/jobs/queue-db';
import { createMetrics, type Metrics } from '@seed/api/metrics/metrics';
import { metricsRoute } from '@seed/api/metrics/metrics-endpoint';
import { requestMetricsPlugin } from '@seed/api/metrics/request-metrics';
import { watchStore } from '@seed/api/metrics/store-metrics';
import { mediaFilesPlugin } from '@seed/api/modules/media/media-files';
import { pageSecurityHeaders, securityHeadersPlugin } from '@seed/api/plugins/security-headers';
import type { Database } from '@seed/db/client';
import type { MediaStore } from '@seed/media/store';
import Fastify, { type FastifyInstance } from 'fastify';
import { pageTagsHook } from './page-tags';
import { assetsPlugin, plainNotFound, publicFilesPlugin } from './static-files';
import { webPlugin } from './web';

const API_PREFIX = '/api';
const DEFAULT_WEB_BUILD = fileURLToPath(new URL('../../web/build', import.meta.url));

export type ServerOptions = {
  config: Config;
  database: Database;
  store: MediaStore;
  /** The output folder of `react-router build` (apps/web/build). */
  webBuildDir?: string;
  /** The process's ear on change notices (decision 0040), when the caller opened it; else one of its own. */
  changes?: ChangeFeed;
  /** The process's Prometheus metrics (decision 0054); a registry of the server's own unless given. */
  metrics?: Metrics;
  /** Set on SIGTERM (lifecycle.ts): the readiness probe answers 503 from then on. */
  drain?: DrainState;
};

/** The one-process composition of DESIGN §1: API, media, client assets and server-rendered pages. */
export async function buildServer({
  config,
  database,
  store,
  webBuildDir = DEFAULT_WEB_BUILD,
  changes: given,
  metrics = createMetrics(),
  drain,
}: ServerOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.LOG_LEVEL },
    // A caller's or load balancer's id is kept, so one request can be followed across services; the
    // web's API calls reuse their page's id.
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
    trustProxy: config.TRUST_PROXY,
    // Keep-alive connections would hold close() open; in-flight requests still finish.
    forceCloseConnections: 'idle',
    // A request that reached this replica while it stops is served (with `Connection: close`), not refused
    // with a 503: the load balancer cannot send a refused POST elsewhere, since it cannot know that nothing
    // ran (decision 0057). The shutdown timeout still bounds how long it takes.
    return503OnClosing: false,
  });
  // First, so every reply is counted: pages, API, files.
  await app.register(requestMetricsPlugin, { metrics });
  watchStore(metrics, database);
  await app.register(metricsRoute, { registry: metrics.registry, token: config.METRICS_TOKEN });
  // At the root so pages, API replies and files all get the same headers; pages replace the CSP with one
  // carrying their nonce.
  await app.register(securityHeadersPlugin, { config });
  // API JSON compresses to about a quarter; images and the pre-compressed bundles are skipped (webp is not a
  // compressible type, and /assets answers with its own Content-Encoding). Pages: see compress-page.ts.
  await app.register(fastifyCompress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    // Brotli's default (11) is for static files; per request, 4 compresses about as well as gzip, faster.
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } },
  });
  // One ear on the database's change notices for every cache of this process (decision 0040).
  const changes = given ?? (await openChangeFeed(database, (err, message) => app.log.warn({ err }, message)));
  if (!given) app.addHook('onClose', () => changes.close());
  // Before the API, so its replies to a page render name what they showed (page-tags.ts).
  pageTagsHook(app);
  await app.register(apiPlugin, {
    db: database.db,
    store,
    config,
    queue: queueDb(database),
    changes,
    metrics,
    drain,
    prefix: API_PREFIX,
  });
  await app.register(
    async (media) => {
      await media.register(mediaFilesPlugin, { store, redirectBase: config.MEDIA_REDIRECT_BASE });
      media.setNotFoundHandler(plainNotFound);
    },
    { prefix: '/media' },
  );
  await app.register(assetsPlugin, { clientDir: join(webBuildDir, 'client'), prefix: '/assets' });
  await app.register(publicFilesPlugin, { clientDir: join(webBuildDir, 'client') });
  await app.register(webPlugin, {
    serverBuildFile: join(webBuildDir, 'server', 'index.js'),
    mode: config.NODE_ENV === 'production' ? 'production' : 'development',
    apiPrefix: API_PREFIX,
    publicUrl: config.PUBLIC_URL,
    publicHost: config.PUBLIC_HOST,
    secureCookies: config.SECURE_COOKIES,
    renderSlots: config.RENDER_CONCURRENCY,
    securePage: pageSecurityHeaders(config),
    changes,
  });
  return app;
}
