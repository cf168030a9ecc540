import { ATTACHMENT_MAX_BYTES, designRequests } from '@seed/contract/design-requests';
import { DomainError } from '@seed/domain/errors';
import { MediaRejected } from '@seed/media/rejected';
import type { FastifyInstance } from 'fastify';
import { toMedia } from '../../http/media';
import { PayloadTooLarge, readFileField, registerMultipart } from '../../http/multipart';
import { serve } from '../../http/serve';
import { createUploadedPdf, isPdf, readUploadedPdf } from '../media/pdf-files';
import { createUploadedMedia, findOwnedMediaList } from '../media/service';
import { attachmentFileUrl } from './present';
import { type DesignRequestRoutesOptions, viewerOf } from './request-tools';

const megabytes = ATTACHMENT_MAX_BYTES / 1024 / 1024;

const tooLarge = () => new PayloadTooLarge(`The file is larger than ${megabytes} MB.`);

// A picture the image reader cannot decode is damaged; anything else it refuses is not a picture at all.
function refusedAttachment(error: MediaRejected): Error {
  if (error.code === 'TOO_LARGE') return tooLarge();
  const reason = error.code === 'CORRUPT' ? 'ATTACHMENT_UNREADABLE' : 'ATTACHMENT_TYPE_NOT_ALLOWED';
  return new DomainError('INVALID_DATA', `Only images and PDF files can be attached. ${error.message}`, {
    reason,
  });
}

export async function attachmentRoutes(app: FastifyInstance, options: DesignRequestRoutesOptions) {
  const { db, store, mediaBase } = options;
  await registerMultipart(app, ATTACHMENT_MAX_BYTES);

  serve(
    app,
    designRequests.uploadAttachment,
    async (request) => {
      const file = await readFileField(request, { noun: 'file', tooLarge });
      const ownerUserId = request.user.id;
      if (isPdf(file.data)) {
        const row = await createUploadedPdf({ db, store }, { ...file, ownerUserId });
        return {
          id: row.id,
          kind: 'FILE' as const,
          name: row.filename,
          url: attachmentFileUrl(row.id),
          media: null,
          width: null,
          height: null,
        };
      }
      const row = await createUploadedMedia(
        { db, store },
        { ...file, ownerUserId, maxBytes: ATTACHMENT_MAX_BYTES },
      ).catch((error: unknown) => {
        throw error instanceof MediaRejected ? refusedAttachment(error) : error;
      });
      const media = toMedia(row, mediaBase);
      const [size] = await findOwnedMediaList(db, [row.id], ownerUserId);
      return {
        id: row.id,
        kind: 'IMAGE' as const,
        name: row.filename,
        url: media?.url.large ?? '',
        media,
        width: size?.width ?? null,
        height: size?.height ?? null,
      };
    },
    { config: { rateLimit: { max: 30, timeWindow: '1 minute' } } },
  );

  serve(app, designRequests.attachment, async (request, reply) => {
    const file = await readUploadedPdf({ db, store }, request.params.id);
    const viewer = await viewerOf(request);
    if (!file || (file.row.ownerUserId !== viewer.id && !viewer.designer)) {
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
  });
}
