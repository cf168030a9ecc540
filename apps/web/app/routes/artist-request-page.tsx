import { useTranslation } from 'react-i18next';
import { data, Link, redirect } from 'react-router';
import { ErrorPage } from '../components/error-page';
import { PageMeta } from '../components/page-meta';
import {
  loadArtistStanding,
  REQUEST_LIMITS,
  submitArtistRequest,
} from '../features/artist-portal/artist-request.server';
import { ArtistRequestForm } from '../features/artist-portal/artist-request-form';
import { ArtistRequestStatus } from '../features/artist-portal/artist-request-status';
import { requireSignedIn } from '../features/auth/require-signed-in.server';
import { createApiClient } from '../lib/api.server';
import { requestLocale } from '../lib/locale.server';
import { areaMessages } from '../lib/messages.server';
import type { Route } from './+types/artist-request-page';

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const locale = requestLocale(params.lang, request);
  await requireSignedIn(request, context);
  const standing = await loadArtistStanding(createApiClient(request, context, locale));
  return { ...standing, limits: REQUEST_LIMITS, areaMessages: areaMessages(locale, ['artistPortal']) };
}

export async function action({ params, request, context }: Route.ActionArgs) {
  const locale = requestLocale(params.lang, request);
  await requireSignedIn(request, context);
  const api = createApiClient(request, context, locale);
  const outcome = await submitArtistRequest(api, locale, await request.formData());
  if (outcome.ok) throw redirect(`/${locale}/artist-request`, 303);
  return data(outcome, 400);
}

export default function ArtistRequestPage({ loaderData, actionData, params }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { role, artistRequest } = loaderData;
  const isArtist = role === 'ARTIST' || role === 'ADMIN';
  const canApply = !isArtist && artistRequest?.status !== 'PENDING';
  return (
    <main className="mx-auto w-full max-w-2xl px-4 py-8">
      <PageMeta title={t('artistPortal.requestTitle')} description={t('artistPortal.requestIntro')} />
      <h1 className="text-3xl font-bold">{t('artistPortal.requestTitle')}</h1>
      <p className="mt-2 text-neutral-700">{t('artistPortal.requestIntro')}</p>
      {artistRequest && (
        <div className="mt-6">
          <ArtistRequestStatus request={artistRequest} />
        </div>
      )}
      {isArtist && (
        <p className="mt-6">
          <Link to={`/${params.lang}/artist-portal`} className="font-bold underline">
            {t('artistPortal.goToPortal')}
          </Link>
        </p>
      )}
      {canApply && <ArtistRequestForm limits={loaderData.limits} failure={actionData ?? null} />}
    </main>
  );
}

export function ErrorBoundary() {
  return <ErrorPage />;
}
