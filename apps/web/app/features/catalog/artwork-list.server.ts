import { artworks } from '@seed/contract/artworks';
import type { Locale } from '@seed/domain/locale';
import { PAGE_SIZES } from '@seed/domain/paging';
import type { ApiClient } from '../../lib/api.server';
import { toArtworkCardPage } from './artwork-cards.server';
import { pageFromUrl, pagingQuery } from './paging';
import { searchTermFrom } from './search-term';

// Browsing shows whole rows of 2, 3 or 4 cards; a search shows the spec's 100 best matches at once.
const ARTWORKS_PER_PAGE = 24;

/** One page of the artworks list, searched by the address's `q`, paged by its `page`. */
export async function loadArtworkList(api: ApiClient, locale: Locale, url: URL) {
  const search = searchTermFrom(url);
  const page = pageFromUrl(url);
  const pageSize = search ? PAGE_SIZES.artworkSearch : ARTWORKS_PER_PAGE;
  const list = await api.call(artworks.list, {
    query: { ...pagingQuery(page, pageSize), search: search || undefined },
  });
  return { search, page, ...toArtworkCardPage(list, locale) };
}
