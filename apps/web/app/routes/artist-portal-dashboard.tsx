import { artistPortal } from '@seed/contract/artist-portal';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorPage } from '../components/error-page';
import { PageMeta } from '../components/page-meta';
import { DashboardChart } from '../features/artist-portal/dashboard-chart';
import { DashboardFigures } from '../features/artist-portal/dashboard-figures';
import { EarningsTotals } from '../features/artist-portal/earnings-totals';
import { NoArtistProfile } from '../features/artist-portal/no-artist-profile';
import { isNoArtistProfile } from '../features/artist-portal/no-profile.server';
import { requireArtist } from '../features/artist-portal/require-artist.server';
import { ShopAddress } from '../features/artist-portal/shop-address';
import { createApiClient } from '../lib/api.server';
import { requestLocale } from '../lib/locale.server';
import type { Route } from './+types/artist-portal-dashboard';

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const locale = requestLocale(params.lang, request);
  await requireArtist(request, context);
  const api = createApiClient(request, context, locale);
  try {
    return { dashboard: await api.call(artistPortal.dashboard) };
  } catch (error) {
    if (isNoArtistProfile(error)) return { dashboard: null };
    throw error;
  }
}

export default function ArtistPortalDashboard({ loaderData, params }: Route.ComponentProps) {
  const { t } = useTranslation();
  const lang = params.lang === 'en' ? 'en' : 'ar';
  const { dashboard } = loaderData;
  return (
    <main className="px-4 py-6">
      <PageMeta title={t('artistPortal.dashboardTitle')} description={t('artistPortal.description')} />
      <meta name="robots" content="noindex" />
      <h1 className="text-2xl font-bold">{t('artistPortal.dashboardTitle')}</h1>
      {dashboard ? (
        <>
          <ShopAddress subdomain={dashboard.subdomain} lang={lang} />
          <div className="mt-6 grid gap-6">
            <DashboardFigures dashboard={dashboard} locale={lang} />
            <div className="grid gap-2">
              <EarningsTotals totals={dashboard.earnings} />
              <Link to={`/${lang}/artist-portal/earnings`} className="underline underline-offset-2">
                {t('artistPortal.earnings.title')}
              </Link>
            </div>
            <DashboardChart series={dashboard.series} locale={lang} />
          </div>
        </>
      ) : (
        <NoArtistProfile />
      )}
    </main>
  );
}

export function ErrorBoundary() {
  return <ErrorPage />;
}
