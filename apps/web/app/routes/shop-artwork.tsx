import { useTranslation } from 'react-i18next';
import { ErrorPage } from '../components/error-page';
import { PageMeta } from '../components/page-meta';
import { ArtworkDetails } from '../features/catalog/artwork-details';
import { loadArtworkPage } from '../features/catalog/artwork-page.server';
import { idOrHome } from '../features/catalog/catalog-id.server';
import { Pager } from '../features/catalog/pager';
import { ProductGrid } from '../features/catalog/product-grid';
import { createApiClient } from '../lib/api.server';
import { requestLocale } from '../lib/locale.server';
import type { Route } from './+types/shop-artwork';

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const locale = requestLocale(params.lang, request);
  const id = idOrHome(params.id, locale);
  return loadArtworkPage(createApiClient(request, context, locale), locale, id, new URL(request.url));
}

export default function ShopArtwork({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { artwork, page, products, hasMore } = loaderData;
  return (
    <main className="mx-auto w-full max-w-6xl px-4 py-8">
      <PageMeta
        title={artwork.title}
        description={
          artwork.description ||
          t('artworks.pageDescription', { title: artwork.title, artist: artwork.artist.name })
        }
        image={artwork.image?.large ?? artwork.image?.medium}
      />
      <ArtworkDetails artwork={artwork} />
      <section aria-labelledby="artwork-products-title" className="mt-12">
        <h2 id="artwork-products-title" className="mb-6 text-2xl font-bold">
          {t('artworks.products')}
        </h2>
        {products.length === 0 ? (
          <p className="text-neutral-700">{t('artworks.noProducts')}</p>
        ) : (
          <ProductGrid products={products} />
        )}
        <Pager page={page} hasMore={hasMore} />
      </section>
    </main>
  );
}

export function ErrorBoundary() {
  return <ErrorPage />;
}
