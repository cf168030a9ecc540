import { createTestDatabase, type TestDatabase, testDatabaseKinds } from '@seed/db/test-database';
import Fastify from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { JobQueue } from '../../jobs/job-queue';
import { queueDb } from '../../jobs/queue-db';
import { createMetrics } from '../../metrics/metrics';
import { DevMailbox } from './dev-mailbox';
import { MAIL_QUEUE, queuedMailer } from './mail-queue';
import type { Mailer, MailMessage } from './mailer';

const log = Fastify({ logger: false }).log;

const mail = (n: number): MailMessage => ({
  to: `reader-${n}@example.com`,
  subject: `Message ${n}`,
  text: `Body ${n}`,
  html: `<p>Body ${n}</p>`,
});

/** A mail server that refuses the first `failures` sends, then keeps what it is given. */
function flakyServer(failures: number) {
  const mailbox = new DevMailbox();
  let attempts = 0;
  const transport: Mailer = {
    async send(message) {
      attempts++;
      if (attempts <= failures) throw new Error('451 try again later');
      await mailbox.send(message);
    },
  };
  return { transport, mailbox, attempts: () => attempts };
}

// Generous: pg-boss makes its schema on the first start, slow on PGlite while other work loads the machine.
const waitLong = { timeout: 60_000, interval: 200 };

describe.each(testDatabaseKinds())('mail on the job queue on %s', (kind) => {
  let database: TestDatabase;
  const queues: JobQueue[] = [];
  beforeEach(async () => {
    database = await createTestDatabase(kind);
  }, 120_000);
  afterEach(async () => {
    for (const queue of queues.splice(0)) await queue.stop();
    await database.drop();
  });

  /** One replica's queue with its mail worker, sending through `transport`. */
  async function replica(
    transport: Mailer,
    options: { retryDelaySeconds?: number; concurrency?: number } = {},
  ) {
    const jobs = new JobQueue(queueDb(database), log, () => 5000);
    const metrics = createMetrics();
    const mailer = queuedMailer(jobs, transport, {
      concurrency: 2,
      retryDelaySeconds: 1,
      metrics,
      ...options,
    });
    queues.push(jobs);
    await jobs.start();
    return { mailer, metrics };
  }

  /** The mail jobs pg-boss holds, by state (archived ones have completed). */
  async function jobStates() {
    const { rows } = await database.db.execute<{ state: string; n: number }>(
      `select state, count(*)::int as n from pgboss.job where name = '${MAIL_QUEUE}' group by state`,
    );
    return Object.fromEntries(rows.map((row) => [row.state, row.n]));
  }

  it('queues a mail and returns; a worker delivers it through the transport', async () => {
    const server = flakyServer(0);
    const { mailer } = await replica(server.transport);
    await mailer.send(mail(1));
    await expect.poll(() => server.mailbox.list('reader-1@example.com').length, waitLong).toBe(1);
    expect(server.mailbox.list()[0]).toMatchObject({ subject: 'Message 1', html: '<p>Body 1</p>' });
    await expect.poll(jobStates, waitLong).toEqual({ completed: 1 });
  }, 120_000);

  it('retries a mail the server refuses, with backoff, until it is delivered', async () => {
    const server = flakyServer(2);
    const { mailer, metrics } = await replica(server.transport);
    await mailer.send(mail(2));
    await expect.poll(() => server.mailbox.list().length, waitLong).toBe(1);
    expect(server.attempts()).toBe(3);
    const { rows } = await database.db.execute<{ retry_count: number; retry_backoff: boolean }>(
      `select retry_count, retry_backoff from pgboss.job where name = '${MAIL_QUEUE}'`,
    );
    expect(rows).toEqual([{ retry_count: 2, retry_backoff: true }]);
    expect((await metrics.jobFailures.get()).values).toEqual([]);
  }, 120_000);

  it('delivers each mail exactly once when two replicas work the same queue', async () => {
    const server = flakyServer(0);
    const a = await replica(server.transport);
    const b = await replica(server.transport);
    for (let n = 0; n < 12; n++) await (n % 2 ? a : b).mailer.send(mail(n));
    // Every job completed: none is left to be delivered again.
    await expect.poll(jobStates, waitLong).toEqual({ completed: 12 });
    const subjects = server.mailbox.list().map((message) => message.subject);
    expect(subjects.toSorted()).toEqual(Array.from({ length: 12 }, (_, n) => `Message ${n}`).toSorted());
  }, 120_000);

  it('queues a mail sent within a transaction only if the transaction commits', async () => {
    const server = flakyServer(0);
    const { mailer } = await replica(server.transport);
    await expect(
      database.db.transaction(async (tx) => {
        await mailer.send(mail(3), tx);
        throw new Error('the change it announces failed');
      }),
    ).rejects.toThrow('the change it announces failed');
    await database.db.transaction(async (tx) => {
      await mailer.send(mail(4), tx);
    });
    await expect.poll(() => server.mailbox.list().length, waitLong).toBe(1);
    expect(server.mailbox.list()[0]?.subject).toBe('Message 4');
    await expect.poll(jobStates, waitLong).toEqual({ completed: 1 });
  }, 120_000);

  it('gives a mail up after its retries, logged and counted in the metrics', async () => {
    const server = flakyServer(Number.POSITIVE_INFINITY);
    const { mailer, metrics } = await replica(server.transport);
    // The shortest backoff pg-boss allows still spans half a minute over ten retries: the job is made to have
    // used all but one of them.
    await mailer.send(mail(5));
    // A failing run moves the job to a new row (pg-boss deletes and inserts it), and an update that waited on
    // the old row changes nothing: it is repeated until it has changed the job.
    const lowerLimit = async () =>
      (
        await database.db.execute(
          `update pgboss.job set retry_limit = 1 where name = '${MAIL_QUEUE}' returning id`,
        )
      ).rows.length;
    await expect.poll(lowerLimit, waitLong).toBe(1);
    await expect
      .poll(async () => (await metrics.jobFailures.get()).values, { timeout: 90_000, interval: 250 })
      .toEqual([expect.objectContaining({ labels: { queue: MAIL_QUEUE }, value: 1 })]);
    expect(server.mailbox.list()).toEqual([]);
    expect(await jobStates()).toEqual({ failed: 1 });
  }, 150_000);
});
