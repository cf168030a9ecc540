import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { ChangeFeed } from '../../http/cache-invalidation';
import type { JobQueue } from '../../jobs/job-queue';
import { findProductionLines } from '../orders/production-lines';
import { type ProductionDeps, renderWaitingFiles } from './files';
import { failWaiting, PRINT_FILES_WAITING, takeUnsentOrders } from './print-renders';
import { prepareLines } from './sources';
import { flagLine } from './state';

/** One order's waiting print files, rendered by whichever replica's worker takes the job. */
export const RENDER_QUEUE = 'render-print-files';
/** Queues a render job for each order whose files wait without one. */
export const SEND_QUEUE = 'queue-print-files';

type RenderData = { orderId: number };

// An order's files take seconds each; a run still going after this is taken as dead and retried elsewhere.
const RENDER_EXPIRE_SECONDS = 600;
const RENDER_RETRIES = 2;
// A waiting file whose job was sent this long ago and never ran (lost between the sweep and the queue) is
// sent again: longer than a job and its retries can take.
const LOST_AFTER_SECONDS = RENDER_EXPIRE_SECONDS * (RENDER_RETRIES + 1) + 60;

async function renderOrderFiles(deps: ProductionDeps, { orderId }: RenderData, log: FastifyBaseLogger) {
  const lines = await prepareLines(deps.db, await findProductionLines(deps.db, { orderId }));
  const rendered = await renderWaitingFiles(deps, lines);
  log.info({ orderId, rendered }, 'print files rendered');
}

/** Queues the jobs of the orders whose files wait without one; returns how many it queued. */
async function sendWaitingOrders(deps: ProductionDeps, jobs: Pick<JobQueue, 'send'>) {
  const orderIds = await takeUnsentOrders(deps.db, LOST_AFTER_SECONDS);
  for (const orderId of orderIds) await jobs.send(RENDER_QUEUE, { orderId }, { id: randomUUID() });
  return orderIds.length;
}

/**
 * Print files on the job queue: a worker (`concurrency` renders at once in this process) and the sweep that
 * queues their jobs, run every minute and at once when a replica hears that a paid order's files wait.
 */
export function printFileJobs(
  deps: ProductionDeps,
  { jobs, concurrency, changes }: { jobs: JobQueue; concurrency: number; changes?: ChangeFeed },
): () => void {
  jobs.worker<RenderData>({
    name: RENDER_QUEUE,
    concurrency,
    expireInSeconds: RENDER_EXPIRE_SECONDS,
    retryLimit: RENDER_RETRIES,
    run: (data, log) => renderOrderFiles(deps, data, log),
    giveUp: async ({ orderId }) => {
      for (const lineId of await failWaiting(deps.db, orderId)) {
        await flagLine(deps.db, lineId, 'RENDER_FAILED', {});
      }
    },
  });
  jobs.recurring({
    name: SEND_QUEUE,
    cron: '* * * * *',
    run: () => sendWaitingOrders(deps, jobs),
  });
  if (!changes) return () => {};
  return changes.subscribe((tags) => {
    if (!tags.has(PRINT_FILES_WAITING)) return;
    // Before the queue starts, the sweep's first scheduled run finds the order.
    jobs
      .trigger(SEND_QUEUE)
      .catch((err: unknown) => deps.log.warn({ err }, 'print files not queued yet; the next sweep will'));
  });
}
