import { BaseQuerySchema, ErrorBodySchema, IdParamsSchema } from '@seed/contract/common';
import { ATTACHMENT_MAX_BYTES, AttachmentSchema } from '@seed/contract/design-requests';
import { DomainError } from '@seed/domain/errors';
import { MediaRejected } from '@seed/media/rejected';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { toMedia } from '../../http/media';
import { PayloadTooLarge, readFileField, registerMultipart } from '../../http/multipart';
import { requireUser } from '../../plugins/auth';
import { createUploadedPdf, isPdf, readUploadedPdf } from '../media/pdf-files';
import { createUploadedMedia, findOwnedMediaList } from '../media/service';
import { attachmentFileUrl } from './present';
import { actionResponses, tags } from './route-helpers';
import type { DesignRequestRoutesOptions } from './routes';

const megabytes = ATTACHMENT_MAX_BYTES / 1024 / 1024;

const tooLarge = () => new PayloadTooLarge(`The file is larger than ${megabytes} MB.`);

export async function attachmentRoutes(app: FastifyInstance, options: DesignRequestRoutesOptions) {
  const { db, store, mediaBase } = options;
  await registerMultipart(app, ATTACHMENT_MAX_BYTES);
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(
    '/design-requests/upload-attachment',
    {
      preHandler: requireUser,
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: 'Upload a file for a design request: an image or a PDF',
        description: [
          `One file as multipart/form-data in the field "file", at most ${megabytes} MB: an image (JPEG, PNG,`,
          'GIF, WebP, BMP or SVG, stored as webp variants like POST media/upload) or a PDF (kept as sent,',
          'readable only by you and the designers). The type is read from the content, not the name.',
          'Send the returned id in attachmentIds. 400 for any other type, 413 over the size limit.',
        ].join(' '),
        consumes: ['multipart/form-data'],
        querystring: BaseQuerySchema,
        response: { 201: AttachmentSchema, ...actionResponses, 413: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      const file = await readFileField(request, { noun: 'file', tooLarge });
      const ownerUserId = request.user!.id;
      if (isPdf(file.data)) {
        const row = await createUploadedPdf({ db, store }, { ...file, ownerUserId });
        const url = attachmentFileUrl(row.id);
        return reply.code(201).send({
          id: row.id,
          kind: 'FILE' as const,
          name: row.filename,
          url,
          media: null,
          width: null,
          height: null,
        });
      }
      try {
        const row = await createUploadedMedia(
          { db, store },
          { ...file, ownerUserId, maxBytes: ATTACHMENT_MAX_BYTES },
        );
        const media = toMedia(row, mediaBase)!;
        const [size] = await findOwnedMediaList(db, [row.id], ownerUserId);
        return reply.code(201).send({
          id: row.id,
          kind: 'IMAGE' as const,
          name: row.filename,
          url: media.url.large ?? '',
          media,
          width: size?.width ?? null,
          height: size?.height ?? null,
        });
      } catch (error) {
        if (!(error instanceof MediaRejected)) throw error;
        if (error.code === 'TOO_LARGE') throw tooLarge();
        throw new DomainError('INVALID_DATA', `Only images and PDF files can be attached. ${error.message}`);
      }
    },
  );

  routes.get(
    '/design-requests/attachments/:id',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: 'Download a PDF attachment: your own, or any for designers',
        description: 'The file itself (application/pdf, as a download); 404 for anyone else’s.',
        params: IdParamsSchema,
        querystring: BaseQuerySchema,
      },
    },
    async (request, reply) => {
      const file = await readUploadedPdf({ db, store }, request.params.id);
      const viewer = request.user!;
      if (!file || (file.row.ownerUserId !== viewer.id && viewer.role !== 'ADMIN')) {
        file?.stored.body.destroy();
        throw new DomainError('NOT_FOUND', `Attachment ${request.params.id} not found`);
      }
      const name = encodeURIComponent(file.row.filename);
      return reply
        .type('application/pdf')
        .header('content-length', file.stored.size)
        .header('content-disposition', `attachment; filename*=UTF-8''${name}`)
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(file.stored.body);
    },
  );
}
