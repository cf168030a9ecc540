import { useTranslation } from 'react-i18next';
import { ErrorPage } from '../components/error-page';
import { PageMeta } from '../components/page-meta';
import { ArtistGrid } from '../features/catalog/artist-grid';
import { loadArtistList } from '../features/catalog/artist-list.server';
import { Pager } from '../features/catalog/pager';
import { SearchListForm } from '../features/catalog/search-list-form';
import { createApiClient } from '../lib/api.server';
import { requestLocale } from '../lib/locale.server';
import type { Route } from './+types/shop-artists';

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const locale = requestLocale(params.lang, request);
  return loadArtistList(createApiClient(request, context, locale), locale, new URL(request.url));
}

export default function ShopArtists({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { search, page, artists, hasMore } = loaderData;
  const title = search ? t('artists.resultsFor', { query: search }) : t('artists.title');
  return (
    <main className="mx-auto w-full max-w-6xl px-4 py-8">
      <PageMeta
        title={page > 1 ? t('artists.titlePage', { title, page }) : title}
        description={t('artists.description')}
        image={artists[0]?.avatar?.medium}
      />
      <h1 className="text-3xl font-bold">{title}</h1>
      <SearchListForm label={t('artists.search')} submitLabel={t('search.submit')} defaultValue={search} />
      <div className="mt-8">
        {artists.length === 0 ? (
          <p className="text-neutral-700">{t(search ? 'artists.noResults' : 'artists.none')}</p>
        ) : (
          <ArtistGrid artists={artists} label={title} />
        )}
      </div>
      <Pager page={page} hasMore={hasMore} />
    </main>
  );
}

export function ErrorBoundary() {
  return <ErrorPage />;
}
