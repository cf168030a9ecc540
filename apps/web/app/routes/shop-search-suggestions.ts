import { loadSearchSuggestions } from '../features/catalog/search-suggestions.server';
import { searchTermFrom } from '../features/catalog/search-term';
import { createApiClient } from '../lib/api.server';
import { requestLocale } from '../lib/locale.server';
import type { Route } from './+types/shop-search-suggestions';

// Matches are the same for everyone for a while; recent searches change with each search.
const MATCHES_CACHE = 'private, max-age=60';

/** The search box's suggestions as JSON (a resource route): see features/catalog/search-suggestions.ts. */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const locale = requestLocale(params.lang, request);
  const query = searchTermFrom(new URL(request.url));
  const api = createApiClient(request, context, locale);
  const suggestions = await loadSearchSuggestions(api, locale, query, context.reportError);
  return Response.json(suggestions, { headers: { 'Cache-Control': query ? MATCHES_CACHE : 'no-store' } });
}
