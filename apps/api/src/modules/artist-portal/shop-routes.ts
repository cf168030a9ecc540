import { artistPortal } from '@seed/contract/artist-portal';
import { announceChange, cacheTags } from '@seed/db/cache-changes';
import { DomainError } from '@seed/domain/errors';
import type { FastifyInstance } from 'fastify';
import { toMedia } from '../../http/media';
import type { ModuleOptions } from '../../http/module';
import { serve } from '../../http/serve';
import { findOwnShop, isUniqueViolation, saveOwnShop, subdomainTaken } from '../artists/shop';
import { findOwnedMedia } from '../media/service';
import { artistOf } from './artist-of';

/** The artist's own shop: its photo, background, bio and job title in both languages, and its address. */
export async function shopEditingRoutes(app: FastifyInstance, { db, mediaBase }: ModuleOptions) {
  const present = (shop: Awaited<ReturnType<typeof findOwnShop>>) => ({
    ...shop,
    media: toMedia(shop.media, mediaBase),
    background: toMedia(shop.background, mediaBase),
  });

  serve(app, artistPortal.shop, async (request) => {
    const artist = await artistOf(db, request.user);
    return present(await findOwnShop(db, artist.id));
  });

  serve(app, artistPortal.editShop, async (request) => {
    const artist = await artistOf(db, request.user);
    const current = await findOwnShop(db, artist.id);
    const { body } = request;
    // A new picture must be one of the artist's own uploads; keeping the one they have needs no check.
    for (const [wanted, kept] of [
      [body.avatarMediaId, current.media?.id],
      [body.backgroundMediaId, current.background?.id],
    ] as const) {
      if (wanted == null || wanted === kept) continue;
      if (!(await findOwnedMedia(db, wanted, request.user.id))) {
        throw new DomainError('NOT_FOUND', `Image ${wanted} not found among your uploads`, {
          reason: 'SHOP_IMAGE_NOT_FOUND',
        });
      }
    }
    try {
      await db.transaction(async (tx) => {
        await saveOwnShop(tx, artist.id, body);
        // The shop page, its address and every card naming the artist show the change at once.
        await announceChange(tx, [cacheTags.artist(artist.id), cacheTags.catalogue]);
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw subdomainTaken();
      throw error;
    }
    return present(await findOwnShop(db, artist.id));
  });
}
