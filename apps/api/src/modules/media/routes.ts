import { type Media, media } from '@seed/contract/media';
import { DEFAULT_LIMITS, fileTooLarge } from '@seed/media/intake';
import type { MediaStore } from '@seed/media/store';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { toMedia } from '../../http/media';
import type { ModuleOptions } from '../../http/module';
import { readFileField, registerMultipart } from '../../http/multipart';
import { serve } from '../../http/serve';
import { imageRefusal } from './image-refusal';
import { type RemovalOptions, removerRoutes } from './remover-routes';
import { createUploadedMedia } from './service';

export type MediaRoutesOptions = ModuleOptions & {
  store: MediaStore;
  // Bytes per upload; 15 MB unless a test wants a smaller limit.
  maxBytes?: number;
  // Without a job queue (some tests) background removal is not offered.
  removal?: RemovalOptions;
};

function readImageField(request: FastifyRequest, maxBytes: number) {
  return readFileField(request, { noun: 'image', tooLarge: () => fileTooLarge(maxBytes) });
}

export async function mediaRoutes(app: FastifyInstance, options: MediaRoutesOptions) {
  const { db, store, mediaBase, removal, maxBytes = DEFAULT_LIMITS.maxBytes } = options;
  // Registered per module, not for the whole API: only a few routes take multipart bodies, each with its limit.
  await registerMultipart(app, maxBytes);

  serve(
    app,
    media.upload,
    async (request) => {
      try {
        const upload = await readImageField(request, maxBytes);
        const row = await createUploadedMedia(
          { db, store },
          { ...upload, ownerUserId: request.user.id, maxBytes },
        );
        return toMedia(row, mediaBase) as Media;
      } catch (error) {
        throw imageRefusal(error);
      }
    },
    // Decoding and encoding images costs far more than other calls, so one client gets fewer of them.
    { config: { rateLimit: { max: 30, timeWindow: '1 minute' } } },
  );

  if (removal) await app.register(removerRoutes, { db, store, mediaBase, maxBytes, ...removal });
}
