import type { Db } from '@seed/db/client';
import { artworks } from '@seed/db/schema/artworks';
import { media } from '@seed/db/schema/media';
import { eq, inArray } from 'drizzle-orm';
import { mediaColumns } from '../../http/media';

/**
 * The image and placement of each artwork among `ids`, listed or not (an order of an artwork withdrawn since is still
 * printed); media null when the artwork has none. The file itself may hold the original kept for printing.
 */
export async function findArtworkImages(db: Db, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: artworks.id,
      // Where the artist put it within the print area; null is centred and filling it.
      placement: artworks.placement,
      media: {
        ...mediaColumns(media),
        mimeType: media.mimeType,
        width: media.width,
        height: media.height,
      },
    })
    .from(artworks)
    .leftJoin(media, eq(media.id, artworks.mediaId))
    .where(inArray(artworks.id, ids));
}
