import { announceChange, cacheTags } from '@seed/db/cache-changes';
import type { Db } from '@seed/db/client';
import { DomainError } from '@seed/domain/errors';
import { setArtistArtworkMargin } from '../artworks/artwork-margin';
import { assertMargin } from '../earnings/settings';
import { setArtworkProductsMargin } from '../products/artist-shares';

/**
 * The artist's new margin for one of their artworks: the artwork keeps it for products made later, and its
 * products' prices move with it at once. Orders already placed keep the margin copied onto their lines.
 */
export async function setArtworkMargin(db: Db, artistId: number, artworkId: number, marginFils: number) {
  return db.transaction(async (tx) => {
    const margin = await assertMargin(tx, marginFils);
    const changed = await setArtistArtworkMargin(tx, artistId, artworkId, margin);
    if (!changed) {
      throw new DomainError('NOT_FOUND', `Artwork ${artworkId} not found among yours`, {
        reason: 'ARTWORK_NOT_FOUND',
      });
    }
    const products = await setArtworkProductsMargin(tx, artworkId, margin);
    // Prices in the shop's cached lists and pages change now, on every replica.
    await announceChange(tx, [
      cacheTags.catalogue,
      cacheTags.artwork(artworkId),
      ...products.map((product) => cacheTags.product(product.id)),
    ]);
    return { id: artworkId, margin };
  });
}
