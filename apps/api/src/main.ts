import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { createDatabase } from '@seed/db/client';
import { migrateDatabase } from '@seed/db/migrate';
import { buildApi } from './app';
import { ConfigError, loadConfig } from './config';
import { openChangeFeed } from './http/cache-invalidation';
import { createDrainState } from './http/drain-state';
import { queueDb } from './jobs/queue-db';
import { closeOnSignals } from './lifecycle';
import { createMediaStore } from './media-store';
import { createMetrics } from './metrics/metrics';
import { listenForMetrics } from './metrics/metrics-endpoint';
import { watchStore } from './metrics/store-metrics';

// Runs the API alone: `tsx apps/api/src/main.ts`. The one-process store (apps/server) composes the same parts.
async function main() {
  const config = loadConfig();
  // PGlite makes its own folder but not the parents; the first start has neither.
  if (!config.DATABASE_URL) await mkdir(config.DATA_DIR, { recursive: true });
  const database = await createDatabase(
    config.DATABASE_URL ? { url: config.DATABASE_URL } : { dataDir: join(config.DATA_DIR, 'pglite') },
  );
  await migrateDatabase(database);
  const changes = await openChangeFeed(database);
  const metrics = createMetrics();
  watchStore(metrics, database);
  const drain = createDrainState();
  const app = await buildApi({
    db: database.db,
    store: createMediaStore(config),
    config,
    queue: queueDb(database),
    changes,
    metrics,
    drain,
  });
  const metricsServer =
    config.METRICS_PORT === undefined
      ? undefined
      : await listenForMetrics(metrics.registry, config.METRICS_PORT, config.HOST);
  closeOnSignals(app, {
    resources: [changes, database, ...(metricsServer ? [metricsServer] : [])],
    drain,
    timeoutMs: config.SHUTDOWN_TIMEOUT_MS,
  });
  await app.listen({ port: config.PORT, host: config.HOST });
}

main().catch((error: unknown) => {
  // A configuration message is for a person: print it plainly, without a stack trace.
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
