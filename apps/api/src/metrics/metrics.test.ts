import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { wrapPool } from '@seed/db/client';
import { createTestDatabase, type TestDatabase } from '@seed/db/test-database';
import { FolderStore } from '@seed/media/folder-store';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import PgBoss from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApi } from '../app';
import { loadConfig } from '../config';
import { queueDb } from '../jobs/queue-db';
import { createMetrics } from './metrics';
import { listenForMetrics } from './metrics-endpoint';
import { watchStore } from './store-metrics';

const TOKEN = 'metrics-token-for-tests-0123456789';

describe('Prometheus metrics', () => {
  let database: TestDatabase;
  let mediaDir: string;
  let app: FastifyInstance;
  const metrics = createMetrics();

  beforeAll(async () => {
    database = await createTestDatabase('pglite');
    mediaDir = await mkdtemp(join(tmpdir(), 'metrics-media-'));
    watchStore(metrics, database);
    const config = loadConfig({
      NODE_ENV: 'test',
      MEDIA_DIR: mediaDir,
      PUBLIC_URL: 'http://store.test',
      METRICS_TOKEN: TOKEN,
    });
    app = await buildApi({ db: database.db, store: new FolderStore(mediaDir), config, metrics });
    await app.ready();
    // A fresh database and the whole API take a while on a busy machine.
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    await database?.drop();
    if (mediaDir) await rm(mediaDir, { recursive: true, force: true });
  });

  const scrape = (authorization?: string) =>
    app.inject({ url: '/metrics', headers: authorization ? { authorization } : {} });

  it('answers /metrics only to the bearer of METRICS_TOKEN', async () => {
    expect((await scrape()).statusCode).toBe(401);
    expect((await scrape()).headers['www-authenticate']).toBe('Bearer');
    expect((await scrape('Bearer wrong-token-of-another-length')).statusCode).toBe(401);
    expect((await scrape(`Basic ${TOKEN}`)).statusCode).toBe(401);
    const reply = await scrape(`Bearer ${TOKEN}`);
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
  });

  it('hides /metrics (404) when no token is configured', async () => {
    const config = loadConfig({ NODE_ENV: 'test', MEDIA_DIR: mediaDir, PUBLIC_URL: 'http://store.test' });
    const open = await buildApi({ db: database.db, store: new FolderStore(mediaDir), config });
    try {
      const reply = await open.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
      expect(reply.statusCode).toBe(404);
    } finally {
      await open.close();
    }
  }, 120_000);

  it('counts requests by route pattern and status, cache hits and misses, and the job queue', async () => {
    await app.inject({ url: '/api/health/live' });
    await app.inject({ url: '/api/topics?deviceId=a' });
    await app.inject({ url: '/api/topics?deviceId=b' });
    await app.inject({ url: '/api/products/999999?deviceId=a' });
    await app.inject({ url: '/no/such/path/7f3a' });
    const boss = new PgBoss({ db: queueDb(database) });
    await boss.start();
    try {
      await boss.createQueue('metrics-test');
      await boss.send('metrics-test', {});
    } finally {
      await boss.stop({ graceful: false, close: false });
    }

    const text = (await scrape(`Bearer ${TOKEN}`)).body;
    expect(text).toContain('http_requests_total{method="GET",route="/api/health/live",status="200"} 1');
    // The pattern, not the id: one series for every product.
    expect(text).toContain('http_requests_total{method="GET",route="/api/products/:id",status="404"} 1');
    expect(text).toContain('http_requests_total{method="GET",route="unmatched",status="404"} 1');
    expect(text).not.toContain('7f3a');
    expect(text).toMatch(
      /http_request_duration_seconds_bucket\{le="0\.005",method="GET",route="\/api\/topics"/,
    );
    expect(text).toContain('cache_lookups_total{cache="api",result="miss"} 1');
    expect(text).toContain('cache_lookups_total{cache="api",result="hit"} 1');
    expect(text).toContain('job_queue_jobs{queue="metrics-test",state="created"} 1');
    expect(text).toContain('db_info{driver="pglite"} 1');
    expect(text).toContain('# TYPE job_failures_total counter');
    expect(text).toContain('process_cpu_user_seconds_total');
  });

  it('reports the PostgreSQL pool, and answers the rest when the database is down', async () => {
    const own = createMetrics();
    const pool = wrapPool(new pg.Pool({ connectionString: 'postgres://store@127.0.0.1:1/store' }));
    watchStore(own, pool);
    try {
      const text = await own.registry.metrics();
      expect(text).toContain('db_pool_connections{state="total"} 0');
      expect(text).toContain('db_pool_connections{state="waiting"} 0');
      expect(text).toContain('db_info{driver="postgres"} 1');
      expect(text).not.toContain('job_queue_jobs{');
    } finally {
      await pool.close();
    }
  });

  it('serves the registry on a port of its own (METRICS_PORT), /metrics only', async () => {
    const server = await listenForMetrics(metrics.registry, 0, '127.0.0.1');
    try {
      const base = `http://127.0.0.1:${server.port}`;
      const reply = await fetch(`${base}/metrics`);
      expect(reply.status).toBe(200);
      expect(await reply.text()).toContain('http_requests_total');
      expect((await fetch(`${base}/`)).status).toBe(404);
      expect((await fetch(`${base}/metrics`, { method: 'POST' })).status).toBe(404);
    } finally {
      await server.close();
    }
  });
});
