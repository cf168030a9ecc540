import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Database, wrapPool } from '@seed/db/client';
import { createTestDatabase, type TestDatabase } from '@seed/db/test-database';
import { FolderStore } from '@seed/media/folder-store';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApi } from '../../app';
import { loadConfig } from '../../config';
import { createDrainState } from '../../http/drain-state';

// Building the whole API takes seconds on a busy machine; each test builds one.
const SLOW = 120_000;

async function probeApi(database: Database, mediaDir: string) {
  const drain = createDrainState();
  const config = loadConfig({ NODE_ENV: 'test', MEDIA_DIR: mediaDir, PUBLIC_URL: 'http://store.test' });
  const app = await buildApi({ db: database.db, store: new FolderStore(mediaDir), config, drain });
  await app.ready();
  return { app, drain };
}

const get = async (app: FastifyInstance, url: string) => {
  const reply = await app.inject({ url });
  return { status: reply.statusCode, body: reply.json() };
};

describe('liveness and readiness probes', () => {
  let mediaDir: string;
  let database: TestDatabase;
  beforeAll(async () => {
    mediaDir = await mkdtemp(join(tmpdir(), 'probes-media-'));
    database = await createTestDatabase('pglite');
  }, SLOW);
  afterAll(async () => {
    await database?.drop().catch(() => {});
    await rm(mediaDir, { recursive: true, force: true });
  });

  it(
    'are ready on a database that answers, and not ready from the moment the replica drains',
    async () => {
      const { app, drain } = await probeApi(database, mediaDir);
      try {
        expect(await get(app, '/api/health/live')).toEqual({ status: 200, body: { status: 'ok' } });
        expect(await get(app, '/api/health/ready')).toEqual({
          status: 200,
          body: { status: 'ok', database: 'ok', draining: false },
        });
        drain.start(10_000);
        expect(await get(app, '/api/health/ready')).toEqual({
          status: 503,
          body: { status: 'error', database: 'ok', draining: true },
        });
        // Still alive: an orchestrator must not kill a replica that is finishing its requests.
        expect((await get(app, '/api/health/live')).status).toBe(200);
        expect((await get(app, '/api/health')).status).toBe(200);
      } finally {
        await app.close();
      }
    },
    SLOW,
  );

  it(
    'are not ready while the database is unreachable, and still alive',
    async () => {
      // Port 1: nothing listens there, so every connection is refused.
      const dead = wrapPool(
        new pg.Pool({ connectionString: 'postgres://store@127.0.0.1:1/store', connectionTimeoutMillis: 500 }),
      );
      const { app } = await probeApi(dead, mediaDir);
      try {
        expect(await get(app, '/api/health/ready')).toEqual({
          status: 503,
          body: { status: 'error', database: 'unreachable', draining: false },
        });
        expect(await get(app, '/api/health/live')).toEqual({ status: 200, body: { status: 'ok' } });
      } finally {
        await app.close();
        await dead.close();
      }
    },
    SLOW,
  );

  it(
    'are not ready once the database is closed under a running API',
    async () => {
      const { app } = await probeApi(database, mediaDir);
      try {
        await database.close();
        expect((await get(app, '/api/health/ready')).body).toEqual({
          status: 'error',
          database: 'unreachable',
          draining: false,
        });
      } finally {
        await app.close();
      }
    },
    SLOW,
  );
});
