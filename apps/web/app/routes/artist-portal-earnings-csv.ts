import { earnings } from '@seed/contract/earnings';
import { requireArtist } from '../features/artist-portal/require-artist.server';
import { fetchFromApi } from '../lib/api.server';
import { requestLocale } from '../lib/locale.server';
import type { Route } from './+types/artist-portal-earnings-csv';

// The headers of the API's export that the browser needs; the rest are the API's business.
const PASSED = ['content-type', 'content-disposition', 'cache-control'];

/** The artist's earnings ledger as CSV: the API's export, passed through. */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  await requireArtist(request, context);
  const locale = requestLocale(params.lang, request);
  const response = await fetchFromApi(request, context, locale, earnings.csv, {});
  if (!response.ok) throw new Response(null, { status: response.status });
  const headers = new Headers();
  for (const name of PASSED) {
    const value = response.headers.get(name);
    if (value) headers.set(name, value);
  }
  return new Response(response.body, { status: 200, headers });
}
