import fastifyMultipart from '@fastify/multipart';
import { DomainError } from '@seed/domain/errors';
import { DEFAULT_LIMITS, fileTooLarge } from '@seed/media/intake';
import { MediaRejected } from '@seed/media/rejected';
import type { MediaStore } from '@seed/media/store';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { BackgroundRemover } from '../../adapters/background-removal/background-remover';
import { toMedia } from '../../http/media';
import type { ModuleOptions } from '../../http/module';
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

// The errors plugin answers with an error's own status and message below 500; DomainError has no code for
// a body that is too large.
class PayloadTooLarge extends Error {
  readonly statusCode = 413;
}

function toHttpError(error: unknown): unknown {
  if (!(error instanceof MediaRejected)) return error;
  if (error.code === 'TOO_LARGE') return new PayloadTooLarge(error.message);
  return new DomainError('INVALID_DATA', error.message, { cause: error });
}

async function readImageField(app: FastifyInstance, request: FastifyRequest, maxBytes: number) {
  if (!request.isMultipart()) {
    throw new DomainError('INVALID_DATA', 'Send the image as multipart/form-data in the field "file".');
  }
  const part = await request.file();
  if (part?.fieldname !== 'file')
    throw new DomainError('INVALID_DATA', 'No image was sent in the field "file".');
  try {
    return { data: await part.toBuffer(), originalName: part.filename };
  } catch (error) {
    if (error instanceof app.multipartErrors.RequestFileTooLargeError) throw fileTooLarge(maxBytes);
    throw error;
  }
}

export async function mediaRoutes(app: FastifyInstance, options: MediaRoutesOptions) {
  const { db, store, mediaBase, remover, maxBytes = DEFAULT_LIMITS.maxBytes } = options;
  // Registered here, not for the whole API: no other route takes multipart bodies, and the limits are these.
  await app.register(fastifyMultipart, {
    limits: { fileSize: maxBytes, files: 1, fields: 10, fieldSize: 1024 },
  });

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
        const upload = await readImageField(app, request, maxBytes);
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
