import { search as searchEndpoints } from '@seed/contract/search';
import type { Locale } from '@seed/domain/locale';
import type { ApiClient } from '../../lib/api.server';
import type { SearchSuggestions, SuggestionGroup } from './search-suggestions';

// The API would answer up to 50 of each (spec §9); a list under a search box reads best short.
const SHOWN_PER_GROUP = 6;
const RECENT_SHOWN = 8;

type Report = (error: unknown) => void;

/** Recent searches for an empty box; otherwise the products and artworks whose names match. */
export async function loadSearchSuggestions(
  api: ApiClient,
  locale: Locale,
  query: string,
  report: Report,
): Promise<SearchSuggestions> {
  const groups = query ? await matching(api, locale, query, report) : [await recent(api, locale, report)];
  return { query, groups };
}

// Either list may fail alone; the box then suggests from the other.
function orEmpty(kind: SuggestionGroup['kind'], group: Promise<SuggestionGroup>, report: Report) {
  return group.catch((error: unknown): SuggestionGroup => {
    report(error);
    return { kind, items: [] };
  });
}

async function matching(api: ApiClient, locale: Locale, search: string, report: Report) {
  const ar = locale === 'ar';
  const products = api
    .call(searchEndpoints.productSuggestions, { query: { search, limit: SHOWN_PER_GROUP } })
    .then(
      ({ products }): SuggestionGroup => ({
        kind: 'products',
        items: products.map((product) => ({
          key: `product-${product.id}`,
          label: ar ? product.nameAr : product.nameEn,
          href: `/${locale}/products/${product.id}`,
        })),
      }),
    );
  const artworks = api
    .call(searchEndpoints.artworkSuggestions, { query: { search, limit: SHOWN_PER_GROUP } })
    .then(
      ({ artworks }): SuggestionGroup => ({
        kind: 'artworks',
        items: artworks.map((artwork) => ({
          key: `artwork-${artwork.id}`,
          label: ar ? artwork.titleAr : artwork.title,
          href: `/${locale}/shop/artworks/${artwork.id}`,
        })),
      }),
    );
  return Promise.all([orEmpty('products', products, report), orEmpty('artworks', artworks, report)]);
}

async function recent(api: ApiClient, locale: Locale, report: Report) {
  // The API lists each text once, most recent first.
  const history = api.call(searchEndpoints.history, { query: { limit: RECENT_SHOWN } }).then(
    ({ searchHistory }): SuggestionGroup => ({
      kind: 'recent',
      items: searchHistory.map(({ id, searchWord }) => ({
        key: `recent-${id}`,
        label: searchWord,
        href: `/${locale}/shop/search?${new URLSearchParams({ q: searchWord })}`,
      })),
    }),
  );
  return orEmpty('recent', history, report);
}
