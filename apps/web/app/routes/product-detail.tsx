import { PAGE_SIZES } from '@seed/domain/paging';
import type { PrintPosition } from '@seed/domain/print-position';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useRouteLoaderData } from 'react-router';
import { ErrorPage } from '../components/error-page';
import type { CanonicalHandle } from '../components/head-links';
import { PageMeta } from '../components/page-meta';
import { canonicalProductPath } from '../features/catalog/canonical';
import { idOrHome } from '../features/catalog/catalog-id.server';
import { FavoriteHeart } from '../features/catalog/favorite-heart';
import type { ProductCardView } from '../features/catalog/product-card';
import { loadProductCards } from '../features/catalog/product-cards.server';
import { askedChoice, loadProduct } from '../features/catalog/product-detail.server';
import { ProductGallery } from '../features/catalog/product-gallery';
import { ProductJsonLd } from '../features/catalog/product-json-ld';
import { ProductMore } from '../features/catalog/product-more';
import { ProductPrice } from '../features/catalog/product-price';
import { ProductPurchase } from '../features/catalog/product-purchase';
import type { VariantChoice } from '../features/catalog/product-view';
import { createApiClient } from '../lib/api.server';
import { requestLocale } from '../lib/locale.server';
import { useLocale } from '../lib/use-locale';
import type { loader as rootLoader } from '../root';
import type { Route } from './+types/product-detail';

export const handle: CanonicalHandle = { canonicalPath: canonicalProductPath };

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const locale = requestLocale(params.lang, request);
  const id = idOrHome(params.id, locale);
  const api = createApiClient(request, context, locale);
  const product = await loadProduct(api, locale, id, askedChoice(new URL(request.url)));
  // The lists under the product stream in after it; one that fails is left out, never the page.
  const more = (query: Record<string, number>): Promise<ProductCardView[]> =>
    loadProductCards(api, locale, {
      ...query,
      excludeProductsId: String(id),
      limit: PAGE_SIZES.relatedProducts,
    }).then(
      (page) => page.products,
      (error: unknown) => {
        context.reportError(error);
        return [];
      },
    );
  const none = Promise.resolve([]);
  return {
    product,
    // Same artwork on other blank items, then other products of the same subcategory.
    alsoAvailable: product.artworkId ? more({ artworkId: product.artworkId }) : none,
    related: product.categoryToSubcategoryId
      ? more({ categoryToSubcategoryId: product.categoryToSubcategoryId })
      : none,
  };
}

// Keyed by product: moving to another product starts its choices afresh.
export default function ProductDetail({ loaderData }: Route.ComponentProps) {
  return <ProductPage key={loaderData.product.id} {...loaderData} />;
}

type ProductPageProps = Route.ComponentProps['loaderData'];

function ProductPage({ product, alsoAvailable, related }: ProductPageProps) {
  const { t } = useTranslation();
  const root = useRouteLoaderData<typeof rootLoader>('root');
  const lang = useLocale();
  const [position, setPosition] = useState<PrintPosition>(product.initialPosition);
  const navigate = useNavigate();
  const [choice, setChoice] = useState<VariantChoice>(product.opening);
  // A new colour is a new address (`?color=&size=`, as without scripts): the loader brings its pictures.
  const changeChoice = (next: VariantChoice) => {
    setChoice(next);
    if (next.colorId !== choice.colorId && next.colorId !== null) {
      const search = new URLSearchParams({ color: String(next.colorId) });
      if (next.sizeId !== null) search.set('size', String(next.sizeId));
      void navigate({ search: `?${search}` }, { replace: true, preventScrollReset: true });
    }
  };
  return (
    <main className="mx-auto w-full max-w-6xl px-4 py-6 md:py-10">
      <PageMeta title={product.name} description={product.summary} image={product.shareImage} />
      <ProductJsonLd product={product} url={`${root?.publicUrl ?? ''}/${lang}/products/${product.id}`} />
      <div className="grid gap-8 md:grid-cols-2 md:gap-10">
        <ProductGallery
          product={product}
          colorName={product.colors.find((color) => color.id === choice.colorId)?.name ?? null}
          position={position}
          onPositionChange={setPosition}
        />
        <div className="flex flex-col gap-6">
          <div>
            <div className="flex items-start justify-between gap-4">
              <h1 className="text-2xl font-bold md:text-3xl">{product.name}</h1>
              <FavoriteHeart
                kind="product"
                id={product.id}
                name={product.name}
                price={product.price}
                className="shrink-0"
              />
            </div>
            <p className="mt-1 text-sm text-neutral-700">{product.itemName}</p>
            {(product.artist || product.artwork) && (
              <p className="mt-2 flex flex-wrap gap-x-4 text-sm">
                {product.artist && (
                  <Link
                    to={`/${lang}/shop/artists/${product.artist.id}`}
                    className="underline underline-offset-4"
                  >
                    {t('product.byArtist', { name: product.artist.name })}
                  </Link>
                )}
                {product.artwork && (
                  <Link
                    to={`/${lang}/shop/artworks/${product.artwork.id}`}
                    className="underline underline-offset-4"
                  >
                    {t('product.artwork', { title: product.artwork.title })}
                  </Link>
                )}
              </p>
            )}
            <p className="mt-4 text-xl">
              <ProductPrice price={product.price} oldPrice={product.oldPrice} />
            </p>
          </div>
          <ProductPurchase
            product={product}
            choice={choice}
            onChoiceChange={changeChoice}
            position={position}
          />
          <Link
            to={`/${lang}/products/${product.inventoryId}/customize?product=${product.id}`}
            className="self-start rounded-md border border-teal-700 px-4 py-2 text-sm font-semibold text-teal-800"
          >
            {t('product.customize')}
          </Link>
          <section aria-labelledby="product-about" className="border-t border-neutral-200 pt-6">
            <h2 id="product-about" className="text-sm font-bold">
              {t('product.about')}
            </h2>
            {product.artworkDescription && (
              <p className="mt-2 text-neutral-800">{product.artworkDescription}</p>
            )}
            <p className="mt-2 text-neutral-800">{product.description}</p>
          </section>
        </div>
      </div>
      <ProductMore title={t('product.alsoAvailable')} products={alsoAvailable} />
      <ProductMore title={t('product.related')} products={related} />
    </main>
  );
}

export function ErrorBoundary() {
  return <ErrorPage />;
}
