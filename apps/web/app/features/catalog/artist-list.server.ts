import { artists } from '@seed/contract/artists';
import type { Locale } from '@seed/domain/locale';
import type { ApiClient } from '../../lib/api.server';
import { toArtistCardPage } from './artist-cards.server';
import { pageFromUrl, pagingQuery } from './paging';
import { searchTermFrom } from './search-term';

// The API's own default for this list: whole rows of 2, 3, 4 or 6 cards.
export const ARTISTS_PER_PAGE = 24;

/** One page of the artists list, searched by the address's `q`, paged by its `page`. */
export async function loadArtistList(api: ApiClient, locale: Locale, url: URL) {
  const search = searchTermFrom(url);
  const page = pageFromUrl(url);
  const list = await api.call(artists.list, {
    query: { ...pagingQuery(page, ARTISTS_PER_PAGE), search: search || undefined },
  });
  return { search, page, ...toArtistCardPage(list, locale) };
}
