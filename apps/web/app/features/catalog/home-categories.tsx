import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocale } from '../../lib/use-locale';
import type { ShopCategory } from './categories.server';
import { ResponsiveImage } from './responsive-image';

const SIZES = '(min-width: 1024px) 180px, (min-width: 640px) 25vw, 33vw';

/** The shop's categories as picture tiles, each opening its category page. */
export function HomeCategories({ categories }: { categories: readonly ShopCategory[] }) {
  const { t } = useTranslation();
  const lang = useLocale();
  return (
    <section aria-labelledby="categories-title" className="mt-12">
      <h2 id="categories-title" className="text-2xl font-bold">
        {t('home.categories')}
      </h2>
      {categories.length === 0 ? (
        <p className="mt-4 text-neutral-600">{t('home.noCategories')}</p>
      ) : (
        <ul className="mt-6 grid grid-cols-3 gap-3 sm:grid-cols-4 sm:gap-4 lg:grid-cols-6">
          {categories.map((category) => (
            <li key={category.id}>
              <Link to={`/${lang}/products/categories/${category.id}`} className="group block text-center">
                <div className="aspect-square overflow-hidden rounded-xl bg-neutral-100">
                  {category.image && (
                    <ResponsiveImage
                      sources={category.image}
                      sizes={SIZES}
                      width={300}
                      height={300}
                      alt=""
                      className="size-full object-cover transition group-hover:scale-105"
                    />
                  )}
                </div>
                <h3 className="mt-2 font-bold">{category.name}</h3>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
