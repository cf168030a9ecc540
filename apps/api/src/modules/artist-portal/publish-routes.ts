import { artistPortal } from '@seed/contract/artist-portal';
import { announceChange, cacheTags } from '@seed/db/cache-changes';
import { DomainError } from '@seed/domain/errors';
import type { MediaStore } from '@seed/media/store';
import type { FastifyInstance } from 'fastify';
import { toMedia } from '../../http/media';
import type { ModuleOptions } from '../../http/module';
import { serve } from '../../http/serve';
import { setArtworkApproval } from '../artworks/artist-artworks';
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

  serve(app, artistPortal.approve, async (request) => {
    const { id } = request.params;
    const { isApproved } = request.body;
    if (!(await setArtworkApproval(db, id, isApproved)))
      throw new DomainError('NOT_FOUND', `Artwork ${id} not found`);
    await announceChange(db, [cacheTags.artwork(id), cacheTags.catalogue]);
    return { id, isApproved };
  });
}
