import type { FastifyInstance } from 'fastify';
import type PgBoss from 'pg-boss';
import type { Metrics } from '../metrics/metrics';
import { type JobQueue, type RecurringJob, startJobQueue } from './job-queue';

/**
 * The job queue lives as long as the server: started when the app is ready (after migrations, before it
 * listens), stopped when it closes, before its owner closes the database.
 */
export async function jobsPlugin(
  app: FastifyInstance,
  { queue, jobs, metrics }: { queue: PgBoss.Db; jobs: RecurringJob[]; metrics?: Metrics },
) {
  let running: JobQueue | undefined;
  const counted = metrics ? jobs.map((job) => countingFailures(job, metrics)) : jobs;
  app.addHook('onReady', async () => {
    running = await startJobQueue(queue, counted, app.log.child({ module: 'jobs' }));
  });
  app.addHook('onClose', async () => running?.stop());
}

function countingFailures(job: RecurringJob, metrics: Metrics): RecurringJob {
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
