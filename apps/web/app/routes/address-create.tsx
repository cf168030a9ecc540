import { safeRedirect } from '@seed/domain/safe-redirect';
import { useTranslation } from 'react-i18next';
import { data, Link, redirect } from 'react-router';
import { ErrorPage } from '../components/error-page';
import { PageMeta } from '../components/page-meta';
import { AddressForm } from '../features/addresses/address-form';
import {
  checkAddress,
  checkPlaceInState,
  readAddressForm,
  saveAddress,
} from '../features/addresses/address-submission.server';
import { DEFAULT_COUNTRY } from '../features/addresses/country-form';
import { loadCountries, loadCountryForm } from '../features/addresses/country-form.server';
import { requireSignedIn } from '../features/auth/require-signed-in.server';
import { createApiClient } from '../lib/api.server';
import { requestLocale } from '../lib/locale.server';
import { areaMessages } from '../lib/messages.server';
import type { Route } from './+types/address-create';

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const locale = requestLocale(params.lang, request);
  const api = createApiClient(request, context, locale);
  await requireSignedIn(request, context);
  const [countries, countryForm] = await Promise.all([
    loadCountries(api),
    loadCountryForm(api, DEFAULT_COUNTRY),
  ]);
  return { countries, countryForm, areaMessages: areaMessages(locale, ['address']) };
}

export async function action({ params, request, context }: Route.ActionArgs) {
  const locale = requestLocale(params.lang, request);
  const api = createApiClient(request, context, locale);
  await requireSignedIn(request, context);
  const values = readAddressForm(await request.formData());
  const countryForm = await loadCountryForm(api, values.country || DEFAULT_COUNTRY);
  const errors = { ...checkPlaceInState(values, countryForm), ...checkAddress(values) };
  if (Object.keys(errors).length > 0) return data({ values, errors, countryForm, message: undefined }, 400);
  const saved = await saveAddress(api, locale, values);
  if ('message' in saved) return data({ values, errors, countryForm, message: saved.message }, 400);
  // Checkout sends shoppers here to add an address and takes them back with it chosen.
  const back = safeRedirect(new URL(request.url).searchParams.get('redirect'), '', context.publicUrl);
  if (back.startsWith(`/${locale}/checkout`)) {
    throw redirect(`${back.split('?')[0]}?address=${saved.address.id}`, 303);
  }
  throw redirect(`/${locale}/profile?saved=address`, 303);
}

export default function AddressCreate({ loaderData, actionData, params }: Route.ComponentProps) {
  const { t } = useTranslation();
  const countryForm = actionData?.countryForm ?? loaderData.countryForm;
  return (
    <main className="mx-auto w-full max-w-3xl px-4 py-8">
      <PageMeta title={t('address.createTitle')} description={t('address.description')} />
      <Link to={`/${params.lang}/profile`} className="text-sm text-neutral-700 hover:underline">
        {t('address.backToProfile')}
      </Link>
      <h1 className="mt-2 mb-6 text-3xl font-bold">{t('address.createTitle')}</h1>
      <AddressForm
        key={countryForm.code}
        countries={loaderData.countries}
        countryForm={countryForm}
        values={actionData?.values ?? { country: countryForm.code }}
        errors={actionData?.errors ?? {}}
        message={actionData?.message}
        submitLabel={t('address.save')}
      />
    </main>
  );
}

export function ErrorBoundary() {
  return <ErrorPage />;
}
