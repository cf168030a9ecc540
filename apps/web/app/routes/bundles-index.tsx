import { useTranslation } from 'react-i18next';
import { redirect } from 'react-router';
import { ErrorPage } from '../components/error-page';
import { PageMeta } from '../components/page-meta';
import { loadBundleCards } from '../features/bundles/bundle-api.server';
import { BundleCard } from '../features/bundles/bundle-card';
import { hideHeaderOf } from '../features/bundles/bundle-page.server';
import { createApiClient } from '../lib/api.server';
import { requestLocale } from '../lib/locale.server';
import type { Route } from './+types/bundles-index';

// Spec §2: a bundle address without an id sends the shopper home, unless the hideHeader flag is set (an
// embedding app), which gets the bundles to choose from instead.
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const locale = requestLocale(params.lang, request);
  if (!hideHeaderOf(request)) throw redirect(`/${locale}`);
  return { bundles: await loadBundleCards(createApiClient(request, context, locale), locale, 12) };
}

export default function BundlesIndex({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <main className="mx-auto w-full max-w-5xl px-4 py-6">
      <PageMeta title={t('bundles.homeTitle')} description={t('bundles.homeLead')} />
      <h1 className="text-2xl font-bold">{t('bundles.homeTitle')}</h1>
      <ul className="mt-6 grid grid-cols-1 gap-4 sm:grid-cols-2 md:grid-cols-3">
        {loaderData.bundles.map((bundle) => (
          <li key={bundle.id}>
            <BundleCard bundle={bundle} />
          </li>
        ))}
      </ul>
    </main>
  );
}

export function ErrorBoundary() {
  return <ErrorPage />;
}
