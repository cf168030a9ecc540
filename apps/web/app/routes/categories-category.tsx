import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorPage } from '../components/error-page';
import type { CanonicalHandle } from '../components/head-links';
import { PageMeta } from '../components/page-meta';
import { canonicalProductPath } from '../features/catalog/canonical';
import { idOrHome } from '../features/catalog/catalog-id.server';
import { loadShopCategory } from '../features/catalog/categories.server';
import { CategoryNav } from '../features/catalog/category-nav';
import { loadProductCards } from '../features/catalog/product-cards.server';
import { ProductGrid } from '../features/catalog/product-grid';
import { useProductsBase } from '../features/catalog/products-base';
import { createApiClient } from '../lib/api.server';
import { requestLocale } from '../lib/locale.server';
import type { Route } from './+types/categories-category';

export const handle: CanonicalHandle = { canonicalPath: canonicalProductPath };

// Two rows of four on wide screens; each subcategory's own page lists the rest.
const PER_SUBCATEGORY = 8;

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const locale = requestLocale(params.lang, request);
  const id = idOrHome(params.id, locale);
  const api = createApiClient(request, context, locale);
  const category = await loadShopCategory(api, locale, id);
  // Products are filed under a subcategory of a category, so the category shows each of its own.
  const sections = await Promise.all(
    category.subcategories.map(async (sub) => {
      const page = await loadProductCards(api, locale, {
        categoryToSubcategoryId: sub.linkId,
        limit: PER_SUBCATEGORY,
      });
      return { ...sub, ...page };
    }),
  );
  return { category, sections: sections.filter((section) => section.products.length > 0) };
}

export default function CategoryPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const base = useProductsBase();
  const { category, sections } = loaderData;
  return (
    <main className="mx-auto w-full max-w-6xl px-4 py-6 md:py-10">
      <PageMeta
        title={category.name}
        description={t('catalog.categoryDescription', { name: category.name })}
        image={category.image?.medium ?? category.image?.small}
      />
      <CategoryNav category={category} title={category.name} />
      {sections.length === 0 && <p className="mt-8 text-neutral-700">{t('catalog.noProducts')}</p>}
      {sections.map((section, index) => (
        <section key={section.id} aria-labelledby={`sub-${section.id}`} className="mt-10">
          <div className="mb-4 flex items-baseline justify-between gap-4">
            <h2 id={`sub-${section.id}`} className="text-xl font-bold">
              {section.name}
            </h2>
            {section.hasMore && (
              <Link
                to={`${base}/categories/${category.id}/${section.id}`}
                className="shrink-0 text-sm underline underline-offset-4"
              >
                {t('catalog.seeAll', { name: section.name })}
              </Link>
            )}
          </div>
          {/* Only the first section starts on the first screen. */}
          <ProductGrid products={section.products} eagerImages={index === 0 ? 2 : 0} />
        </section>
      ))}
    </main>
  );
}

export function ErrorBoundary() {
  return <ErrorPage />;
}
