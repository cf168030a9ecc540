import { adminPayouts } from '@seed/contract/admin-payouts';
import { data } from 'react-router';
import { requireStaff } from '../features/admin/require-staff.server';
import { fetchFromApi } from '../lib/api.server';
import { requestLocale } from '../lib/locale.server';
import type { Route } from './+types/admin-payout-csv';

// The headers of the API's export that the browser needs; the rest are the API's business.
const PASSED = ['content-type', 'content-disposition', 'cache-control'];

/** The bank export of a payout batch: the API's CSV (IBANs whole, the export audited there), passed through. */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  await requireStaff(request, context, 'payouts');
  const id = Number(params.id);
  if (!Number.isInteger(id) || id < 1 || id > 2_147_483_647) throw data(null, { status: 404 });
  const locale = requestLocale(params.lang, request);
  const response = await fetchFromApi(request, context, locale, adminPayouts.csv, { params: { id } });
  if (!response.ok) throw new Response(null, { status: response.status });
  const headers = new Headers();
  for (const name of PASSED) {
    const value = response.headers.get(name);
    if (value) headers.set(name, value);
  }
  return new Response(response.body, { status: 200, headers });
}
