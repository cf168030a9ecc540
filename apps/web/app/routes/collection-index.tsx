import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorPage } from '../components/error-page';
import { PageMeta } from '../components/page-meta';
import { loadCollections } from '../features/catalog/collection-list.server';
import { ResponsiveImage } from '../features/catalog/responsive-image';
import { createApiClient } from '../lib/api.server';
import { requestLocale } from '../lib/locale.server';
import { useLocale } from '../lib/use-locale';
import type { Route } from './+types/collection-index';

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const locale = requestLocale(params.lang, request);
  return { collections: await loadCollections(createApiClient(request, context, locale), locale) };
}

/** Every active collection, each a card linking to its products. */
export default function CollectionIndex({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const lang = useLocale();
  const { collections } = loaderData;
  return (
    <main className="mx-auto w-full max-w-6xl px-4 py-6 md:py-10">
      <PageMeta
        title={t('collection.listTitle')}
        description={t('collection.listDescription')}
        image={collections[0]?.image?.medium}
      />
      <h1 className="text-3xl font-bold">{t('collection.listTitle')}</h1>
      {collections.length === 0 ? (
        <p className="mt-6 text-neutral-700">{t('collection.none')}</p>
      ) : (
        <ul className="mt-6 grid grid-cols-2 gap-4 md:grid-cols-3">
          {collections.map((collection, index) => (
            <li key={collection.id}>
              <Link
                to={`/${lang}/collection/${collection.id}`}
                className="block overflow-hidden rounded-lg border border-neutral-200 hover:border-neutral-400"
              >
                {collection.image ? (
                  <ResponsiveImage
                    sources={collection.image}
                    sizes="(min-width: 768px) 33vw, 50vw"
                    width={1}
                    height={1}
                    alt=""
                    priority={index < 2 ? 'high' : 'lazy'}
                    className="aspect-square w-full bg-neutral-100 object-cover"
                  />
                ) : (
                  <div aria-hidden="true" className="aspect-square w-full bg-neutral-100" />
                )}
                <span className="block p-3 text-lg font-bold">{collection.name}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </main>
  );
}

export function ErrorBoundary() {
  return <ErrorPage />;
}
