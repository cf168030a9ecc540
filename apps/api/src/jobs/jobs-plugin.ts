import type { FastifyInstance } from 'fastify';
import type { Metrics } from '../metrics/metrics';
import type { JobQueue, RecurringJob } from './job-queue';

/**
 * The job queue lives as long as the server: started when the app is ready (after migrations and after every
 * module declared its jobs, before it listens), stopped when it closes, before its owner closes the database.
 */
export async function jobsPlugin(app: FastifyInstance, { queue }: { queue: JobQueue }) {
  app.addHook('onReady', () => queue.start());
  app.addHook('onClose', () => queue.stop());
}

/** The job, counting its failed runs in the metrics (`job_failures_total`). */
export function countingFailures(job: RecurringJob, metrics: Metrics): RecurringJob {
  return {
    ...job,
    async run(log) {
      try {
        return await job.run(log);
      } catch (err) {
        metrics.jobFailures.inc({ queue: job.name });
        throw err;
      }
    },
  };
}
