import { join } from 'node:path';
import { ConfigError, loadConfig } from '@seed/api/config';
import { createDrainState } from '@seed/api/http/drain-state';
import { closeOnSignals } from '@seed/api/lifecycle';
import { createMediaStore } from '@seed/api/media-store';
import { createMetrics } from '@seed/api/metrics/metrics';
import { listenForMetrics } from '@seed/api/metrics/metrics-endpoint';
import { createDatabase } from '@seed/db/client';
import { migrateDatabase } from '@seed/db/migrate';
import { seedDemoOnce } from '@seed/db/seed/seed-demo';
import { buildServer } from './server';

// The whole store in one process (`npm start`): database, migrations, demo catalogue on first start (never in
// production unless SEED_DEMO=true), server.
async function main() {
  const config = loadConfig();
  const database = await createDatabase(
    config.DATABASE_URL ? { url: config.DATABASE_URL } : { dataDir: join(config.DATA_DIR, 'pglite') },
  );
  await migrateDatabase(database);
  const store = createMediaStore(config);
  const metrics = createMetrics();
  const drain = createDrainState();
  const app = await buildServer({ config, database, store, metrics, drain });
  // A fresh store has something to browse; an existing one (or a real catalogue) is never touched.
  if (config.SEED_DEMO) await seedDemoOnce(database, { store, log: (message) => app.log.info(message) });
  const metricsServer =
    config.METRICS_PORT === undefined
      ? undefined
      : await listenForMetrics(metrics.registry, config.METRICS_PORT, config.HOST);
  closeOnSignals(app, {
    resources: [database, ...(metricsServer ? [metricsServer] : [])],
    drain,
    timeoutMs: config.SHUTDOWN_TIMEOUT_MS,
    drainDelayMs: config.SHUTDOWN_DRAIN_DELAY_MS,
  });
  await app.listen({ port: config.PORT, host: config.HOST });
}

main().catch((error: unknown) => {
  // A configuration message is for a person: print it plainly, without a stack trace.
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
