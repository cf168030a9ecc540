import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import type { Db } from '@seed/db/client';
import type { MediaStore } from '@seed/media/store';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { Redis } from 'ioredis';
import { localModelRemover } from './adapters/background-removal/local-model';
import { createGifSearch } from './adapters/gif-search/create-gif-search';
import { createPaymentGateway } from './adapters/payments/create-gateway';
import { TableShipping } from './adapters/shipping/table-shipping';
import type { Config } from './config';
import type { ChangeFeed } from './http/cache-invalidation';
import type { DrainState } from './http/drain-state';
import type { ModuleOptions } from './http/module';
import { JobQueue, stopTimeoutMs } from './jobs/job-queue';
import { countingFailures, jobsPlugin } from './jobs/jobs-plugin';
import type { QueueDb } from './jobs/queue-db';
import { storeJobs } from './jobs/store-jobs';
import { createMetrics, type Metrics } from './metrics/metrics';
import { metricsRoute } from './metrics/metrics-endpoint';
import { requestMetricsPlugin } from './metrics/request-metrics';
import { addressRoutes } from './modules/addresses/routes';
import { artworkEditingRoutes } from './modules/artist-portal/artwork-edit-routes';
import { artworkPublishingRoutes } from './modules/artist-portal/publish-routes';
import { artistPortalRoutes } from './modules/artist-portal/routes';
import { shopEditingRoutes } from './modules/artist-portal/shop-routes';
import { artistRequestReviewRoutes, artistRequestRoutes } from './modules/artist-requests/routes';
import { artistRoutes } from './modules/artists/routes';
import { artworkModerationRoutes } from './modules/artworks/moderation-routes';
import { artworkRoutes } from './modules/artworks/routes';
import { authRoutes } from './modules/auth/routes';
import { socialRoutes } from './modules/auth/social-routes';
import { bundleRoutes } from './modules/bundles/routes';
import { cartRoutes } from './modules/cart/routes';
import { categoryRoutes } from './modules/categories/routes';
import { adminCheckoutRoutes } from './modules/checkout/admin-routes';
import { releaseCancelledOrder } from './modules/checkout/release';
import { checkoutRoutes } from './modules/checkout/routes';
import { collectionRoutes } from './modules/collections/routes';
import { currencyRoutes } from './modules/currency/routes';
import { customerRoutes } from './modules/customers/routes';
import { adminDeliveryRoutes } from './modules/delivery/admin-routes';
import { deliveryRoutes } from './modules/delivery/routes';
import { designRequestRoutes } from './modules/design-requests/routes';
import { earningsPortalRoutes } from './modules/earnings/portal-routes';
import { earningsRoutes } from './modules/earnings/routes';
import { embroideryRoutes } from './modules/embroidery/routes';
import { favoriteRoutes } from './modules/favorites/routes';
import { healthRoutes } from './modules/health/routes';
import { adminBlankItemRoutes } from './modules/inventory/admin-routes';
import { inventoryRoutes } from './modules/inventory/routes';
import { stockRoutes } from './modules/inventory/stock-routes';
import { locationRoutes } from './modules/locations/routes';
import { createMailer } from './modules/mail/create-mailer';
import { queuedMailer } from './modules/mail/mail-queue';
import { devMailboxRoutes } from './modules/mail/routes';
import { marketingRoutes } from './modules/marketing/routes';
import { mediaFilesPlugin } from './modules/media/media-files';
import { mediaRoutes } from './modules/media/routes';
import { orderRoutes } from './modules/orders/routes';
import { pageRoutes } from './modules/pages/routes';
import { paymentRoutes } from './modules/payments/routes';
import { productionRoutes } from './modules/production/routes';
import { productRoutes } from './modules/products/routes';
import { refundRoutes } from './modules/refunds/routes';
import { reportRoutes } from './modules/reports/routes';
import { returnRoutes } from './modules/returns/routes';
import { reviewRoutes } from './modules/reviews/routes';
import { searchRoutes } from './modules/search/routes';
import { staffRoutes } from './modules/staff/routes';
import { studioRoutes } from './modules/studio/routes';
import { templateRoutes } from './modules/templates/routes';
import { topicRoutes } from './modules/topics/routes';
import { userRoutes } from './modules/users/routes';
import { createViewCounter, type ViewCounter } from './modules/views/service';
import { adminWalletRoutes } from './modules/wallet/admin-routes';
import { walletRoutes } from './modules/wallet/routes';
import { authPlugin } from './plugins/auth';
import { crossSitePlugin } from './plugins/cross-site';
import { errorsPlugin } from './plugins/errors';
import { inputGuardPlugin } from './plugins/input-guard';
import { rateLimitPlugin } from './plugins/rate-limit';
import { requestContextPlugin } from './plugins/request-context';
import { requiredIdPlugin } from './plugins/required-id';
import { responseCachePlugin } from './plugins/response-cache';
import { securityHeadersPlugin } from './plugins/security-headers';
import { staffRolesPlugin } from './plugins/staff-roles';
import { swaggerPlugin } from './plugins/swagger';

export type ApiOptions = {
  db: Db;
  store: MediaStore;
  config: Config;
  // Shared with the caller when it already holds a connection; otherwise made from REDIS_URL and closed here.
  redis?: Redis;
  // The store's database for the background job queue (jobs/queue-db.ts); without it no job runs and
  // background removal is not offered.
  queue?: QueueDb;
  // Changes announced on the database (http/cache-invalidation.ts); without it cached replies live out their
  // seconds.
  changes?: ChangeFeed;
  // Views counted in memory (modules/views/service.ts); made here unless given, closed with the app either way.
  views?: ViewCounter;
  // Set on SIGTERM (lifecycle.ts); the readiness probe answers 503 from then on.
  drain?: DrainState;
  // The process's Prometheus metrics (decision 0054); job failures are counted into it.
  metrics?: Metrics;
};

/**
 * The whole JSON API as one encapsulated plugin; mount it with `{ prefix: '/api' }`. Its validators, error
 * and not-found handlers stay inside that prefix, so the web's pages at the root keep their own.
 */
export async function apiPlugin(
  app: FastifyInstance,
  { db, store, config, redis, queue, changes, views: givenViews, drain, metrics }: ApiOptions,
) {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const ownRedis =
    !redis && config.REDIS_URL ? new Redis(config.REDIS_URL, { enableOfflineQueue: false }) : undefined;
  if (ownRedis) {
    // ioredis reconnects by itself; while Redis is down the rate limit lets requests through (skipOnError).
    ownRedis.on('error', (err) => app.log.warn({ err }, 'redis unavailable'));
    app.addHook('onClose', async () => void (await ownRedis.quit()));
    // Requests are counted from the first one when the connection is up; a Redis that is down delays startup
    // by a few seconds at most.
    await once(ownRedis, 'ready', { signal: AbortSignal.timeout(3000) }).catch(() =>
      app.log.warn('redis not reachable at startup; rate limits are off until it is'),
    );
  }

  await app.register(swaggerPlugin, { publicUrl: config.PUBLIC_URL });
  await app.register(rateLimitPlugin, { perMinute: config.RATE_LIMIT_PER_MINUTE, redis: redis ?? ownRedis });
  await app.register(requestContextPlugin);
  await app.register(requiredIdPlugin);
  await app.register(crossSitePlugin, { publicUrl: config.PUBLIC_URL });
  await app.register(authPlugin, { db, cookieSecret: config.SESSION_SECRET });
  await app.register(staffRolesPlugin, { db });
  await app.register(errorsPlugin);
  await app.register(inputGuardPlugin);
  await app.register(responseCachePlugin, { changes });

  const modules: ModuleOptions = { db, mediaBase: config.MEDIA_BASE_URL };
  const views =
    givenViews ??
    createViewCounter(db, {
      onError: (err) => app.log.warn({ err }, 'views not written yet; kept for the next flush'),
    });
  // A graceful shutdown writes the last views: the database closes after the app.
  app.addHook('onClose', () =>
    views.close().catch((err: unknown) => app.log.error({ err }, 'the last views were not written')),
  );
  await app.register(healthRoutes, { ...modules, drain });
  await app.register(categoryRoutes, modules);
  await app.register(marketingRoutes, modules);
  await app.register(pageRoutes, modules);
  await app.register(topicRoutes, modules);
  await app.register(inventoryRoutes, modules);
  await app.register(adminBlankItemRoutes, modules);
  await app.register(embroideryRoutes, modules);
  await app.register(productRoutes, { ...modules, store, views });
  await app.register(collectionRoutes, modules);
  await app.register(searchRoutes, modules);
  await app.register(reviewRoutes, modules);
  await app.register(currencyRoutes, modules);
  await app.register(artistRoutes, modules);
  await app.register(artworkRoutes, { ...modules, views });
  await app.register(cartRoutes, { ...modules, store });
  await app.register(userRoutes, modules);
  await app.register(addressRoutes, modules);
  await app.register(locationRoutes, modules);
  await app.register(favoriteRoutes, modules);
  await app.register(bundleRoutes, { ...modules, store });
  await app.register(templateRoutes, { ...modules, store });
  const jobs = queue
    ? new JobQueue(queue, app.log.child({ module: 'jobs' }), () =>
        stopTimeoutMs(config.SHUTDOWN_TIMEOUT_MS, drain?.msLeft()),
      )
    : undefined;
  await app.register(mediaRoutes, {
    ...modules,
    store,
    removal: jobs && {
      jobs,
      remover: localModelRemover({
        model: config.BACKGROUND_REMOVAL_MODEL,
        idleMs: config.BACKGROUND_REMOVAL_IDLE_SECONDS * 1000,
        log: app.log,
      }),
      concurrency: config.JOB_CONCURRENCY_REMOVAL,
      timeoutSeconds: config.JOB_REMOVAL_TIMEOUT_SECONDS,
    },
  });
  const gifSearch = createGifSearch(config);
  await app.register(studioRoutes, {
    ...modules,
    store,
    gifSearch,
    createsPerMinute: config.STUDIO_CREATES_PER_MINUTE,
  });
  await app.register(artistPortalRoutes, modules);
  await app.register(artworkPublishingRoutes, { ...modules, store });
  await app.register(artworkEditingRoutes, { ...modules, store });
  await app.register(shopEditingRoutes, modules);
  await app.register(artistRequestRoutes, modules);

  const mail = createMailer(config);
  app.addHook('onClose', async () => mail.close());
  // Sign-in codes go straight to the mail server, on the request (decision 0058): the shopper waits for them,
  // and a code must never sit in clear in the queue's tables. Every other mail goes through the queue.
  const codeMailer = mail.mailer;
  const mailer = jobs
    ? queuedMailer(jobs, mail.mailer, { concurrency: config.JOB_CONCURRENCY_MAIL, metrics })
    : mail.mailer;
  await app.register(authRoutes, { ...modules, mailer: codeMailer });
  await app.register(socialRoutes, { ...modules, mailer: codeMailer, config });
  await app.register(designRequestRoutes, {
    ...modules,
    store,
    mailer,
    publicUrl: config.PUBLIC_URL,
    gifSearch,
  });
  const moderation = { ...modules, mailer, publicUrl: config.PUBLIC_URL };
  await app.register(artistRequestReviewRoutes, moderation);
  await app.register(artworkModerationRoutes, moderation);
  if (mail.mailbox) await app.register(devMailboxRoutes, { mailbox: mail.mailbox });

  const commerce = {
    ...modules,
    shipping: new TableShipping(db),
    gateway: createPaymentGateway(config),
    mailer,
    publicUrl: config.PUBLIC_URL,
    paymentTimeoutMinutes: config.ORDER_PAYMENT_TIMEOUT_MINUTES,
  };
  await app.register(walletRoutes, modules);
  // The promotions desk (issue 21): vouchers and discount tiers, gift cards, delivery prices.
  await app.register(adminCheckoutRoutes, modules);
  await app.register(adminWalletRoutes, modules);
  await app.register(adminDeliveryRoutes, modules);
  await app.register(staffRoutes, modules);
  // Staff send a customer a sign-in code: on the request path too.
  await app.register(customerRoutes, { ...modules, mailer: codeMailer });
  await app.register(stockRoutes, { ...modules, mailer, publicUrl: config.PUBLIC_URL });
  await app.register(productionRoutes, {
    ...modules,
    store,
    printFiles: jobs && { jobs, concurrency: config.JOB_CONCURRENCY_PRINT, changes },
  });
  await app.register(reportRoutes, modules);
  await app.register(deliveryRoutes, commerce);
  await app.register(orderRoutes, {
    ...modules,
    releaseOrder: releaseCancelledOrder,
    mailer,
  });
  await app.register(paymentRoutes, commerce);
  await app.register(refundRoutes, commerce);
  await app.register(returnRoutes, { ...commerce, returnWindowDays: config.RETURN_WINDOW_DAYS });
  await app.register(checkoutRoutes, {
    ...commerce,
    webhookSecret: config.MYFATOORAH_WEBHOOK_SECRET ?? null,
  });
  await app.register(earningsPortalRoutes, modules);
  await app.register(earningsRoutes, {
    ...modules,
    mailer,
    publicUrl: config.PUBLIC_URL,
    returnWindowDays: config.RETURN_WINDOW_DAYS,
    now: () => earningsClock(config),
  });
  if (jobs) {
    for (const job of storeJobs({ commerce, store, config })) {
      jobs.recurring(metrics ? countingFailures(job, metrics) : job);
    }
    await app.register(jobsPlugin, { queue: jobs });
  }
}

// The clock that clears earnings, shifted forward only where tests ask (never in production).
function earningsClock(config: Config) {
  return new Date(Date.now() + config.EARNINGS_CLOCK_SHIFT_DAYS * 24 * 60 * 60 * 1000);
}

/** Server options shared by the standalone API and the one-process store: request ids, proxies, shutdown. */
export function serverOptions(config: Config) {
  return {
    logger: { level: config.LOG_LEVEL },
    // A caller's or load balancer's id is kept, so one request can be followed across services.
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
    trustProxy: config.TRUST_PROXY,
    // Keep-alive connections would hold close() open; in-flight requests still finish.
    forceCloseConnections: 'idle' as const,
    // A request received while stopping is served, not refused: a load balancer cannot resend a refused
    // POST (decision 0057).
    return503OnClosing: false,
  };
}

/**
 * The API alone on a Fastify server of its own, under /api, with the image files at /media (where image
 * URLs point): for `tsx apps/api/src/main.ts` and for tests. The one-process server mounts the same two.
 */
export async function buildApi(options: ApiOptions): Promise<FastifyInstance> {
  const { config } = options;
  const metrics = options.metrics ?? createMetrics();
  const app = Fastify(serverOptions(config));
  await app.register(requestMetricsPlugin, { metrics });
  await app.register(securityHeadersPlugin, { config });
  await app.register(metricsRoute, { registry: metrics.registry, token: config.METRICS_TOKEN });
  await app.register(apiPlugin, { ...options, metrics, prefix: '/api' });
  await app.register(mediaFilesPlugin, {
    store: options.store,
    redirectBase: config.MEDIA_REDIRECT_BASE,
    prefix: '/media',
  });
  return app;
}
