// `npm run seed [-- --products N]`: migrates and seeds the database named by the environment
// (DATABASE_URL, else PGlite in DATA_DIR/pglite), with images in MEDIA_DIR.
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { FolderStore } from '@seed/media/folder-store';
import { announceChange, cacheTags } from '../cache-changes';
import { createDatabase } from '../client';
import { migrateDatabase } from '../migrate';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './accounts';
import { seedDemoOnce } from './seed-demo';
import { seedLargeCatalog } from './seed-large';

const { values } = parseArgs({ options: { products: { type: 'string' } } });
const total = values.products ? Number(values.products) : undefined;
if (total !== undefined && (!Number.isInteger(total) || total < 1 || total > 5_000_000)) {
  console.error('--products must be a whole number from 1 to 5000000');
  process.exit(2);
}

const dataDir = process.env.DATA_DIR ?? './data';
const database = await createDatabase({
  url: process.env.DATABASE_URL || undefined,
  dataDir: join(dataDir, 'pglite'),
});
try {
  await migrateDatabase(database);
  const store = new FolderStore(process.env.MEDIA_DIR ?? join(dataDir, 'media'));
  if (!(await seedDemoOnce(database, { store, log: console.log }))) {
    console.log('seed: the demo catalogue is already there; nothing to do (delete the data to start over)');
  }
  if (total) await seedLargeCatalog(database.db, total, console.log);
  // A store already running on this database (PostgreSQL) must not keep serving the catalogue it cached.
  await announceChange(database.db, [cacheTags.everything]);
  console.log(`\nDemo accounts (development only), password "${DEMO_PASSWORD}":`);
  for (const [role, account] of Object.entries(DEMO_ACCOUNTS))
    console.log(`  ${role.padEnd(9)} ${account.email}`);
} finally {
  await database.close();
}
