import { artists as artistEndpoints } from '@seed/contract/artists';
import { artworks as artworkEndpoints } from '@seed/contract/artworks';
import type { Locale } from '@seed/domain/locale';
import { PAGE_SIZES } from '@seed/domain/paging';
import type { ApiClient } from '../../lib/api.server';
import { toArtistCardView } from './artist-cards.server';
import { toArtworkCardView } from './artwork-cards.server';
import { loadProductCards } from './product-cards.server';

// Two rows of the four-column grid on wide screens.
const LANDING_ROW = 8;

/** The shop's front: its first products, the featured artworks and the featured artists. */
export async function loadShopLanding(api: ApiClient, locale: Locale) {
  const [products, artworks, artists] = await Promise.all([
    loadProductCards(api, locale, { limit: LANDING_ROW }),
    api.call(artworkEndpoints.featured, { query: { limit: LANDING_ROW } }),
    api.call(artistEndpoints.featured, { query: { limit: PAGE_SIZES.featuredArtists } }),
  ]);
  return {
    products: products.products,
    artworks: artworks.artworks.map((artwork) => toArtworkCardView(artwork, locale)),
    artists: artists.artists.map((artist) => toArtistCardView(artist, locale)),
  };
}
