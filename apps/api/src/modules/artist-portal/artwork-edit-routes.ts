import { artistPortal } from '@seed/contract/artist-portal';
import type { MediaStore } from '@seed/media/store';
import type { FastifyInstance } from 'fastify';
import { toMedia } from '../../http/media';
import type { ModuleOptions } from '../../http/module';
import { serve } from '../../http/serve';
import { findArtistArtwork } from '../artworks/artist-edits';
import { listArtistProducts } from '../products/artist-products';
import { artistOf } from './artist-of';
import { addArtworkProducts, editArtwork } from './artwork-edit';

type Detail = Awaited<ReturnType<typeof findArtistArtwork>>;

// Each blank item costs an image composed and encoded three times, as publishing does.
const RATE_LIMIT = { config: { rateLimit: { max: 10, timeWindow: '1 minute' } } };

/** The artist's own artwork after publishing: read it, change it, make it on more blank items. */
export async function artworkEditingRoutes(
  app: FastifyInstance,
  { db, mediaBase, store }: ModuleOptions & { store: MediaStore },
) {
  const present = async ({ mediaId: _media, decisions, ...artwork }: Detail, artistId: number) => {
    const products = await listArtistProducts(db, artistId, { artworkId: artwork.id, limit: 500, offset: 0 });
    const dated = decisions.map(({ decision, reasonCode, note, createdAt }) => ({
      decision,
      reasonCode,
      note,
      createdAt: createdAt.toISOString(),
    }));
    return {
      ...artwork,
      createdAt: artwork.createdAt.toISOString(),
      media: toMedia(artwork.media, mediaBase),
      inventoryIds: [...new Set(products.items.map((product) => product.inventoryId))],
      decision: dated[0] ?? null,
      decisions: dated,
    };
  };

  serve(app, artistPortal.artwork, async (request) => {
    const artist = await artistOf(db, request.user);
    return present(await findArtistArtwork(db, artist.id, request.params.id), artist.id);
  });

  serve(
    app,
    artistPortal.editArtwork,
    async (request) => {
      const artist = await artistOf(db, request.user);
      const owner = { userId: request.user.id, artist };
      return present(await editArtwork({ db, store }, owner, request.params.id, request.body), artist.id);
    },
    RATE_LIMIT,
  );

  serve(
    app,
    artistPortal.addProducts,
    async (request) => {
      const artist = await artistOf(db, request.user);
      const owner = { userId: request.user.id, artist };
      const { id } = request.params;
      return { productIds: await addArtworkProducts({ db, store }, owner, id, request.body.inventoryIds) };
    },
    RATE_LIMIT,
  );
}
