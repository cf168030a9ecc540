import { createDatabase } from '@seed/db/client';
import { createTestDatabase, type TestDatabase, testDatabaseKinds } from '@seed/db/test-database';
import Fastify from 'fastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { JobQueue, type RecurringJob, stopTimeoutMs } from './job-queue';
import { queueDb } from './queue-db';

const log = Fastify({ logger: false }).log;

/** A job whose runs are counted and, while `gate` is unresolved, held open. */
function heldJob(name: string) {
  const counts = { started: 0, finished: 0, running: 0, mostAtOnce: 0 };
  let open!: () => void;
  const gate = new Promise<void>((resolve) => {
    open = resolve;
  });
  const job: RecurringJob = {
    name,
    // Never due during a test: runs come from trigger() only.
    cron: '0 0 1 1 *',
    async run() {
      counts.started++;
      counts.running++;
      counts.mostAtOnce = Math.max(counts.mostAtOnce, counts.running);
      await gate;
      counts.running--;
      counts.finished++;
    },
  };
  return { job, counts, open };
}

describe.each(testDatabaseKinds())('the job queue (pg-boss) on %s', (kind) => {
  let database: TestDatabase;
  const queues: JobQueue[] = [];
  beforeEach(async () => {
    database = await createTestDatabase(kind);
  }, 120_000);
  afterEach(async () => {
    for (const queue of queues.splice(0)) await queue.stop();
    await database.drop();
  });
  const start = async (jobs: RecurringJob[], stopTimeout = 5000) => {
    const queue = new JobQueue(queueDb(database), log, () => stopTimeout);
    for (const job of jobs) queue.recurring(job);
    queues.push(queue);
    await queue.start();
    return queue;
  };

  it('makes its schema, schedules each job and runs a triggered one', async () => {
    const held = heldJob('tidy-up');
    held.open();
    const queue = await start([held.job]);
    const { rows } = await database.db.execute<{ name: string; cron: string }>(
      'select name, cron from pgboss.schedule',
    );
    expect(rows).toEqual([{ name: 'tidy-up', cron: '0 0 1 1 *' }]);

    expect(await queue.trigger('tidy-up')).toEqual(expect.any(String));
    await vi.waitFor(() => expect(held.counts.finished).toBe(1), { timeout: 15_000, interval: 100 });
  });

  it('never runs a job twice at once, even when two replicas are asked to', async () => {
    const held = heldJob('expire');
    const first = await start([held.job]);
    const second = await start([held.job]);

    expect(await first.trigger('expire')).toEqual(expect.any(String));
    await vi.waitFor(() => expect(held.counts.started).toBe(1), { timeout: 15_000, interval: 100 });
    // One more may wait while one runs; a third is refused rather than piling up.
    expect(await second.trigger('expire')).toEqual(expect.any(String));
    expect(await first.trigger('expire')).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(held.counts).toMatchObject({ started: 1, running: 1 });

    held.open();
    await vi.waitFor(() => expect(held.counts.finished).toBe(2), { timeout: 30_000, interval: 100 });
    expect(held.counts.mostAtOnce).toBe(1);
  });

  it('lets a run in progress finish before it stops', async () => {
    const held = heldJob('slow');
    const queue = await start([held.job]);
    await queue.trigger('slow');
    await vi.waitFor(() => expect(held.counts.started).toBe(1), { timeout: 15_000, interval: 100 });

    const stopped = queue.stop();
    setTimeout(held.open, 300);
    await stopped;
    expect(held.counts.finished).toBe(1);
  });

  // pg-boss once had a fixed 5 s here, whatever SHUTDOWN_TIMEOUT_MS allowed: a run needing 7 s was failed.
  it('lets a run in progress take the time the shutdown gives it', async () => {
    const held = heldJob('long');
    const queue = await start([held.job], 30_000);
    await queue.trigger('long');
    await vi.waitFor(() => expect(held.counts.started).toBe(1), { timeout: 15_000, interval: 100 });

    setTimeout(held.open, 7000);
    await queue.stop();
    expect(held.counts.finished).toBe(1);
    // Its completion is written just after the handler returns; a run failed at the stop's timeout stays failed.
    const state = async () =>
      (await database.db.execute<{ state: string }>("select state from pgboss.job where name = 'long'")).rows;
    await expect.poll(state, { timeout: 15_000, interval: 250 }).toEqual([{ state: 'completed' }]);
  }, 60_000);
});

describe.runIf(testDatabaseKinds().includes('postgres'))('replicas starting together on PostgreSQL', () => {
  it('both start their job queues on a fresh database: the queues and schedules made once, no deadlock', async () => {
    const database = await createTestDatabase('postgres');
    // Each replica with its own pool, as two processes have.
    const { rows } = await database.db.execute<{ name: string }>('select current_database() as name');
    const url = new URL(process.env.TEST_DATABASE_URL ?? '');
    url.pathname = `/${rows[0]?.name}`;
    const other = await createDatabase({ url: url.toString() });
    const replicas = [database, other].map((replica) => {
      const queue = new JobQueue(queueDb(replica), log, () => 1000);
      for (const name of ['expire', 'tidy-up', 'mail']) queue.recurring(heldJob(name).job);
      return queue;
    });
    try {
      await Promise.all(replicas.map((queue) => queue.start()));
      const schedules = await database.db.execute<{ name: string }>(
        'select name from pgboss.schedule order by name',
      );
      expect(schedules.rows.map((row) => row.name)).toEqual(['expire', 'mail', 'tidy-up']);
    } finally {
      for (const queue of replicas) await queue.stop();
      await other.close();
      await database.drop();
    }
  }, 120_000);
});

describe('stopTimeoutMs', () => {
  it("gives running jobs what is left of the shutdown's budget, less a reserve for closing the rest", () => {
    expect(stopTimeoutMs(10_000)).toBe(8000);
    expect(stopTimeoutMs(60_000, 45_000)).toBe(43_000);
    expect(stopTimeoutMs(10_000, 3000)).toBe(1000);
    expect(stopTimeoutMs(10_000, 1000)).toBe(0);
    // A short budget keeps three quarters for the jobs.
    expect(stopTimeoutMs(4000)).toBe(3000);
  });
});
