/** The query parameter of every search on the store's pages. */
export const SEARCH_PARAM = 'q';

// The API's lists take at most 200 characters of search text; a longer one already finds nothing there
// (it reads only a short phrase), so the web trims it rather than pass on an error.
const MAX_SEARCH_LENGTH = 200;

/** Search words as typed, trimmed; an empty string when there are none. */
export function cleanSearchTerm(raw: string | null): string {
  return (raw ?? '').trim().slice(0, MAX_SEARCH_LENGTH);
}

/** The search words of a page's address. */
export function searchTermFrom(url: URL): string {
  return cleanSearchTerm(url.searchParams.get(SEARCH_PARAM));
}

/** The results page for some words; no words, no query. */
export function searchResultsPath(lang: string, words: string): string {
  const path = `/${lang}/shop/search`;
  return words ? `${path}?${new URLSearchParams({ [SEARCH_PARAM]: words })}` : path;
}
