import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';

/** A recurring job: its queue's name, when it runs (cron, UTC, at most once a minute) and what it does. */
export type RecurringJob = {
  name: string;
  cron: string;
  run(log: FastifyBaseLogger): Promise<unknown>;
};

export type JobQueue = {
  /** Queues one run now, as the schedule would (null when one is already waiting); for tests and operators. */
  trigger(name: string): Promise<string | null>;
  stop(): Promise<void>;
};

// Jobs are picked up within this many seconds of being due; they run once a minute at most, so a slow
// poll costs nothing and keeps the embedded database's one connection free for requests.
const POLL_SECONDS = 10;
// A run that takes longer than this is taken as dead and may be run again.
const EXPIRE_MINUTES = 15;

/**
 * Starts pg-boss on the store's database (its tables live in the `pgboss` schema, made on first start)
 * with each job's schedule and worker. Each queue is `stately`: at most one run waiting and one running
 * across every replica, so a slow run never piles up others and two replicas never run a job at once. A
 * failed run is not retried: the next scheduled one does the same work.
 */
export async function startJobQueue(
  db: PgBoss.Db,
  jobs: RecurringJob[],
  log: FastifyBaseLogger,
): Promise<JobQueue> {
  const boss = new PgBoss({ db });
  boss.on('error', (err) => log.error({ err }, 'job queue error'));
  await boss.start();
  const workers = new Map<string, string>();
  for (const job of jobs) {
    await boss.createQueue(job.name, {
      name: job.name,
      policy: 'stately',
      retryLimit: 0,
      expireInMinutes: EXPIRE_MINUTES,
    });
    await boss.schedule(job.name, job.cron);
    const workerId = await boss.work(job.name, { pollingIntervalSeconds: POLL_SECONDS }, async () => {
      const jobLog = log.child({ job: job.name });
      try {
        jobLog.debug({ result: await job.run(jobLog) }, 'job finished');
      } catch (err) {
        jobLog.error({ err }, 'job failed');
        throw err;
      }
    });
    workers.set(job.name, workerId);
  }
  return {
    async trigger(name) {
      const id = await boss.send(name, {});
      // This replica's worker looks now instead of at its next poll.
      const workerId = workers.get(name);
      if (workerId) boss.notifyWorker(workerId);
      return id;
    },
    // Waits for a run in progress (up to the timeout) and leaves the database open for its owner to close.
    stop: () => boss.stop({ graceful: true, timeout: 5000, close: false }),
  };
}
