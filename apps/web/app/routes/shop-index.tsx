import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorPage } from '../components/error-page';
import { PageMeta } from '../components/page-meta';
import { HomeArtists } from '../features/catalog/home-artists';
import { HomeArtworks } from '../features/catalog/home-artworks';
import { ProductGrid } from '../features/catalog/product-grid';
import { loadShopLanding } from '../features/catalog/shop-landing.server';
import { createApiClient } from '../lib/api.server';
import { requestLocale } from '../lib/locale.server';
import { useLocale } from '../lib/use-locale';
import type { Route } from './+types/shop-index';

// The first row of the product grid is on the first screen of a phone and of a desktop.
const EAGER_IMAGES = 2;

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const locale = requestLocale(params.lang, request);
  return loadShopLanding(createApiClient(request, context, locale), locale);
}

export default function ShopIndex({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const lang = useLocale();
  const { products, artworks, artists } = loaderData;
  return (
    <main className="mx-auto w-full max-w-6xl px-4 py-8">
      <PageMeta
        title={t('home.shop.title')}
        description={t('home.shop.description')}
        image={products[0]?.image?.medium}
      />
      <h1 className="text-3xl font-bold">{t('home.shop.title')}</h1>
      <p className="mt-2 max-w-2xl text-neutral-700">{t('home.shop.intro')}</p>
      <section aria-labelledby="shop-products-title" className="mt-10">
        <div className="mb-6 flex items-baseline justify-between gap-4">
          <h2 id="shop-products-title" className="text-2xl font-bold">
            {t('home.shop.products')}
          </h2>
          <Link to={`/${lang}/shop/products`} className="text-sm font-medium underline underline-offset-4">
            {t('home.shop.allProducts')}
          </Link>
        </div>
        <ProductGrid products={products} eagerImages={EAGER_IMAGES} />
      </section>
      <HomeArtworks artworks={artworks} />
      <HomeArtists artists={artists} />
    </main>
  );
}

export function ErrorBoundary() {
  return <ErrorPage />;
}
