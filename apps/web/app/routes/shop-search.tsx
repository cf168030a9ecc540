import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorPage } from '../components/error-page';
import { PageMeta } from '../components/page-meta';
import { ArtistGrid } from '../features/catalog/artist-grid';
import { ArtworkGrid } from '../features/catalog/artwork-grid';
import { Pager } from '../features/catalog/pager';
import { ProductGrid } from '../features/catalog/product-grid';
import { SearchFilters } from '../features/catalog/search-filters';
import { loadSearchResults } from '../features/catalog/search-results.server';
import { SEARCH_PARAM } from '../features/catalog/search-term';
import { createApiClient } from '../lib/api.server';
import { requestLocale } from '../lib/locale.server';
import { useLocale } from '../lib/use-locale';
import type { Route } from './+types/shop-search';

// The first row of results is on the first screen of a phone and of a desktop.
const EAGER_IMAGES = 2;

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const locale = requestLocale(params.lang, request);
  const api = createApiClient(request, context, locale);
  return loadSearchResults(api, locale, new URL(request.url), context.reportError);
}

export default function ShopSearch({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const lang = useLocale();
  const { search, filters, page, asked, topics, categories, products, hasMore, artworks, artists } =
    loaderData;
  const title = search
    ? t('search.resultsFor', { query: search })
    : t(asked ? 'search.filtered' : 'search.title');
  const more = (path: string) => `/${lang}/shop/${path}?${new URLSearchParams({ [SEARCH_PARAM]: search })}`;
  return (
    <main className="mx-auto w-full max-w-6xl px-4 py-8">
      <PageMeta title={title} description={t('search.description')} image={products[0]?.image?.medium} />
      {/* Result pages are endless combinations of words: search engines should follow them, not index them. */}
      <meta name="robots" content="noindex, follow" />
      <h1 className="text-3xl font-bold">{title}</h1>
      <SearchFilters search={search} topics={topics} categories={categories} selected={filters} />
      {!asked ? (
        <p className="mt-8 text-neutral-700">{t('search.empty')}</p>
      ) : (
        <section aria-labelledby="search-products-title" className="mt-8">
          <h2 id="search-products-title" className="mb-6 text-2xl font-bold">
            {t('search.products')}
          </h2>
          {products.length === 0 ? (
            <p className="text-neutral-700">{t('search.noProducts')}</p>
          ) : (
            <ProductGrid products={products} eagerImages={EAGER_IMAGES} />
          )}
          <Pager page={page} hasMore={hasMore} />
        </section>
      )}
      {artworks.length > 0 && (
        <section aria-labelledby="search-artworks-title" className="mt-12">
          <div className="mb-6 flex items-baseline justify-between gap-4">
            <h2 id="search-artworks-title" className="text-2xl font-bold">
              {t('search.artworks')}
            </h2>
            <Link to={more('artworks')} className="text-sm font-medium underline underline-offset-4">
              {t('search.allArtworks')}
            </Link>
          </div>
          <ArtworkGrid artworks={artworks} />
        </section>
      )}
      {artists.length > 0 && (
        <section aria-labelledby="search-artists-title" className="mt-12">
          <div className="mb-6 flex items-baseline justify-between gap-4">
            <h2 id="search-artists-title" className="text-2xl font-bold">
              {t('search.artists')}
            </h2>
            <Link to={more('artists')} className="text-sm font-medium underline underline-offset-4">
              {t('search.allArtists')}
            </Link>
          </div>
          <ArtistGrid artists={artists} />
        </section>
      )}
    </main>
  );
}

export function ErrorBoundary() {
  return <ErrorPage />;
}
