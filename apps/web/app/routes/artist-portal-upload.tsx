import { useTranslation } from 'react-i18next';
import { data, redirect } from 'react-router';
import { ErrorPage } from '../components/error-page';
import { PageMeta } from '../components/page-meta';
import { ArtworkUploadForm } from '../features/artist-portal/artwork-upload-form';
import { requireArtist } from '../features/artist-portal/require-artist.server';
import {
  loadUploadChoices,
  publishFromForm,
  UPLOAD_LIMITS,
} from '../features/artist-portal/upload-data.server';
import { createApiClient } from '../lib/api.server';
import { requestLocale } from '../lib/locale.server';
import type { Route } from './+types/artist-portal-upload';

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const locale = requestLocale(params.lang, request);
  await requireArtist(request, context);
  const choices = await loadUploadChoices(createApiClient(request, context, locale), locale);
  return { ...choices, limits: UPLOAD_LIMITS };
}

export async function action({ params, request, context }: Route.ActionArgs) {
  const locale = requestLocale(params.lang, request);
  await requireArtist(request, context);
  const api = createApiClient(request, context, locale);
  const outcome = await publishFromForm(api, locale, await request.formData());
  if (outcome.ok) throw redirect(`/${locale}/artist-portal/artworks?published=1`, 303);
  return data(outcome, 400);
}

export default function ArtistPortalUpload({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <main className="px-4 py-6">
      <PageMeta title={t('artistPortal.uploadTitle')} description={t('artistPortal.description')} />
      <meta name="robots" content="noindex" />
      <h1 className="text-2xl font-bold">{t('artistPortal.uploadTitle')}</h1>
      <p className="mt-2 text-sm text-neutral-700">{t('artistPortal.uploadHint')}</p>
      <ArtworkUploadForm
        topics={loaderData.topics}
        items={loaderData.items}
        limits={loaderData.limits}
        failure={actionData ?? null}
      />
    </main>
  );
}

export function ErrorBoundary() {
  return <ErrorPage />;
}
