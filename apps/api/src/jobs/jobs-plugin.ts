import type { FastifyInstance } from 'fastify';
import type { JobQueue } from './job-queue';

/**
 * The job queue lives as long as the server: started when the app is ready (after migrations and after every
 * module declared its jobs, before it listens), stopped when it closes, before its owner closes the database.
 */
export async function jobsPlugin(app: FastifyInstance, { queue }: { queue: JobQueue }) {
  app.addHook('onReady', () => queue.start());
  app.addHook('onClose', () => queue.stop());
}
