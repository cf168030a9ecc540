import { artistPortal } from '@seed/contract/artist-portal';
import type { MediaStore } from '@seed/media/store';
import type { FastifyInstance } from 'fastify';
import { toMedia } from '../../http/media';
import type { ModuleOptions } from '../../http/module';
import { serve } from '../../http/serve';
import { artistOf } from './artist-of';
import { publishArtwork } from './publish';

export async function artworkPublishingRoutes(
  app: FastifyInstance,
  { db, mediaBase, store }: ModuleOptions & { store: MediaStore },
) {
  serve(
    app,
    artistPortal.publish,
    async (request) => {
      const artist = await artistOf(db, request.user);
      const { artwork, productIds } = await publishArtwork(
        { db, store },
        { userId: request.user.id, artist },
        request.body,
      );
      return {
        artwork: {
          ...artwork,
          createdAt: artwork.createdAt.toISOString(),
          media: toMedia(artwork.media, mediaBase),
        },
        productIds,
      };
    },
    // Each blank item costs an image composed and encoded three times.
    { config: { rateLimit: { max: 10, timeWindow: '1 minute' } } },
  );
}
