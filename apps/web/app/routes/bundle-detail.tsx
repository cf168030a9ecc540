import { useTranslation } from 'react-i18next';
import { Link, redirect } from 'react-router';
import { ErrorPage } from '../components/error-page';
import { PageMeta } from '../components/page-meta';
import { bundleOfAddress, hideHeaderOf } from '../features/bundles/bundle-page.server';
import { BundlePrice } from '../features/bundles/bundle-price';
import { ResponsiveImage } from '../features/catalog/responsive-image';
import { createApiClient } from '../lib/api.server';
import { requestLocale } from '../lib/locale.server';
import { useLocale } from '../lib/use-locale';
import type { Route } from './+types/bundle-detail';

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const locale = requestLocale(params.lang, request);
  const bundle = await bundleOfAddress(createApiClient(request, context, locale), locale, request, params.id);
  if (!bundle) throw redirect(`/${locale}/bundles?hideHeader`);
  return { bundle, hideHeader: hideHeaderOf(request) };
}

/** Spec §2 /bundles/{id}: what the bundle holds, its price and saving, and the way into customising it. */
export default function BundleDetail({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const lang = useLocale();
  const { bundle, hideHeader } = loaderData;
  const customize = `/${lang}/bundles/${bundle.id}/customize${hideHeader ? '?hideHeader' : ''}`;
  return (
    <main className="mx-auto grid w-full max-w-5xl gap-8 px-4 py-8 md:grid-cols-2">
      <PageMeta
        title={bundle.name}
        description={t('bundles.description', { name: bundle.name, percent: bundle.discountPercentage })}
        image={bundle.image?.medium ?? bundle.image?.small}
      />
      <div className="aspect-square overflow-hidden rounded-lg bg-neutral-100">
        {bundle.image && (
          <ResponsiveImage
            sources={bundle.image}
            sizes="(min-width: 768px) 50vw, 100vw"
            width={1}
            height={1}
            alt=""
            priority="high"
            className="size-full object-cover"
          />
        )}
      </div>
      <div className="flex flex-col gap-4">
        <h1 className="text-3xl font-bold">{bundle.name}</h1>
        <BundlePrice bundle={bundle} large />
        <h2 className="text-lg font-bold">{t('bundles.inside')}</h2>
        <ul className="flex flex-col gap-2">
          {bundle.items.map((item) => (
            <li
              key={item.name}
              className="flex items-center gap-3 rounded-md border border-neutral-200 bg-white p-2"
            >
              <span className="block size-14 shrink-0 overflow-hidden rounded bg-neutral-100">
                {item.image && (
                  <ResponsiveImage
                    sources={item.image}
                    sizes="56px"
                    width={1}
                    height={1}
                    alt=""
                    className="size-full object-cover"
                  />
                )}
              </span>
              <span>{t('bundles.itemLine', { name: item.name, count: item.count })}</span>
            </li>
          ))}
        </ul>
        <p className="text-neutral-700">{t('bundles.howItWorks')}</p>
        {bundle.available ? (
          <Link
            to={customize}
            className="self-start rounded-md bg-neutral-900 px-6 py-3 font-bold text-white hover:bg-neutral-700"
          >
            {t('bundles.startCustomizing')}
          </Link>
        ) : (
          <p className="font-bold text-red-800">{t('bundles.unavailable')}</p>
        )}
      </div>
    </main>
  );
}

export function ErrorBoundary() {
  return <ErrorPage />;
}
