import { adminStock } from '@seed/contract/admin-stock';
import { requireStaff } from '../features/admin/require-staff.server';
import { readStockFilters } from '../features/admin/stock/stock-list.server';
import { fetchFromApi } from '../lib/api.server';
import { requestLocale } from '../lib/locale.server';
import type { Route } from './+types/admin-stock-csv';

// The headers of the API's export that the browser needs; the rest are the API's business.
const PASSED = ['content-type', 'content-disposition', 'cache-control'];

/** The stock file link of the grid: the API's export with the grid's filters, its body passed through. */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  await requireStaff(request, context, 'catalogue');
  const locale = requestLocale(params.lang, request);
  const { query } = readStockFilters(new URL(request.url));
  const response = await fetchFromApi(request, context, locale, adminStock.csv, { query });
  if (!response.ok) throw new Response(null, { status: response.status });
  const headers = new Headers();
  for (const name of PASSED) {
    const value = response.headers.get(name);
    if (value) headers.set(name, value);
  }
  return new Response(response.body, { status: 200, headers });
}
