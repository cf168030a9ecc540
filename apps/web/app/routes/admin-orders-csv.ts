import { ADMIN_ORDER_SORTS, adminOrders } from '@seed/contract/admin-orders';
import { readListState } from '../features/admin/list-query';
import { filterParams, readFilters } from '../features/admin/orders/order-list.server';
import { requireStaff } from '../features/admin/require-staff.server';
import { fetchFromApi } from '../lib/api.server';
import { requestLocale } from '../lib/locale.server';
import type { Route } from './+types/admin-orders-csv';

// The headers of the API's export that the browser needs; the rest are the API's business.
const PASSED = ['content-type', 'content-disposition', 'cache-control'];

/** The CSV link of the order list: the API's export with the list's filters, its body passed through. */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  await requireStaff(request, context, 'orders');
  const locale = requestLocale(params.lang, request);
  const url = new URL(request.url);
  const query = filterParams(
    readFilters(url),
    readListState(url, ADMIN_ORDER_SORTS, { sort: 'created', dir: 'desc' }),
  );
  const response = await fetchFromApi(request, context, locale, adminOrders.csv, {
    query: Object.fromEntries(query),
  });
  if (!response.ok) throw new Response(null, { status: response.status });
  const headers = new Headers();
  for (const name of PASSED) {
    const value = response.headers.get(name);
    if (value) headers.set(name, value);
  }
  return new Response(response.body, { status: 200, headers });
}
