import type { Locale } from '@seed/domain/locale';
import { PAGE_SIZES } from '@seed/domain/paging';
import type { ApiClient } from '../../lib/api.server';
import { loadArtistCards } from './artist-cards.server';
import { loadArtworkCards } from './artwork-cards.server';
import { loadProductCards } from './product-cards.server';

// Two rows of the four-column grid on wide screens.
const LANDING_ROW = 8;

/** The shop's front: its first products, the featured artworks and the featured artists. */
export async function loadShopLanding(api: ApiClient, locale: Locale) {
  const [products, artworks, artists] = await Promise.all([
    loadProductCards(api, locale, { limit: LANDING_ROW }),
    loadArtworkCards(api, locale, { limit: LANDING_ROW }, '/featured/artwork'),
    loadArtistCards(api, locale, { limit: PAGE_SIZES.featuredArtists }, '/featured/artist'),
  ]);
  return { products: products.products, artworks: artworks.artworks, artists: artists.artists };
}
