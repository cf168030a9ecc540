import { createTestDatabase, type TestDatabase, testDatabaseKinds } from '@seed/db/test-database';
import Fastify from 'fastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { JobQueue, type RecurringJob } from './job-queue';
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
  const start = async (jobs: RecurringJob[]) => {
    const queue = new JobQueue(queueDb(database), log);
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
});
