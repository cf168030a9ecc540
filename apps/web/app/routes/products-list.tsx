import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorPage } from '../components/error-page';
import type { CanonicalHandle } from '../components/head-links';
import { PageMeta } from '../components/page-meta';
import { canonicalProductPath } from '../features/catalog/canonical';
import { loadShopCategories } from '../features/catalog/categories.server';
import { PagedProducts } from '../features/catalog/paged-products';
import { PRODUCT_LIST_PAGE_SIZE, pageFromUrl, pagingQuery } from '../features/catalog/paging';
import { loadProductCards } from '../features/catalog/product-cards.server';
import { useProductsBase } from '../features/catalog/products-base';
import { FILTER_PARAM, ProductsFilter } from '../features/catalog/products-filter';
import { createApiClient } from '../lib/api.server';
import { requestLocale } from '../lib/locale.server';
import type { Route } from './+types/products-list';

export const handle: CanonicalHandle = { canonicalPath: canonicalProductPath };

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const locale = requestLocale(params.lang, request);
  const api = createApiClient(request, context, locale);
  const url = new URL(request.url);
  const page = pageFromUrl(url);
  const categories = await loadShopCategories(api, locale);
  // A filter naming no subcategory of the shop (a typo, an old link) shows the whole list.
  const raw = Number(url.searchParams.get(FILTER_PARAM));
  const filter =
    categories
      .flatMap((category) => category.subcategories.map((sub) => ({ category, sub })))
      .find(({ sub }) => sub.linkId === raw) ?? null;
  const list = await loadProductCards(api, locale, {
    ...pagingQuery(page, PRODUCT_LIST_PAGE_SIZE),
    categoryToSubcategoryId: filter?.sub.linkId,
  });
  return {
    categories,
    filter: filter && { linkId: filter.sub.linkId, name: `${filter.category.name}: ${filter.sub.name}` },
    page,
    ...list,
  };
}

/** Every product of the shop, a page at a time, optionally of one subcategory. */
export default function ProductsList({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const base = useProductsBase();
  const { categories, filter, page, products, hasMore } = loaderData;
  const title = filter ? filter.name : t('catalog.allProducts');
  return (
    <main className="mx-auto w-full max-w-6xl px-4 py-6 md:py-10">
      <PageMeta
        title={page > 1 ? t('catalog.titlePage', { title, page }) : title}
        description={t('catalog.productsDescription')}
        image={products[0]?.image?.medium ?? products[0]?.image?.small}
      />
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h1 className="text-3xl font-bold">{title}</h1>
        <ProductsFilter categories={categories} value={filter?.linkId ?? null} />
      </div>
      <p className="mt-2 text-sm">
        <Link to={`${base}/categories`} className="underline underline-offset-4">
          {t('catalog.browseCategories')}
        </Link>
      </p>
      <PagedProducts products={products} page={page} hasMore={hasMore} />
    </main>
  );
}

export function ErrorBoundary() {
  return <ErrorPage />;
}
