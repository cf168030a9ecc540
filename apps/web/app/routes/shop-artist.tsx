import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { ErrorPage } from '../components/error-page';
import { PageMeta } from '../components/page-meta';
import { ArtistHeader } from '../features/catalog/artist-header';
import { loadArtistShop } from '../features/catalog/artist-shop.server';
import { SUBCATEGORY_PARAM, VIEW_PARAM } from '../features/catalog/artist-shop-params';
import { ArtistSubcategoryFilter } from '../features/catalog/artist-subcategory-filter';
import { ArtworkGrid } from '../features/catalog/artwork-grid';
import { idOrHome } from '../features/catalog/catalog-id.server';
import { Pager } from '../features/catalog/pager';
import { ProductGrid } from '../features/catalog/product-grid';
import { createApiClient } from '../lib/api.server';
import { requestLocale } from '../lib/locale.server';
import type { Route } from './+types/shop-artist';

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const locale = requestLocale(params.lang, request);
  const id = idOrHome(params.id, locale);
  return loadArtistShop(createApiClient(request, context, locale), locale, id, new URL(request.url));
}

export default function ShopArtist({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { artist, view, page, subcategoryId, subcategories, products, artworks } = loaderData;
  const { pathname } = useLocation();
  const tab = 'rounded-full px-4 py-1.5 text-sm font-medium';
  const list = products ?? artworks;
  return (
    <main className="mx-auto w-full max-w-6xl px-4 py-6">
      <PageMeta
        title={artist.name}
        description={artist.bio || t('artists.shopDescription', { name: artist.name })}
        image={artist.cover?.large ?? artist.avatar?.medium}
      />
      <ArtistHeader artist={artist} />
      <nav
        aria-label={t('artists.sections', { name: artist.name })}
        className="mt-8 border-b border-neutral-200 pb-3"
      >
        <ul className="flex gap-2">
          {(['products', 'artworks'] as const).map((key) => (
            <li key={key}>
              <Link
                to={key === 'products' ? pathname : `${pathname}?${VIEW_PARAM}=artworks`}
                aria-current={view === key ? 'page' : undefined}
                className={`${tab} ${view === key ? 'bg-neutral-900 text-white' : 'hover:bg-neutral-100'}`}
              >
                {t(`artists.${key}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <section aria-labelledby="artist-list-title" className="mt-6">
        <div className="mb-6 flex flex-wrap items-center justify-between gap-4">
          <h2 id="artist-list-title" className="text-2xl font-bold">
            {t(`artists.${view}Of`, { name: artist.name })}
          </h2>
          {products && (
            <ArtistSubcategoryFilter
              subcategories={subcategories}
              selected={subcategoryId}
              name={SUBCATEGORY_PARAM}
            />
          )}
        </div>
        {products && products.products.length > 0 && <ProductGrid products={products.products} />}
        {artworks && artworks.artworks.length > 0 && <ArtworkGrid artworks={artworks.artworks} />}
        {(products?.products.length ?? artworks?.artworks.length) === 0 && (
          <p className="text-neutral-700">{t(products ? 'artists.noProducts' : 'artists.noArtworks')}</p>
        )}
        {list && <Pager page={page} hasMore={list.hasMore} />}
      </section>
    </main>
  );
}

export function ErrorBoundary() {
  return <ErrorPage />;
}
