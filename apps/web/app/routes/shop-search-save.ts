import { redirect } from 'react-router';
import { rememberSearch } from '../features/catalog/search-history.server';
import { cleanSearchTerm, SEARCH_PARAM, searchResultsPath } from '../features/catalog/search-term';
import { requestLocale } from '../lib/locale.server';
import type { Route } from './+types/shop-search-save';

// Nothing to show at this address; someone who types it lands on the results page.
export function loader({ params, request }: Route.LoaderArgs) {
  throw redirect(searchResultsPath(requestLocale(params.lang, request), ''));
}

/**
 * The header's search box posts here: the search is remembered for the recent searches, then a 303
 * leads to the results' own address. With JavaScript the box posts in the background and goes to the
 * results itself. A resource route, unlike a page's action, also takes the posts of a page sent with
 * `Referrer-Policy: no-referrer`, whose forms say `Origin: null`.
 */
export async function action({ params, request, context }: Route.ActionArgs) {
  const locale = requestLocale(params.lang, request);
  const form = await request.formData();
  const raw = form.get(SEARCH_PARAM);
  const words = cleanSearchTerm(typeof raw === 'string' ? raw : null);
  const results = searchResultsPath(locale, words);
  if (!words) throw redirect(results, 303);
  const headers = await rememberSearch(request, context, locale, words);
  throw redirect(results, { status: 303, headers });
}
