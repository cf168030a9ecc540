import { artists as artistEndpoints } from '@seed/contract/artists';
import { artworks as artworkEndpoints } from '@seed/contract/artworks';
import type { Locale } from '@seed/domain/locale';
import type { ApiClient } from '../../lib/api.server';
import { toArtistCardView } from './artist-cards.server';
import { toArtworkCardView } from './artwork-cards.server';
import { loadShopCategories } from './categories.server';
import { loadTopics } from './home-topics.server';
import { pageFromUrl, pagingQuery } from './paging';
import { loadProductCards } from './product-cards.server';
import { CATEGORY_PARAM, TOPIC_PARAM } from './search-params';
import { searchTermFrom } from './search-term';

// Whole rows of 2, 3 and 4 cards.
const PRODUCTS_PER_PAGE = 24;
// Beside the products, a glimpse of the other kinds of match; their own pages list them all.
const ARTWORKS_SHOWN = 4;
const ARTISTS_SHOWN = 6;

function idParam(url: URL, name: string): number | undefined {
  const raw = url.searchParams.get(name);
  return raw && /^\d{1,9}$/.test(raw) ? Number(raw) : undefined;
}

type Report = (error: unknown) => void;

const orEmpty = <T>(list: Promise<T[]>, report: Report) =>
  list.catch((error: unknown) => {
    report(error);
    return [];
  });

/**
 * The search results page: one page of products for the words and filters, with the matching artworks
 * and artists on the first page, and the filters' choices. Only the products are essential; the rest
 * is reported and left out when it fails.
 */
export async function loadSearchResults(api: ApiClient, locale: Locale, url: URL, report: Report) {
  const search = searchTermFrom(url);
  const topicId = idParam(url, TOPIC_PARAM);
  const categoryToSubcategoryId = idParam(url, CATEGORY_PARAM);
  const page = pageFromUrl(url);
  const asked = Boolean(search || topicId || categoryToSubcategoryId);
  const others = Boolean(search) && page === 1;
  const [topics, categories, products, artworks, artists] = await Promise.all([
    orEmpty(loadTopics(api, locale), report),
    orEmpty(loadShopCategories(api, locale), report),
    asked
      ? loadProductCards(api, locale, {
          ...pagingQuery(page, PRODUCTS_PER_PAGE),
          search: search || undefined,
          topicId,
          categoryToSubcategoryId,
        })
      : { products: [], hasMore: false },
    others
      ? orEmpty(
          api
            .call(artworkEndpoints.list, { query: { search, limit: ARTWORKS_SHOWN } })
            .then((list) => list.artworks.map((artwork) => toArtworkCardView(artwork, locale))),
          report,
        )
      : [],
    others
      ? orEmpty(
          api
            .call(artistEndpoints.list, { query: { search, limit: ARTISTS_SHOWN } })
            .then((list) => list.artists.map((artist) => toArtistCardView(artist, locale))),
          report,
        )
      : [],
  ]);
  return {
    search,
    filters: { topicId, categoryToSubcategoryId },
    page,
    asked,
    topics: topics.map(({ id, name }) => ({ id, name })),
    categories: categories.map(({ id, name, subcategories }) => ({
      id,
      name,
      subcategories: subcategories.map(({ linkId, name }) => ({ linkId, name })),
    })),
    ...products,
    artworks,
    artists,
  };
}
