import type { Locale } from '@seed/domain/locale';
import { PAGE_SIZES } from '@seed/domain/paging';
import type { ApiClient } from '../../lib/api.server';
import { loadArtistCards } from './artist-cards.server';
import { loadArtworkCards } from './artwork-cards.server';
import { loadShopCategories } from './categories.server';
import { loadBanners, loadCarousel } from './home-marketing.server';
import { loadTopics } from './home-topics.server';
import { loadProductCards } from './product-cards.server';

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
  const [categories, carousel, banners, trending, artists, artworks, topics] = await Promise.all([
    loadShopCategories(api, locale),
    optional(loadCarousel(api, locale)),
    optional(loadBanners(api, locale)),
    optional(
      loadProductCards(
        api,
        locale,
        { limit: PAGE_SIZES.trending, frontPage: 'true' },
        '/products/trending',
      ).then((page) => page.products),
    ),
    optional(
      loadArtistCards(api, locale, { limit: PAGE_SIZES.featuredArtists }, '/featured/artist').then(
        (page) => page.artists,
      ),
    ),
    optional(
      loadArtworkCards(
        api,
        locale,
        { frontPage: 'true', limit: FEATURED_ARTWORKS },
        '/featured/artwork',
      ).then((page) => page.artworks),
    ),
    optional(loadTopics(api, locale)),
  ]);
  return { categories, carousel, banners, trending, artists, artworks, topics };
}
