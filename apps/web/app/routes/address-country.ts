import { loadCountryForm } from '../features/addresses/country-form.server';
import { ApiError, createApiClient } from '../lib/api.server';
import { requestLocale } from '../lib/locale.server';
import { reasonText } from '../lib/refusals.server';
import type { Route } from './+types/address-country';

/** A country's address form as JSON (a resource route), for the address form when the country changes. */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const locale = requestLocale(params.lang, request);
  const unknown = () =>
    Response.json({ statusCode: 404, message: reasonText(locale, 'NOT_FOUND') }, { status: 404 });
  if (!/^[A-Za-z]{2}$/.test(params.code)) return unknown();
  try {
    const form = await loadCountryForm(createApiClient(request, context, locale), params.code.toUpperCase());
    return Response.json(form, { headers: { 'Cache-Control': 'public, max-age=3600' } });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return unknown();
    throw error;
  }
}
