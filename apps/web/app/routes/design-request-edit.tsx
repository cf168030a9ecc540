import { isDesignRequestEditable } from '@seed/domain/design-request';
import { useTranslation } from 'react-i18next';
import { data, Link, redirect } from 'react-router';
import { ErrorPage } from '../components/error-page';
import { PageMeta } from '../components/page-meta';
import { requireSignedIn } from '../features/auth/require-signed-in.server';
import { RequestForm } from '../features/design-requests/request-form';
import { loadRequestItems } from '../features/design-requests/request-items.server';
import { loadDesignRequest } from '../features/design-requests/request-page.server';
import {
  checkRequestForm,
  REQUEST_LIMITS,
  readRequestForm,
  submitRequest,
} from '../features/design-requests/request-submission.server';
import { createApiClient } from '../lib/api.server';
import { requestLocale } from '../lib/locale.server';
import { areaMessages } from '../lib/messages.server';
import type { Route } from './+types/design-request-edit';

// Spec §4: only a DONE request is editable; the edit files it again as a new brief.
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const locale = requestLocale(params.lang, request);
  const user = await requireSignedIn(request, context);
  const api = createApiClient(request, context, locale);
  const designRequest = await loadDesignRequest(api, params.id);
  if (designRequest.user.id !== user.id || !isDesignRequestEditable(designRequest.status)) {
    throw redirect(`/${locale}/design-requests/${designRequest.id}`);
  }
  const brief = designRequest.contents.findLast((content) => content.author === 'SHOPPER');
  return {
    uid: designRequest.uid,
    items: await loadRequestItems(api),
    values: { inventoryIds: designRequest.inventories.map((item) => item.id), idea: brief?.message ?? '' },
    limits: REQUEST_LIMITS,
    areaMessages: areaMessages(locale, ['designRequests']),
  };
}

export async function action({ params, request, context }: Route.ActionArgs) {
  const locale = requestLocale(params.lang, request);
  await requireSignedIn(request, context);
  const api = createApiClient(request, context, locale);
  const { id } = await loadDesignRequest(api, params.id);
  const { values, files } = readRequestForm(await request.formData());
  const errors = checkRequestForm(values, files);
  if (Object.keys(errors).length > 0) return data({ values, errors, refusal: undefined }, 400);
  const saved = await submitRequest(api, locale, { values, files, id });
  if ('refusal' in saved) return data({ values, errors, refusal: saved.refusal }, 400);
  throw redirect(`/${locale}/design-requests/${id}?saved=edited`, 303);
}

export default function EditDesignRequest({ loaderData, actionData, params }: Route.ComponentProps) {
  const { t } = useTranslation();
  const title = t('designRequests.editTitle', { uid: loaderData.uid });
  return (
    <main className="mx-auto w-full max-w-4xl px-4 py-8">
      <PageMeta title={title} description={t('designRequests.editDescription')} />
      <Link
        to={`/${params.lang}/design-requests/${params.id}`}
        className="text-sm text-neutral-700 hover:underline"
      >
        {t('designRequests.backToRequest')}
      </Link>
      <h1 className="mt-2 text-3xl font-bold">{title}</h1>
      <p className="mt-2 mb-6 text-neutral-700">{t('designRequests.editDescription')}</p>
      <RequestForm
        items={loaderData.items}
        values={actionData?.values ?? loaderData.values}
        errors={actionData?.errors ?? {}}
        refusal={actionData?.refusal}
        limits={loaderData.limits}
        submitLabel={t('designRequests.form.resubmit')}
      />
    </main>
  );
}

export function ErrorBoundary() {
  return <ErrorPage />;
}
