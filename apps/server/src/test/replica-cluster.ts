import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startS3StandIn } from '@seed/media/s3-stand-in';
import pg from 'pg';
import { type Balancer, findNginx, startNginx } from './nginx-balancer';
import {
  admin,
  freePort,
  runScript,
  type StoreProcess,
  startStore,
  stopProcess,
  waitHealthy,
  withDatabase,
} from './store-process';

/** What the replica test needs and this machine lacks (empty when it can run). */
export function missingForReplicas(): string[] {
  const missing = [];
  if (!process.env.TEST_DATABASE_URL) missing.push('PostgreSQL (TEST_DATABASE_URL)');
  if (!process.env.TEST_REDIS_URL) missing.push('Redis (TEST_REDIS_URL)');
  if (!findNginx()) missing.push('nginx (apt-get install -y nginx)');
  return missing;
}

export type Replica = StoreProcess;

export type Cluster = {
  /** The load balancer's address, the store's PUBLIC_URL. */
  url: string;
  a: Replica;
  b: Replica;
  query<T extends pg.QueryResultRow>(text: string, values?: unknown[]): Promise<T[]>;
  /** Kills the replica at once (SIGKILL, as a crashed machine), then starts it again on its own port. */
  crashAndRestart(replica: Replica): Promise<Replica>;
  stop(): Promise<void>;
};

/**
 * The balancer's health check, as a cloud load balancer runs one: every 200 ms each replica's readiness; one
 * that is not ready (draining after SIGTERM, stopped, its database gone) leaves the rotation until it is again.
 */
function checkReadiness(balancer: Balancer, ports: number[]): NodeJS.Timeout {
  let down = new Set<number>();
  let checking = false;
  const ready = async (port: number) => {
    const reply = await fetch(`http://127.0.0.1:${port}/api/health/ready`, {
      signal: AbortSignal.timeout(1000),
    }).catch(() => null);
    return reply?.status === 200;
  };
  return setInterval(async () => {
    if (checking) return;
    checking = true;
    try {
      const states = await Promise.all(ports.map(ready));
      const now = new Set(ports.filter((_, i) => !states[i]));
      if (now.size !== down.size || [...now].some((port) => !down.has(port))) {
        down = now;
        balancer.setDown(down);
      }
    } finally {
      checking = false;
    }
  }, 200);
}

/**
 * Two replicas of the store as `npm start` runs it, on one fresh PostgreSQL database (created here, dropped
 * by stop()), one Redis and one S3 stand-in for the media bucket, each with a data folder of its own,
 * behind nginx.
 * Both start at once on the empty database, as an orchestrator starts them: they take turns to migrate and to
 * seed the demo catalogue (advisory locks), so one of them does each and the other finds it done.
 */
export async function startCluster(): Promise<Cluster> {
  const databaseServer = process.env.TEST_DATABASE_URL;
  const nginx = findNginx();
  if (!databaseServer || !nginx) throw new Error(`missing: ${missingForReplicas().join(', ')}`);
  await runScript(['scripts/web-build.mjs'], 'building the web for the replica test');

  const dir = mkdtempSync(join(tmpdir(), 'seed-replicas-'));
  chmodSync(dir, 0o755);
  // Named like the other test databases, so CI's clean-up drops it if this run crashes.
  const database = `seed_test_replicas_${process.pid}_${randomBytes(4).toString('hex')}`;
  await admin(databaseServer, `create database "${database}"`);
  const databaseUrl = withDatabase(databaseServer, database);
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });

  const bucket = await startS3StandIn();
  const [portA, portB, proxyPort] = [await freePort(), await freePort(), await freePort()];
  const url = `http://127.0.0.1:${proxyPort}`;
  const env = (port: number): NodeJS.ProcessEnv => ({
    ...process.env,
    // Vitest's; a store started with `npm start` has none.
    NODE_ENV: undefined,
    SEED_STRICT_REFUSALS: undefined,
    DATABASE_URL: databaseUrl,
    REDIS_URL: process.env.TEST_REDIS_URL,
    SESSION_SECRET: 'replica-test-session-secret-shared-by-both',
    PORT: String(port),
    HOST: '127.0.0.1',
    // Nothing shared through the disk: media is in the bucket.
    DATA_DIR: join(dir, `data-${port}`),
    ...bucket.env,
    PUBLIC_URL: url,
    TRUST_PROXY: 'true',
    RATE_LIMIT_PER_MINUTE: '20',
    // Debug: each replica logs the jobs it ran.
    LOG_LEVEL: 'debug',
    // A removal whose replica died is given to the other a minute later (the removal claim), not five.
    JOB_REMOVAL_TIMEOUT_SECONDS: '60',
    // Time for the test's health checker (every 200 ms) to take a stopping replica out of nginx.
    SHUTDOWN_DRAIN_DELAY_MS: '3000',
  });

  const started: { child: ChildProcess; exited: Promise<unknown> }[] = [];
  // A test run that is killed or times out must not leave servers and nginx running.
  const killAll = () => {
    for (const { child } of started) child.kill('SIGKILL');
  };
  process.once('exit', killAll);
  let checker: NodeJS.Timeout | undefined;
  const stop = async () => {
    clearInterval(checker);
    process.off('exit', killAll);
    await Promise.all(started.map(({ child, exited }) => stopProcess(child, exited)));
    await pool.end();
    await bucket.stop();
    await admin(databaseServer, `drop database if exists "${database}" with (force)`);
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    const a = startStore('A', dir, env(portA));
    const b = startStore('B', dir, env(portB));
    started.push(a, b);
    await Promise.all([waitHealthy(a.url, a), waitHealthy(b.url, b)]);
    const balancer = startNginx(nginx, join(dir, 'nginx'), proxyPort, [portA, portB]);
    let nginxErrors = '';
    balancer.child.stderr?.on('data', (chunk) => {
      nginxErrors += chunk;
    });
    started.push({ child: balancer.child, exited: once(balancer.child, 'exit') });
    checker = checkReadiness(balancer, [portA, portB]);
    await waitHealthy(url).catch((error: Error) => {
      throw new Error(`${error.message}\nnginx: ${nginxErrors}`);
    });
    const cluster: Cluster = {
      url,
      a,
      b,
      query: async (text, values) => (await pool.query(text, values)).rows,
      async crashAndRestart(replica) {
        replica.child.kill('SIGKILL');
        await replica.exited;
        // A log of its own: what the new process does is read apart from what the killed one did.
        const port = replica === cluster.a ? portA : portB;
        const again = startStore(replica.name, dir, env(port), `${replica.name}-restarted`);
        started.push(again);
        await waitHealthy(again.url, again);
        if (replica === cluster.a) cluster.a = again;
        else cluster.b = again;
        return again;
      },
      stop,
    };
    return cluster;
  } catch (error) {
    await stop();
    throw error;
  }
}
