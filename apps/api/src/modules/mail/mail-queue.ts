import type { FastifyBaseLogger } from 'fastify';
import type { JobQueue } from '../../jobs/job-queue';
import type { Metrics } from '../../metrics/metrics';
import type { Mailer, MailMessage } from './mailer';

export const MAIL_QUEUE = 'send-mail';

// nodemailer gives up on a server that stops answering within about a minute (smtp-mailer.ts); a send still
// running well after that is taken as a dead worker's and retried elsewhere, not sent twice by a slow one.
const EXPIRE_SECONDS = 180;
// With a first retry after about half a minute and each next one twice as late, ten retries span about
// half a day: a mail server's outage of a few hours delays the mail, it does not lose it.
const RETRY_LIMIT = 10;
const RETRY_DELAY_SECONDS = 30;

type QueuedMailOptions = {
  // Sends at once in this process (JOB_CONCURRENCY_MAIL); the rest wait in the queue for any replica.
  concurrency: number;
  // Tests shorten it.
  retryDelaySeconds?: number;
  metrics?: Metrics;
};

/**
 * A mailer that puts each message on the job queue and returns: a worker of any replica sends it through
 * `transport` (SMTP or the development mailbox), retrying with backoff while the mail server fails. A message
 * given up on is logged with its recipient and counted in job_failures_total{queue="send-mail"}.
 */
export function queuedMailer(
  jobs: JobQueue,
  transport: Mailer,
  { concurrency, retryDelaySeconds = RETRY_DELAY_SECONDS, metrics }: QueuedMailOptions,
): Mailer {
  jobs.worker<MailMessage>({
    name: MAIL_QUEUE,
    concurrency,
    expireInSeconds: EXPIRE_SECONDS,
    retryLimit: RETRY_LIMIT,
    retryDelaySeconds,
    run: async (message, log: FastifyBaseLogger) => {
      try {
        await transport.send(message);
      } catch (err) {
        log.warn({ err }, 'mail not sent yet; it is retried');
        throw err;
      }
    },
    giveUp: async (message, log) => {
      metrics?.jobFailures.inc({ queue: MAIL_QUEUE });
      log.error({ to: message.to, subject: message.subject }, 'mail given up after its retries');
    },
  });
  return { send: (message, within) => jobs.send(MAIL_QUEUE, message, { within }) };
}
