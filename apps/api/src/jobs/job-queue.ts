import type { Tx } from '@seed/db/client';
import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import { type QueueDb, transactionDb } from './queue-db';

/** A recurring job: its queue's name, when it runs (cron, UTC, at most once a minute) and what it does. */
export type RecurringJob = {
  name: string;
  cron: string;
  run(log: FastifyBaseLogger): Promise<unknown>;
};

/**
 * Work asked for by a request (a background removal…), run by whichever replica's worker takes it. A run
 * still active `expireInSeconds` after it started is taken as dead (its replica stopped) and given to another
 * worker, up to `retryLimit` times; then `giveUp` runs, so the state the request polls never stays open.
 */
export type WorkerJob<T extends object> = {
  name: string;
  // Runs at once in this process; the rest wait in the queue (for any replica).
  concurrency: number;
  expireInSeconds: number;
  retryLimit: number;
  // A failed run is retried after about this long, each next retry about twice as long after the one before
  // (pg-boss's backoff, with jitter); at once when absent (a dead replica's work should move on quickly).
  retryDelaySeconds?: number;
  run(data: T, log: FastifyBaseLogger): Promise<void>;
  giveUp(data: T, log: FastifyBaseLogger): Promise<void>;
};

// Recurring jobs are picked up within this many seconds of being due; they run once a minute at most, so a
// slow poll costs nothing and keeps the embedded database's one connection free for requests.
const RECURRING_POLL_SECONDS = 10;
// Work somebody waits for is looked at this often by other replicas (the sending one is told at once).
const WORKER_POLL_SECONDS = 2;
// A recurring run that takes longer than this is taken as dead and may be run again.
const RECURRING_EXPIRE_MINUTES = 15;

const deadLetterOf = (name: string) => `${name}-given-up`;

// Kept back from the shutdown's budget for what follows the wait: failing the runs still going (so another
// replica retries them at once), then closing Redis and the database, all before the process gives up.
const STOP_RESERVE_MS = 2000;

/**
 * How long runs in progress may take to finish once the queue stops: what is left of the shutdown's budget
 * (`SHUTDOWN_TIMEOUT_MS`, all of it when the app closes without a signal), less a reserve of at most a quarter.
 */
export function stopTimeoutMs(shutdownTimeoutMs: number, msLeft = shutdownTimeoutMs): number {
  return Math.max(0, msLeft - Math.min(STOP_RESERVE_MS, shutdownTimeoutMs / 4));
}

/**
 * pg-boss on the store's database (its tables live in the `pgboss` schema, made on first start). Modules
 * declare their jobs while the app registers; `start` (when the app is ready) creates the queues, the
 * schedules and this process's workers.
 *
 * Recurring queues are `stately`: at most one run waiting and one running across every replica, so a slow
 * run never piles up others and two replicas never run a job at once. A failed run is not retried: the next
 * scheduled one does the same work.
 */
export class JobQueue {
  private boss: PgBoss | undefined;
  private readonly recurringJobs: RecurringJob[] = [];
  private readonly workerJobs: WorkerJob<object>[] = [];
  private readonly workerIds = new Map<string, string[]>();

  constructor(
    private readonly db: QueueDb,
    private readonly log: FastifyBaseLogger,
    // Asked when stopping: runs still going then may take this long (stopTimeoutMs).
    private readonly stopTimeout: () => number,
  ) {}

  recurring(job: RecurringJob): void {
    this.recurringJobs.push(job);
  }

  worker<T extends object>(job: WorkerJob<T>): void {
    this.workerJobs.push(job as unknown as WorkerJob<object>);
  }

  async start(): Promise<void> {
    const boss = new PgBoss({ db: this.db, maintenanceIntervalSeconds: this.maintenanceSeconds() });
    boss.on('error', (err) => this.log.error({ err }, 'job queue error'));
    await this.db.oneAtATime(async () => {
      await boss.start();
      for (const job of this.recurringJobs) await this.startRecurring(boss, job);
      for (const job of this.workerJobs) await this.startWorker(boss, job);
    });
    this.boss = boss;
  }

  /**
   * Queues work, under `id` when the caller keeps its own record of it; this replica's worker looks at once.
   * `within` a transaction, the work is queued by that transaction and so only if it commits (a worker told
   * before the commit finds nothing, and takes it at its next poll).
   */
  async send(name: string, data: object, { id, within }: { id?: string; within?: Tx } = {}): Promise<void> {
    const boss = this.started();
    await boss.send(name, data, { id, db: within && transactionDb(within) });
    this.notify(boss, name);
  }

  /** Queues one run of a recurring job now, as the schedule would (null when one is already waiting). */
  async trigger(name: string): Promise<string | null> {
    const boss = this.started();
    const id = await boss.send(name, {});
    this.notify(boss, name);
    return id;
  }

  /**
   * Lets runs in progress finish (up to the timeout); those still running then are failed, so another
   * replica retries them at once rather than after their expiry. The database stays open for its owner.
   */
  stop(): Promise<void> {
    return (
      this.boss?.stop({ graceful: true, timeout: this.stopTimeout(), close: false }) ?? Promise.resolve()
    );
  }

  // pg-boss finds expired runs in its maintenance: often enough that a dead replica's work moves on within
  // about one and a half expiries, never more than once a minute.
  private maintenanceSeconds(): number {
    const shortest = Math.min(...this.workerJobs.map((job) => job.expireInSeconds), 120);
    return Math.max(1, Math.min(60, Math.floor(shortest / 2)));
  }

  private started(): PgBoss {
    if (!this.boss) throw new Error('The job queue has not started');
    return this.boss;
  }

  private notify(boss: PgBoss, name: string) {
    for (const workerId of this.workerIds.get(name) ?? []) boss.notifyWorker(workerId);
  }

  private async startRecurring(boss: PgBoss, job: RecurringJob) {
    await boss.createQueue(job.name, {
      name: job.name,
      policy: 'stately',
      retryLimit: 0,
      expireInMinutes: RECURRING_EXPIRE_MINUTES,
    });
    await boss.schedule(job.name, job.cron);
    const jobLog = this.log.child({ job: job.name });
    const id = await boss.work(job.name, { pollingIntervalSeconds: RECURRING_POLL_SECONDS }, async () => {
      try {
        jobLog.debug({ result: await job.run(jobLog) }, 'job finished');
      } catch (err) {
        jobLog.error({ err }, 'job failed');
        throw err;
      }
    });
    this.workerIds.set(job.name, [id]);
  }

  private async startWorker(boss: PgBoss, job: WorkerJob<object>) {
    const deadLetter = deadLetterOf(job.name);
    await boss.createQueue(deadLetter, { name: deadLetter, retryLimit: 0 });
    const queue: PgBoss.Queue = {
      name: job.name,
      policy: 'standard',
      retryLimit: job.retryLimit,
      expireInSeconds: job.expireInSeconds,
      deadLetter,
      // pg-boss checks a key that is present, even when undefined.
      ...(job.retryDelaySeconds === undefined
        ? {}
        : { retryDelay: job.retryDelaySeconds, retryBackoff: true }),
    };
    await boss.createQueue(job.name, queue);
    // createQueue leaves an existing queue as it was: a changed timeout takes effect at the next start.
    await boss.updateQueue(job.name, queue);
    const jobLog = this.log.child({ job: job.name });
    const options = { pollingIntervalSeconds: WORKER_POLL_SECONDS, batchSize: 1 };
    const ids: string[] = [];
    // One pg-boss worker takes one job at a time: n of them bound this process to n at once.
    for (let i = 0; i < job.concurrency; i++) {
      ids.push(
        await boss.work<object>(job.name, options, async ([run]) => {
          if (run) await job.run(run.data, jobLog.child({ run: run.id }));
        }),
      );
    }
    this.workerIds.set(job.name, ids);
    await boss.work<object>(deadLetter, { pollingIntervalSeconds: RECURRING_POLL_SECONDS }, async ([run]) => {
      if (run) await job.giveUp(run.data, jobLog.child({ run: run.id }));
    });
  }
}
