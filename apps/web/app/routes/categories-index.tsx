import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorPage } from '../components/error-page';
import type { CanonicalHandle } from '../components/head-links';
import { PageMeta } from '../components/page-meta';
import { canonicalProductPath } from '../features/catalog/canonical';
import { loadShopCategories } from '../features/catalog/categories.server';
import { cssColor } from '../features/catalog/css-color';
import { useProductsBase } from '../features/catalog/products-base';
import { ResponsiveImage } from '../features/catalog/responsive-image';
import { createApiClient } from '../lib/api.server';
import { requestLocale } from '../lib/locale.server';
import type { Route } from './+types/categories-index';

export const handle: CanonicalHandle = { canonicalPath: canonicalProductPath };

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const locale = requestLocale(params.lang, request);
  return { categories: await loadShopCategories(createApiClient(request, context, locale), locale) };
}

// Two tiles a row on phones, three from the 768 px breakpoint (inside max-w-6xl).
const SIZES = '(min-width: 1152px) 370px, (min-width: 768px) 33vw, 50vw';
const EAGER_TILES = 4;

/** The shop's categories, each a tile to its page, with its subcategories under it. */
export default function CategoriesIndex({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const base = useProductsBase();
  const { categories } = loaderData;
  return (
    <main className="mx-auto w-full max-w-6xl px-4 py-6 md:py-10">
      <PageMeta title={t('catalog.categories')} description={t('catalog.categoriesDescription')} />
      <h1 className="text-3xl font-bold">{t('catalog.categories')}</h1>
      {categories.length === 0 ? (
        <p className="mt-6 text-neutral-700">{t('catalog.noCategories')}</p>
      ) : (
        <ul className="mt-6 grid grid-cols-2 gap-4 md:grid-cols-3">
          {categories.map((category, index) => (
            <li key={category.id}>
              <Link to={`${base}/categories/${category.id}`} className="group block">
                <div
                  className="aspect-[4/3] overflow-hidden rounded-lg"
                  style={{ backgroundColor: cssColor(category.background ?? '', '#f5f5f5') }}
                >
                  {category.image && (
                    <ResponsiveImage
                      sources={category.image}
                      sizes={SIZES}
                      width={400}
                      height={300}
                      alt=""
                      priority={index === 0 ? 'high' : index < EAGER_TILES ? 'eager' : 'lazy'}
                      className="size-full object-contain transition group-hover:scale-105 motion-reduce:transition-none"
                    />
                  )}
                </div>
                <h2 className="mt-2 text-lg font-bold group-hover:underline">{category.name}</h2>
              </Link>
              {category.subcategories.length > 0 && (
                <ul className="mt-1 flex flex-wrap gap-x-3 text-sm text-neutral-700">
                  {category.subcategories.map((sub) => (
                    <li key={sub.id}>
                      <Link to={`${base}/categories/${category.id}/${sub.id}`} className="hover:underline">
                        {sub.name}
                      </Link>
                    </li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ul>
      )}
    </main>
  );
}

export function ErrorBoundary() {
  return <ErrorPage />;
}
