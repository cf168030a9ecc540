import { adminGiftCards } from '@seed/contract/admin-promotions-gift-cards';
import { requireStaff } from '../features/admin/require-staff.server';
import { fetchFromApi } from '../lib/api.server';
import { requestLocale } from '../lib/locale.server';
import type { Route } from './+types/admin-gift-card-codes-csv';

// The headers of the API's download that the browser needs; the rest are the API's business.
const PASSED = ['content-type', 'content-disposition', 'cache-control'];

/** A batch's codes as the API's CSV (each download audited there), passed through to the browser. */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  await requireStaff(request, context, 'promotions');
  const locale = requestLocale(params.lang, request);
  const id = Number(params.id);
  if (!Number.isInteger(id) || id < 1 || id > 2_147_483_647) throw new Response(null, { status: 404 });
  const response = await fetchFromApi(request, context, locale, adminGiftCards.codes, { params: { id } });
  if (!response.ok) throw new Response(null, { status: response.status === 404 ? 404 : 502 });
  const headers = new Headers();
  for (const name of PASSED) {
    const value = response.headers.get(name);
    if (value) headers.set(name, value);
  }
  return new Response(response.body, { status: 200, headers });
}
