import { inventory } from '@seed/contract/inventory';
import { PAGE_SIZES } from '@seed/domain/paging';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorPage } from '../components/error-page';
import { PageMeta } from '../components/page-meta';
import { Price } from '../components/price';
import { createApiClient } from '../lib/api.server';
import { requestLocale } from '../lib/locale.server';
import { useLocale } from '../lib/use-locale';
import type { Route } from './+types/customize-index';

/** The blank items a shopper can customise (every item that takes a print technique). */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const locale = requestLocale(params.lang, request);
  const api = createApiClient(request, context, locale);
  const { inventories } = await api.call(inventory.byPrintingType, {
    query: { limit: PAGE_SIZES.categoryLists },
  });
  return {
    items: inventories.map((item) => ({
      id: item.id,
      name: locale === 'ar' ? item.nameAr : item.nameEn,
      price: item.price,
      image: item.mainMedia?.url.medium ?? item.mainMedia?.url.small ?? null,
    })),
  };
}

export default function CustomizeIndex({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const lang = useLocale();
  return (
    <main className="mx-auto w-full max-w-6xl px-4 py-6 md:py-10">
      <PageMeta title={t('customization.chooseTitle')} description={t('customization.chooseDescription')} />
      <h1 className="text-3xl font-bold">{t('customization.chooseTitle')}</h1>
      <p className="mt-2 text-neutral-700">{t('customization.chooseDescription')}</p>
      <ul className="mt-6 grid grid-cols-2 gap-4 md:grid-cols-4">
        {loaderData.items.map((item) => (
          <li key={item.id}>
            <Link
              // The alias: its id is always a blank item's, where /products/{id}/customize may name a product.
              to={`/${lang}/customization/product/${item.id}/customization-type/normal/fast-customization`}
              className="flex flex-col gap-2 rounded-lg border border-neutral-200 p-2 hover:border-teal-700"
            >
              {item.image && (
                <img
                  src={item.image}
                  alt=""
                  width={400}
                  height={400}
                  loading="lazy"
                  className="aspect-square w-full rounded-md bg-neutral-100 object-cover"
                />
              )}
              <span className="font-semibold">{item.name}</span>
              <span className="text-sm text-neutral-700">
                {t('customization.from')} <Price money={item.price} />
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </main>
  );
}

export function ErrorBoundary() {
  return <ErrorPage />;
}
