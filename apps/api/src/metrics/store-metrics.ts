import type { Database } from '@seed/db/client';
import { Gauge } from 'prom-client';
import { queueDb } from '../jobs/queue-db';
import type { Metrics } from './metrics';

// The states of a pg-boss job that are not finished yet, and `failed` (kept until pg-boss archives it).
const JOB_COUNTS = `select name, state::text as state, count(*) as count from pgboss.job
  where state in ('created', 'retry', 'active', 'failed') group by name, state`;

type QueueRow = { name: string; state: string; count: string | number };

/**
 * Metrics read from the store's shared parts when Prometheus scrapes: the database connections in use and the
 * job queue's depth. The queue is read from pg-boss's own table, so every queue counts (scheduled jobs and any
 * other work sent to it), and every replica reports the same store-wide numbers.
 */
export function watchStore(metrics: Metrics, database: Database): void {
  const registers = [metrics.registry];
  new Gauge({
    name: 'db_info',
    help: 'The database driver in use (1): postgres (a pool) or pglite (embedded, one connection)',
    labelNames: ['driver'],
    registers,
  }).set({ driver: database.kind }, 1);

  if (database.kind === 'postgres') {
    const pool = database.client;
    new Gauge({
      name: 'db_pool_connections',
      help: 'PostgreSQL pool: connections open (total), idle, and queries waiting for one (waiting)',
      labelNames: ['state'],
      registers,
      collect() {
        this.set({ state: 'total' }, pool.totalCount);
        this.set({ state: 'idle' }, pool.idleCount);
        this.set({ state: 'waiting' }, pool.waitingCount);
      },
    });
  }

  const queue = queueDb(database);
  new Gauge({
    name: 'job_queue_jobs',
    help: 'Jobs in the queue (pg-boss) by queue and state: created and retry wait, active run, failed failed',
    labelNames: ['queue', 'state'],
    registers,
    async collect() {
      this.reset();
      let rows: QueueRow[];
      try {
        const result = await queue.executeSql(JOB_COUNTS, []);
        rows = result.rows as QueueRow[];
      } catch {
        // Before the queue's first start its schema does not exist, and a database outage must not fail the
        // scrape: the other metrics still answer, this one is empty.
        return;
      }
      for (const row of rows) this.set({ queue: row.name, state: row.state }, Number(row.count));
    },
  });
}
