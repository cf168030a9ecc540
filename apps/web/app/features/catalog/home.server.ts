import { artists as artistEndpoints } from '@seed/contract/artists';
import { artworks as artworkEndpoints } from '@seed/contract/artworks';
import { products } from '@seed/contract/products';
import type { Locale } from '@seed/domain/locale';
import { PAGE_SIZES } from '@seed/domain/paging';
import type { ApiClient } from '../../lib/api.server';
import { toArtistCardView } from './artist-cards.server';
import { toArtworkCardView } from './artwork-cards.server';
import { loadShopCategories } from './categories.server';
import { loadBanners, loadCarousel } from './home-marketing.server';
import { loadHomeReviews } from './home-reviews.server';
import { loadTopics } from './home-topics.server';
import { toProductCardView } from './product-cards.server';

// Two rows of the artwork grid on wide screens, four on phones.
const FEATURED_ARTWORKS = 8;

/**
 * Every section of the home page, fetched at once. The categories are the page's backbone and fail it;
 * any other section that fails is reported and left out, so one broken list never costs the whole page.
 */
export async function loadHome(api: ApiClient, locale: Locale, reportError: (error: unknown) => void) {
  const optional = <T>(section: Promise<T[]>): Promise<T[]> =>
    section.catch((error: unknown) => {
      reportError(error);
      return [];
    });
  const [categories, carousel, banners, trending, artists, artworks, topics, reviews] = await Promise.all([
    loadShopCategories(api, locale),
    optional(loadCarousel(api, locale)),
    optional(loadBanners(api, locale)),
    optional(
      api
        .call(products.trending, { query: { limit: PAGE_SIZES.trending, frontPage: 'true' } })
        .then((page) => page.products.map((product) => toProductCardView(product, locale))),
    ),
    optional(
      api
        .call(artistEndpoints.featured, { query: { limit: PAGE_SIZES.featuredArtists } })
        .then((page) => page.artists.map((artist) => toArtistCardView(artist, locale))),
    ),
    optional(
      api
        .call(artworkEndpoints.featured, { query: { frontPage: 'true', limit: FEATURED_ARTWORKS } })
        .then((page) => page.artworks.map((artwork) => toArtworkCardView(artwork, locale))),
    ),
    optional(loadTopics(api, locale)),
    optional(loadHomeReviews(api)),
  ]);
  return { categories, carousel, banners, trending, artists, artworks, topics, reviews };
}
