import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import type { ShopCategory } from './categories.server';
import { useProductsBase } from './products-base';

/**
 * The top of a category's pages: a trail back to all categories, the title, and the category's
 * subcategories as links (the current one marked).
 */
export function CategoryNav({ category, title }: { category: ShopCategory; title: string }) {
  const { t } = useTranslation();
  const base = useProductsBase();
  const categoryPath = `${base}/categories/${category.id}`;
  return (
    <header>
      <nav aria-label={t('catalog.breadcrumb')} className="text-sm text-neutral-700">
        <ol className="flex flex-wrap gap-x-2">
          <li>
            <Link to={`${base}/categories`} className="underline underline-offset-4">
              {t('catalog.categories')}
            </Link>
          </li>
          <li aria-hidden="true">/</li>
          <li>
            <Link to={categoryPath} className="underline underline-offset-4">
              {category.name}
            </Link>
          </li>
        </ol>
      </nav>
      <h1 className="mt-2 text-3xl font-bold">{title}</h1>
      {category.subcategories.length > 1 && (
        <ul className="mt-4 flex flex-wrap gap-2 text-sm">
          {category.subcategories.map((sub) => (
            <li key={sub.id}>
              <NavLink
                to={`${categoryPath}/${sub.id}`}
                className={({ isActive }) =>
                  `block rounded-full border px-3 py-1 ${isActive ? 'border-neutral-900 bg-neutral-900 text-white' : 'border-neutral-300 hover:bg-neutral-100'}`
                }
              >
                {sub.name}
              </NavLink>
            </li>
          ))}
        </ul>
      )}
    </header>
  );
}
