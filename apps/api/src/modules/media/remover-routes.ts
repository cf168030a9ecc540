import { type Media, media } from '@seed/contract/media';
import { DomainError } from '@seed/domain/errors';
import { type AcceptedImage, inspectUpload } from '@seed/media/intake';
import { readBestImage } from '@seed/media/save-image';
import type { MediaStore } from '@seed/media/store';
import { svgDensity } from '@seed/media/svg';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import sharp from 'sharp';
import type { BackgroundRemover } from '../../adapters/background-removal/background-remover';
import { toMedia } from '../../http/media';
import type { ModuleOptions } from '../../http/module';
import { serve } from '../../http/serve';
import type { JobQueue } from '../../jobs/job-queue';
import { imageRefusal } from './image-refusal';
import { findRemoval, type JobStatus, startRemoval } from './removal-jobs';
import { REMOVAL_QUEUE, removalJob } from './removal-runner';
import { base64Limit, jsonSource, multipartSource, type RemoverSource } from './remover-input';
import { findMediaRows, findOwnedMedia } from './service';

/** Background removal runs on the job queue, whichever replica takes it. */
export type RemovalOptions = {
  jobs: JobQueue;
  remover: BackgroundRemover;
  // Removals this process runs at once, and how long one may run before another replica retries it.
  concurrency: number;
  timeoutSeconds: number;
};

type RemoverOptions = ModuleOptions & RemovalOptions & { store: MediaStore; maxBytes: number };

// The model looks at a small square anyway; a larger input only costs time.
const MODEL_INPUT = 2048;

async function modelInput(image: AcceptedImage): Promise<Buffer> {
  const density = image.type === 'svg' ? svgDensity(image.width, image.height, MODEL_INPUT) : undefined;
  return sharp(image.input, { ...image.inputOptions, density })
    .autoOrient()
    .resize(MODEL_INPUT, MODEL_INPUT, { fit: 'inside', withoutEnlargement: true })
    .png()
    .toBuffer();
}

export async function removerRoutes(app: FastifyInstance, options: RemoverOptions) {
  const { db, store, remover, mediaBase, maxBytes, jobs } = options;
  let stopping = false;
  jobs.worker(removalJob({ db, store, remover, maxBytes, stopping: () => stopping }, options));
  // After the queue stopped its workers and handed runs still going to other replicas (hooks close in
  // reverse order of registration).
  app.addHook('onClose', async () => {
    stopping = true;
    await remover.close();
  });
  const removals = { db, store, send: (id: string) => jobs.send(REMOVAL_QUEUE, { id }, { id }) };

  async function source(request: FastifyRequest, userId: number): Promise<RemoverSource> {
    const body = request.isMultipart()
      ? await multipartSource(app, request, maxBytes)
      : jsonSource(request.body);
    if (!('mediaId' in body)) return body;
    const row = await findOwnedMedia(db, body.mediaId, userId);
    const data = row && (await readBestImage(store, row));
    if (!data) throw new DomainError('NOT_FOUND', `Image ${body.mediaId} not found`);
    return { data, key: `media:${body.mediaId}` };
  }

  serve(
    app,
    media.removeBackground,
    async (request) => {
      const userId = request.user.id;
      try {
        const { data, key } = await source(request, userId);
        const input = await modelInput(await inspectUpload(data, { maxBytes }));
        const job = await startRemoval(removals, { userId, source: key, image: input });
        return { jobId: job.id };
      } catch (error) {
        throw imageRefusal(error);
      }
    },
    {
      // Base64 makes a file a third larger than its bytes.
      bodyLimit: base64Limit(maxBytes),
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
    },
  );

  serve(app, media.removalJob, async (request) => {
    const job = await findRemoval(db, request.user.id, request.params.jobId);
    if (!job) {
      throw new DomainError('NOT_FOUND', 'Background removal job not found', {
        reason: 'REMOVAL_JOB_NOT_FOUND',
      });
    }
    const [row] = job.mediaId === null ? [] : await findMediaRows(db, [job.mediaId]);
    return {
      status: job.status as JobStatus,
      progress: job.progress,
      media: row ? (toMedia(row, mediaBase) as Media) : undefined,
      message: job.message ?? undefined,
    };
  });
}
