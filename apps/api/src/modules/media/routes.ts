import { DomainError } from '@seed/domain/errors';
import { DEFAULT_LIMITS, fileTooLarge } from '@seed/media/intake';
import { MediaRejected } from '@seed/media/rejected';
import type { MediaStore } from '@seed/media/store';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { BackgroundRemover } from '../../adapters/background-removal/background-remover';
import { toMedia } from '../../http/media';
import type { ModuleOptions } from '../../http/module';
import { PayloadTooLarge, readFileField, registerMultipart } from '../../http/multipart';
import { requireUser } from '../../plugins/auth';
import { removerRoutes } from './remover-routes';
import { MediaSchema, UPLOAD_DESCRIPTION, UploadQuerySchema, uploadErrorResponses } from './schemas';
import { createUploadedMedia } from './service';

export type MediaRoutesOptions = ModuleOptions & {
  store: MediaStore;
  // Bytes per upload; 15 MB unless a test wants a smaller limit.
  maxBytes?: number;
  remover: BackgroundRemover;
};

function toHttpError(error: unknown): unknown {
  if (!(error instanceof MediaRejected)) return error;
  if (error.code === 'TOO_LARGE') return new PayloadTooLarge(error.message);
  return new DomainError('INVALID_DATA', error.message, { cause: error });
}

function readImageField(request: FastifyRequest, maxBytes: number) {
  return readFileField(request, { noun: 'image', tooLarge: () => fileTooLarge(maxBytes) });
}

export async function mediaRoutes(app: FastifyInstance, options: MediaRoutesOptions) {
  const { db, store, mediaBase, remover, maxBytes = DEFAULT_LIMITS.maxBytes } = options;
  // Registered per module, not for the whole API: only a few routes take multipart bodies, each with its limit.
  await registerMultipart(app, maxBytes);

  app.withTypeProvider<ZodTypeProvider>().post(
    '/media/upload',
    {
      preHandler: requireUser,
      // Decoding and encoding images costs far more than other calls, so one client gets fewer of them.
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags: ['media'],
        summary: 'Upload an image',
        description: UPLOAD_DESCRIPTION,
        consumes: ['multipart/form-data'],
        querystring: UploadQuerySchema,
        response: { 201: MediaSchema, ...uploadErrorResponses },
      },
    },
    async (request, reply) => {
      try {
        const upload = await readImageField(request, maxBytes);
        const row = await createUploadedMedia(
          { db, store },
          { ...upload, ownerUserId: request.user!.id, maxBytes },
        );
        return reply.code(201).send(toMedia(row, mediaBase)!);
      } catch (error) {
        throw toHttpError(error);
      }
    },
  );

  await app.register(removerRoutes, {
    db,
    store,
    mediaBase,
    remover,
    maxBytes,
    toHttpError,
  });
}
