import type { Db } from '@seed/db/client';
import type { MediaStore } from '@seed/media/store';
import type { FastifyBaseLogger } from 'fastify';
import type { BackgroundRemover } from '../../adapters/background-removal/background-remover';
import type { WorkerJob } from '../../jobs/job-queue';
import { finishRemoval, openRemoval, recordProgress } from './removal-jobs';
import { createUploadedMedia } from './service';

export const REMOVAL_QUEUE = 'remove-background';

export type RemovalData = { id: string };

type RunnerDeps = {
  db: Db;
  store: MediaStore;
  remover: BackgroundRemover;
  // The largest upload; a cut-out PNG may be larger than its source.
  maxBytes: number;
  // True once the server is shutting down: the model process is stopped under a run, which is not the
  // image's fault; the queue gives that run to another replica.
  stopping?: () => boolean;
};

const FAILED = 'The background could not be removed from this image. Try another image.';
// Progress is written at most this often: the studio polls about twice a second.
const PROGRESS_EVERY_MS = 400;

/**
 * Runs one removal: the image from the media store through the model, the cut-out saved as the user's
 * upload. A removal the model refuses (or whose model process dies) ends as failed with a readable message
 * and is not retried; a worker that dies mid-way leaves the job active, and the queue retries it elsewhere.
 */
export async function runRemoval(deps: RunnerDeps, { id }: RemovalData, log: FastifyBaseLogger) {
  const open = await openRemoval(deps, id);
  if (!open) return;
  if (!open.image) {
    await finishRemoval(deps, id, { status: 'failed', message: FAILED });
    return;
  }
  // Which replica runs which removal, for whoever reads the logs of several.
  log.info({ removal: id }, 'background removal started');
  let written = 0;
  let writing: Promise<void> = Promise.resolve();
  const onProgress = (fraction: number) => {
    if (Date.now() - written < PROGRESS_EVERY_MS) return;
    written = Date.now();
    writing = writing
      .then(() => recordProgress(deps.db, id, fraction))
      .catch((err: unknown) => log.warn({ err }, 'removal progress not written'));
  };
  let png: Buffer;
  try {
    png = await deps.remover.remove(open.image, onProgress);
  } catch (err) {
    if (deps.stopping?.()) return;
    log.error({ err }, 'background removal failed');
    await writing;
    await finishRemoval(deps, id, { status: 'failed', message: FAILED });
    return;
  }
  await writing;
  const row = await createUploadedMedia(deps, {
    data: png,
    originalName: 'no-background.png',
    ownerUserId: open.row.userId,
    maxBytes: 4 * deps.maxBytes,
  });
  await finishRemoval(deps, id, { status: 'done', mediaId: row.id });
}

/** The removal as a job of the queue, retried twice when its worker dies, failed for good after that. */
export function removalJob(
  deps: RunnerDeps,
  { concurrency, timeoutSeconds }: { concurrency: number; timeoutSeconds: number },
): WorkerJob<RemovalData> {
  return {
    name: REMOVAL_QUEUE,
    concurrency,
    expireInSeconds: timeoutSeconds,
    retryLimit: 2,
    run: (data, log) => runRemoval(deps, data, log),
    giveUp: async ({ id }) => void (await finishRemoval(deps, id, { status: 'failed', message: FAILED })),
  };
}
