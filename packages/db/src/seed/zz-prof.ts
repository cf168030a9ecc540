import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FolderStore } from '@seed/media/folder-store';
import { createTestDatabase } from '../test-database';
import { seedDemo } from './seed-demo';

const database = await createTestDatabase();
const dir = await mkdtemp(join(tmpdir(), 'seedprof-'));
const t0 = Date.now();
await seedDemo(database.db, { store: new FolderStore(dir), log: (m) => console.log(((Date.now() - t0) / 1000).toFixed(1), m) });
await database.close();
