import { join } from 'node:path';
import { ConfigError, loadConfig } from '@seed/api/config';
import { closeOnSignals } from '@seed/api/lifecycle';
import { createMediaStore } from '@seed/api/media-store';
import { createDatabase } from '@seed/db/client';
import { migrateDatabase } from '@seed/db/migrate';
import { isSeeded, seedDemo } from '@seed/db/seed/seed-demo';
import { buildServer } from './server';

// The whole store in one process (`npm start`): database, migrations, demo catalogue on first start, server.
async function main() {
  const config = loadConfig();
  const database = await createDatabase(
    config.DATABASE_URL ? { url: config.DATABASE_URL } : { dataDir: join(config.DATA_DIR, 'pglite') },
  );
  await migrateDatabase(database);
  const store = createMediaStore(config);
  const app = await buildServer({ config, database, store });
  // A fresh store has something to browse; an existing one (or a real catalogue) is never touched.
  if (!(await isSeeded(database.db))) {
    app.log.info('first start: seeding the demo catalogue (images take a while)');
    await seedDemo(database.db, { store, log: (message) => app.log.info(message) });
  }
  closeOnSignals(app, { resources: [database] });
  await app.listen({ port: config.PORT, host: config.HOST });
}

main().catch((error: unknown) => {
  // A configuration message is for a person: print it plainly, without a stack trace.
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
