import { BaseQuerySchema, ErrorBodySchema, errorResponses } from '@seed/contract/common';
import { MediaSchema } from '@seed/contract/media';
import { DomainError } from '@seed/domain/errors';
import { type AcceptedImage, inspectUpload } from '@seed/media/intake';
import { readBestImage } from '@seed/media/save-image';
import type { MediaStore } from '@seed/media/store';
import { svgDensity } from '@seed/media/svg';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import sharp from 'sharp';
import { z } from 'zod';
import type { BackgroundRemover } from '../../adapters/background-removal/background-remover';
import { toMedia } from '../../http/media';
import type { ModuleOptions } from '../../http/module';
import { requireUser } from '../../plugins/auth';
import { RemovalJobs } from './removal-jobs';
import { base64Limit, jsonSource, multipartSource, type RemoverSource } from './remover-input';
import { createUploadedMedia, findOwnedMedia } from './service';

type RemoverOptions = ModuleOptions & {
  store: MediaStore;
  remover: BackgroundRemover;
  maxBytes: number;
  toHttpError: (error: unknown) => unknown;
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

const JobSchema = z.object({
  status: z.enum(['queued', 'running', 'done', 'failed']),
  progress: z.number().min(0).max(1),
  media: MediaSchema.optional(),
  message: z.string().optional(),
});

export async function removerRoutes(app: FastifyInstance, options: RemoverOptions) {
  const { db, store, remover, mediaBase, maxBytes } = options;
  const jobs = new RemovalJobs<z.infer<typeof MediaSchema>>(remover, (err) =>
    app.log.error({ err }, 'background removal failed'),
  );
  app.addHook('onClose', () => remover.close());

  async function source(request: FastifyRequest, userId: number): Promise<RemoverSource> {
    if (request.isMultipart()) return multipartSource(app, request, maxBytes);
    const body = jsonSource(request.body);
    if (!('mediaId' in body)) return body;
    const row = await findOwnedMedia(db, body.mediaId, userId);
    const data = row && (await readBestImage(store, row));
    if (!data) throw new DomainError('NOT_FOUND', `Image ${body.mediaId} not found`);
    return { data, key: `media:${body.mediaId}` };
  }

  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.post(
    '/media/remover-background',
    {
      preHandler: requireUser,
      // Base64 makes a file a third larger than its bytes.
      bodyLimit: base64Limit(maxBytes),
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
      schema: {
        tags: ['media'],
        summary: 'Remove the background from an image (a job)',
        description:
          'Multipart `file`, or multipart fields `type=base64` and `b64string` (spec §7), or JSON ' +
          '`{ mediaId }` (an own upload), `{ base64 }` or `{ type: "base64", b64string }`; base64 may be a ' +
          'data URL. Answers 202 with a job ' +
          'id to poll; the result is a new upload of the caller (PNG with transparency). One job per image ' +
          'and user at a time: asking again while it runs returns the same job.',
        querystring: BaseQuerySchema,
        response: {
          202: z.object({ jobId: z.string() }),
          ...errorResponses,
          401: ErrorBodySchema,
          409: ErrorBodySchema,
          413: ErrorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const userId = request.user!.id;
      try {
        const { data, key } = await source(request, userId);
        const input = await modelInput(await inspectUpload(data, { maxBytes }));
        const job = jobs.start(userId, key, input, async (png) => {
          const row = await createUploadedMedia(
            { db, store },
            { data: png, originalName: 'no-background.png', ownerUserId: userId, maxBytes: 4 * maxBytes },
          );
          return toMedia(row, mediaBase)!;
        });
        return reply.code(202).send({ jobId: job.id });
      } catch (error) {
        throw options.toHttpError(error);
      }
    },
  );

  routes.get(
    '/media/remover-background/:jobId',
    {
      preHandler: requireUser,
      schema: {
        tags: ['media'],
        summary: 'The state of a background removal job of the caller',
        params: z.strictObject({ jobId: z.uuid() }),
        querystring: BaseQuerySchema,
        response: { 200: JobSchema, ...errorResponses, 401: ErrorBodySchema },
      },
    },
    async (request) => {
      const job = jobs.find(request.user!.id, request.params.jobId);
      if (!job) throw new DomainError('NOT_FOUND', 'Background removal job not found');
      return { status: job.status, progress: job.progress, media: job.result, message: job.message };
    },
  );
}
