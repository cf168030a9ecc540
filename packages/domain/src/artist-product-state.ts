import type { ArtworkReview } from './artwork-review';

export const ARTIST_PRODUCT_STATES = ['SHOWN', 'HIDDEN', 'WAITING_APPROVAL', 'REFUSED'] as const;
export type ArtistProductState = (typeof ARTIST_PRODUCT_STATES)[number];

type ArtworkStanding = { review: ArtworkReview; isActive: boolean };

/**
 * Where an artist's product stands in the shop. A product made from an artwork is in the shop only once the
 * artwork is approved (refused or taken down, it is out until sent again and approved), and follows the
 * artwork when the artist hides it; its own switch comes after both.
 */
export function artistProductState(isActive: boolean, artwork: ArtworkStanding | null): ArtistProductState {
  if (artwork?.review === 'WAITING') return 'WAITING_APPROVAL';
  if (artwork?.review === 'REFUSED' || artwork?.review === 'TAKEN_DOWN') return 'REFUSED';
  if (!isActive || (artwork && !artwork.isActive)) return 'HIDDEN';
  return 'SHOWN';
}
