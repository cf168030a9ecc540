import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Db } from '@seed/db/client';
import { sessions } from '@seed/db/schema/auth';
import { createTestDatabase, type TestDatabaseKind } from '@seed/db/test-database';
import type { MediaStore } from '@seed/media/store';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApi } from '../app';
import { loadConfig } from '../config';
import { type ChangeFeed, openChangeFeed } from '../http/cache-invalidation';
import { queueDb } from '../jobs/queue-db';
import { createMediaStore } from '../media-store';
import { hashToken } from '../modules/auth/service';
import { createViewCounter, type ViewCounter } from '../modules/views/service';
import { type Catalog, insertCatalog } from './fixtures';

export type TestApi = {
  app: FastifyInstance;
  db: Db;
  mediaDir: string;
  /** Where the API keeps media: the folder mediaDir, or the bucket named by MEDIA_S3_* in the env given. */
  store: MediaStore;
  /** The API's view counter: `views.flush()` writes the views counted so far. */
  views: ViewCounter;
  /** The API's ear on change notices: `changes.settle()` waits until those committed so far have arrived. */
  changes: ChangeFeed;
  close(): Promise<void>;
};

/**
 * The standalone API on a fresh migrated database of the given kind, ready for inject(); with `jobs`, its
 * background job queue runs too (most tests run job handlers directly instead).
 */
export async function createTestApi(
  kind: TestDatabaseKind,
  env: Record<string, string> = {},
  { jobs = false }: { jobs?: boolean } = {},
): Promise<TestApi> {
  const database = await createTestDatabase(kind);
  const mediaDir = await mkdtemp(join(tmpdir(), 'api-test-media-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    MEDIA_DIR: mediaDir,
    PUBLIC_URL: 'http://store.test',
    RATE_LIMIT_PER_MINUTE: '100000',
    ...env,
  });
  const changes = await openChangeFeed(database);
  // Flushed by the tests that read views, not by a timer racing them.
  const views = createViewCounter(database.db, { intervalMs: 3_600_000 });
  const store = createMediaStore(config);
  const app = await buildApi({
    db: database.db,
    store,
    config,
    queue: jobs ? queueDb(database) : undefined,
    changes,
    views,
  });
  await app.ready();
  return {
    app,
    db: database.db,
    mediaDir,
    store,
    views,
    changes,
    async close() {
      await app.close();
      await changes.close();
      await database.drop();
      await rm(mediaDir, { recursive: true, force: true });
    },
  };
}

/** Inserts a live session for the user, as sign-in will, and returns its bearer token. */
export async function createSession(
  db: Db,
  userId: number,
  state: { revoked?: boolean; expired?: boolean } = {},
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const day = 24 * 60 * 60 * 1000;
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    userId,
    expiresAt: new Date(Date.now() + (state.expired ? -day : day)),
    revokedAt: state.revoked ? new Date() : null,
  });
  return token;
}

/**
 * For a describe block: the API with the test catalogue, built once before its tests and closed after them.
 * The fields are filled in by beforeAll, so read them inside tests only.
 */
export function useCatalogApi(kind: TestDatabaseKind) {
  const context = {} as {
    api: TestApi;
    catalog: Catalog;
    get(url: string, headers?: Record<string, string>): Promise<LightMyRequestResponse>;
  };
  beforeAll(async () => {
    context.api = await createTestApi(kind);
    context.catalog = await insertCatalog(context.api.db);
    context.get = (url, headers = {}) => context.api.app.inject({ url, headers });
  });
  afterAll(async () => context.api?.close());
  return context;
}
