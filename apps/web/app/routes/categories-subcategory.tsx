import { useTranslation } from 'react-i18next';
import { data } from 'react-router';
import { ErrorPage } from '../components/error-page';
import type { CanonicalHandle } from '../components/head-links';
import { PageMeta } from '../components/page-meta';
import { canonicalProductPath } from '../features/catalog/canonical';
import { idOrHome } from '../features/catalog/catalog-id.server';
import { loadShopCategory } from '../features/catalog/categories.server';
import { CategoryNav } from '../features/catalog/category-nav';
import { PagedProducts } from '../features/catalog/paged-products';
import { PRODUCT_LIST_PAGE_SIZE, pageFromUrl, pagingQuery } from '../features/catalog/paging';
import { loadProductCards } from '../features/catalog/product-cards.server';
import { createApiClient } from '../lib/api.server';
import { requestLocale } from '../lib/locale.server';
import type { Route } from './+types/categories-subcategory';

export const handle: CanonicalHandle = { canonicalPath: canonicalProductPath };

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const locale = requestLocale(params.lang, request);
  const id = idOrHome(params.id, locale);
  const subId = idOrHome(params.subId, locale);
  const api = createApiClient(request, context, locale);
  const category = await loadShopCategory(api, locale, id);
  const subcategory = category.subcategories.find((sub) => sub.id === subId);
  if (!subcategory) throw data(null, { status: 404 });
  const page = pageFromUrl(new URL(request.url));
  const list = await loadProductCards(api, locale, {
    categoryToSubcategoryId: subcategory.linkId,
    ...pagingQuery(page, PRODUCT_LIST_PAGE_SIZE),
  });
  return { category, subcategory, page, ...list };
}

/** One subcategory's products, a page at a time. */
export default function SubcategoryPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { category, subcategory, page, products, hasMore } = loaderData;
  const title = `${subcategory.name} · ${category.name}`;
  return (
    <main className="mx-auto w-full max-w-6xl px-4 py-6 md:py-10">
      <PageMeta
        title={page > 1 ? t('catalog.titlePage', { title, page }) : title}
        description={t('catalog.categoryDescription', { name: subcategory.name })}
        image={products[0]?.image?.medium ?? products[0]?.image?.small}
      />
      <CategoryNav category={category} title={subcategory.name} />
      <PagedProducts products={products} page={page} hasMore={hasMore} />
    </main>
  );
}

export function ErrorBoundary() {
  return <ErrorPage />;
}
