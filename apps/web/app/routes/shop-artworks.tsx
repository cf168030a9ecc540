import { useTranslation } from 'react-i18next';
import { ErrorPage } from '../components/error-page';
import { PageMeta } from '../components/page-meta';
import { ArtworkGrid } from '../features/catalog/artwork-grid';
import { loadArtworkList } from '../features/catalog/artwork-list.server';
import { Pager } from '../features/catalog/pager';
import { SearchListForm } from '../features/catalog/search-list-form';
import { createApiClient } from '../lib/api.server';
import { requestLocale } from '../lib/locale.server';
import type { Route } from './+types/shop-artworks';

// The first row of the grid is on the first screen of a phone and of a desktop.
const EAGER_IMAGES = 2;

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const locale = requestLocale(params.lang, request);
  return loadArtworkList(createApiClient(request, context, locale), locale, new URL(request.url));
}

export default function ShopArtworks({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { search, page, artworks, hasMore } = loaderData;
  const title = search ? t('artworks.resultsFor', { query: search }) : t('artworks.title');
  return (
    <main className="mx-auto w-full max-w-6xl px-4 py-8">
      <PageMeta
        title={page > 1 ? t('artworks.titlePage', { title, page }) : title}
        description={t('artworks.description')}
        image={artworks[0]?.image?.medium}
      />
      <h1 className="text-3xl font-bold">{title}</h1>
      <SearchListForm label={t('artworks.search')} submitLabel={t('search.submit')} defaultValue={search} />
      <div className="mt-8">
        {artworks.length === 0 ? (
          <p className="text-neutral-700">{t(search ? 'artworks.noResults' : 'artworks.none')}</p>
        ) : (
          <ArtworkGrid artworks={artworks} eagerImages={EAGER_IMAGES} label={title} />
        )}
      </div>
      <Pager page={page} hasMore={hasMore} />
    </main>
  );
}

export function ErrorBoundary() {
  return <ErrorPage />;
}
