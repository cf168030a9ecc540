import { useTranslation } from 'react-i18next';
import { ErrorPage } from '../components/error-page';
import { loadCategories } from '../features/catalog/categories.server';
import { createApiClient } from '../lib/api.server';
import { requestLocale } from '../lib/locale.server';
import type { Route } from './+types/home';

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const locale = requestLocale(params.lang, request);
  const api = createApiClient(request, context, locale);
  return { categories: await loadCategories(api, locale) };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { categories } = loaderData;
  return (
    <main className="mx-auto max-w-5xl px-6 py-10">
      <title>{t('home.title')}</title>
      <p className="text-neutral-600">{t('store.tagline')}</p>
      <h1 className="mt-6 text-2xl font-bold">{t('home.categories')}</h1>
      {categories.length === 0 ? (
        <p className="mt-4 text-neutral-600">{t('home.noCategories')}</p>
      ) : (
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {categories.map((category) => (
            <li key={category.id} className="rounded-lg border border-neutral-200 p-4">
              <h2 className="text-lg font-bold">{category.name}</h2>
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
    </main>
  );
}

export function ErrorBoundary() {
  return <ErrorPage />;
}
