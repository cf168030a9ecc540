export const ARTIST_PRODUCT_STATES = ['SHOWN', 'HIDDEN', 'WAITING_APPROVAL'] as const;
export type ArtistProductState = (typeof ARTIST_PRODUCT_STATES)[number];

type ArtworkStanding = { isApproved: boolean; isActive: boolean };

/**
 * Where an artist's product stands in the shop. A product made from an artwork is in the shop only once the
 * artwork is approved, and follows the artwork when the artist hides it; its own switch comes after both.
 */
export function artistProductState(isActive: boolean, artwork: ArtworkStanding | null): ArtistProductState {
  if (artwork && !artwork.isApproved) return 'WAITING_APPROVAL';
  if (!isActive || (artwork && !artwork.isActive)) return 'HIDDEN';
  return 'SHOWN';
}
