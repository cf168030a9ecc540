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
import { imageRefusal } from './image-refusal';
import { RemovalJobs } from './removal-jobs';
import { base64Limit, jsonSource, multipartSource, type RemoverSource } from './remover-input';
import { createUploadedMedia, findOwnedMedia } from './service';

type RemoverOptions = ModuleOptions & {
  store: MediaStore;
  remover: BackgroundRemover;
  maxBytes: number;
};

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
  const { db, store, remover, mediaBase, maxBytes } = options;
  const jobs = new RemovalJobs<Media>(remover, (err) => app.log.error({ err }, 'background removal failed'));
  app.addHook('onClose', () => remover.close());

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
        const job = jobs.start(userId, key, input, async (png) => {
          const row = await createUploadedMedia(
            { db, store },
            { data: png, originalName: 'no-background.png', ownerUserId: userId, maxBytes: 4 * maxBytes },
          );
          return toMedia(row, mediaBase) as Media;
        });
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
    const job = jobs.find(request.user.id, request.params.jobId);
    if (!job) {
      throw new DomainError('NOT_FOUND', 'Background removal job not found', {
        reason: 'REMOVAL_JOB_NOT_FOUND',
      });
    }
    return { status: job.status, progress: job.progress, media: job.result, message: job.message };
  });
}
