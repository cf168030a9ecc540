import { addresses } from '@seed/contract/addresses';
import { useTranslation } from 'react-i18next';
import { data, Link, redirect, useSubmit } from 'react-router';
import { ErrorPage } from '../components/error-page';
import { PageMeta } from '../components/page-meta';
import { ConfirmPopover } from '../components/ui/confirm-popover';
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
import { type ApiClient, ApiError, createApiClient } from '../lib/api.server';
import { requestLocale } from '../lib/locale.server';
import { areaMessages } from '../lib/messages.server';
import type { Route } from './+types/address-edit';

// Another user's address, an unknown one and a malformed id all look the same: not found.
function addressId(raw: string): number {
  if (!/^\d{1,10}$/.test(raw)) throw data(null, { status: 404 });
  return Number(raw);
}

async function orNotFound<T>(load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) {
      throw data(null, { status: 404 });
    }
    throw error;
  }
}

async function loadAddress(api: ApiClient, id: number) {
  return orNotFound(() => api.call(addresses.get, { params: { id } }));
}

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const locale = requestLocale(params.lang, request);
  const id = addressId(params.id);
  const api = createApiClient(request, context, locale);
  await requireSignedIn(request, context);
  const address = await loadAddress(api, id);
  const [countries, countryForm] = await Promise.all([
    loadCountries(api),
    loadCountryForm(api, address.country || DEFAULT_COUNTRY),
  ]);
  const values = Object.fromEntries(
    Object.entries(address).map(([key, value]) => [key, String(value ?? '')]),
  );
  return { countries, countryForm, values, areaMessages: areaMessages(locale, ['address']) };
}

export async function action({ params, request, context }: Route.ActionArgs) {
  const locale = requestLocale(params.lang, request);
  const id = addressId(params.id);
  const api = createApiClient(request, context, locale);
  await requireSignedIn(request, context);
  const form = await request.formData();
  if (form.get('intent') === 'delete') {
    await orNotFound(() => api.call(addresses.remove, { params: { id } }));
    throw redirect(`/${locale}/profile?saved=addressDeleted`, 303);
  }
  const values = readAddressForm(form);
  const countryForm = await loadCountryForm(api, values.country || DEFAULT_COUNTRY);
  const errors = { ...checkPlaceInState(values, countryForm), ...checkAddress(values) };
  if (Object.keys(errors).length > 0) return data({ values, errors, countryForm, message: undefined }, 400);
  const saved = await orNotFound(() => saveAddress(api, locale, values, id));
  if ('message' in saved) return data({ values, errors, countryForm, message: saved.message }, 400);
  throw redirect(`/${locale}/profile?saved=address`, 303);
}

export default function AddressEdit({ loaderData, actionData, params }: Route.ComponentProps) {
  const { t } = useTranslation();
  const submit = useSubmit();
  const countryForm = actionData?.countryForm ?? loaderData.countryForm;
  return (
    <main className="mx-auto w-full max-w-3xl px-4 py-8">
      <PageMeta title={t('address.editTitle')} description={t('address.description')} />
      <Link to={`/${params.lang}/profile`} className="text-sm text-neutral-700 hover:underline">
        {t('address.backToProfile')}
      </Link>
      <div className="mt-2 mb-6 flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-3xl font-bold">{t('address.editTitle')}</h1>
        <ConfirmPopover
          message={t('address.confirmDelete')}
          confirmLabel={t('address.delete')}
          refuseLabel={t('address.keep')}
          onConfirm={() => submit({ intent: 'delete' }, { method: 'post' })}
          triggerClassName="rounded-md border border-red-700 px-4 py-2 text-sm font-bold text-red-700 hover:bg-red-50"
        >
          {t('address.delete')}
        </ConfirmPopover>
      </div>
      <AddressForm
        key={countryForm.code}
        countries={loaderData.countries}
        countryForm={countryForm}
        values={actionData?.values ?? loaderData.values}
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
