import type { FastifyInstance } from 'fastify';
import type PgBoss from 'pg-boss';
import { type JobQueue, type RecurringJob, startJobQueue } from './job-queue';

/**
 * The job queue lives as long as the server: started when the app is ready (after migrations, before it
 * listens), stopped when it closes, before its owner closes the database.
 */
export async function jobsPlugin(
  app: FastifyInstance,
  { queue, jobs }: { queue: PgBoss.Db; jobs: RecurringJob[] },
) {
  let running: JobQueue | undefined;
  app.addHook('onReady', async () => {
    running = await startJobQueue(queue, jobs, app.log.child({ module: 'jobs' }));
  });
  app.addHook('onClose', async () => running?.stop());
}
