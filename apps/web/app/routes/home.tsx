import { useTranslation } from 'react-i18next';
import { ErrorPage } from '../components/error-page';
import { loadCategories } from '../features/catalog/categories.server';
import { loadTrending } from '../features/catalog/trending.server';
import { TrendingStrip } from '../features/catalog/trending-strip';
import { createApiClient } from '../lib/api.server';
import { requestLocale } from '../lib/locale.server';
import type { Route } from './+types/home';

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const locale = requestLocale(params.lang, request);
  const api = createApiClient(request, context, locale);
  // Trending is a bonus: without it the home page still shows the catalogue.
  const trending = loadTrending(api, locale).catch((error: unknown) => {
    context.reportError(error);
    return [];
  });
  const [categories, products] = await Promise.all([loadCategories(api, locale), trending]);
  return { categories, trending: products };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { categories, trending } = loaderData;
  return (
    <main className="mx-auto max-w-6xl px-4 py-10">
      <title>{t('home.title')}</title>
      <h1 className="text-3xl font-bold">{t('store.tagline')}</h1>
      {trending.length > 0 && <TrendingStrip products={trending} />}
      <section aria-labelledby="categories-title" className="mt-12">
        <h2 id="categories-title" className="text-2xl font-bold">
          {t('home.categories')}
        </h2>
        {categories.length === 0 ? (
          <p className="mt-4 text-neutral-600">{t('home.noCategories')}</p>
        ) : (
          <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {categories.map((category) => (
              <li key={category.id} className="rounded-lg border border-neutral-200 p-4">
                <h3 className="text-lg font-bold">{category.name}</h3>
                {category.subcategories.length > 0 && (
                  <ul className="mt-2 flex flex-wrap gap-2 text-sm text-neutral-700">
                    {category.subcategories.map((sub) => (
                      <li key={sub.id} className="rounded-full bg-neutral-100 px-3 py-1">
                        {sub.name}
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            ))}
          </ul>
        )}
      </section>
    </main>
  );
}

export function ErrorBoundary() {
  return <ErrorPage />;
}
