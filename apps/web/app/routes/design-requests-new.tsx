import { useTranslation } from 'react-i18next';
import { data, Link, redirect } from 'react-router';
import { ErrorPage } from '../components/error-page';
import { PageMeta } from '../components/page-meta';
import { requireSignedIn } from '../features/auth/require-signed-in.server';
import { RequestForm } from '../features/design-requests/request-form';
import { loadRequestItems } from '../features/design-requests/request-items.server';
import {
  checkRequestForm,
  REQUEST_LIMITS,
  readRequestForm,
  submitRequest,
} from '../features/design-requests/request-submission.server';
import { createApiClient } from '../lib/api.server';
import { requestLocale } from '../lib/locale.server';
import { areaMessages } from '../lib/messages.server';
import type { Route } from './+types/design-requests-new';

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const locale = requestLocale(params.lang, request);
  await requireSignedIn(request, context);
  return {
    items: await loadRequestItems(createApiClient(request, context, locale)),
    limits: REQUEST_LIMITS,
    areaMessages: areaMessages(locale, ['designRequests']),
  };
}

export async function action({ params, request, context }: Route.ActionArgs) {
  const locale = requestLocale(params.lang, request);
  await requireSignedIn(request, context);
  const { values, files } = readRequestForm(await request.formData());
  const errors = checkRequestForm(values, files);
  if (Object.keys(errors).length > 0) return data({ values, errors, refusal: undefined }, 400);
  const api = createApiClient(request, context, locale);
  const saved = await submitRequest(api, locale, { values, files });
  if ('refusal' in saved) return data({ values, errors, refusal: saved.refusal }, 400);
  throw redirect(`/${locale}/design-requests/${saved.id}?saved=created`, 303);
}

export default function NewDesignRequest({ loaderData, actionData, params }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <main className="mx-auto w-full max-w-4xl px-4 py-8">
      <PageMeta title={t('designRequests.newTitle')} description={t('designRequests.newDescription')} />
      <Link to={`/${params.lang}/design-requests`} className="text-sm text-neutral-700 hover:underline">
        {t('designRequests.backToList')}
      </Link>
      <h1 className="mt-2 text-3xl font-bold">{t('designRequests.newTitle')}</h1>
      <p className="mt-2 mb-6 text-neutral-700">{t('designRequests.newDescription')}</p>
      <RequestForm
        items={loaderData.items}
        values={actionData?.values ?? { inventoryIds: [], idea: '' }}
        errors={actionData?.errors ?? {}}
        refusal={actionData?.refusal}
        limits={loaderData.limits}
        submitLabel={t('designRequests.form.submit')}
      />
    </main>
  );
}

export function ErrorBoundary() {
  return <ErrorPage />;
}
