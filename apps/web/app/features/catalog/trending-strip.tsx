import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Price } from '../../components/price';
import { useLocale } from '../../lib/use-locale';
import type { TrendingProduct } from './trending.server';

const EAGER_IMAGES = 2;

/** A row of product cards that scrolls sideways on narrow screens and becomes a grid on wide ones. */
export function TrendingStrip({ products }: { products: TrendingProduct[] }) {
  const { t } = useTranslation();
  const lang = useLocale();
  return (
    <section aria-labelledby="trending-title" className="mt-10">
      <h2 id="trending-title" className="text-2xl font-bold">
        {t('home.trending')}
      </h2>
      <ul className="-mx-4 mt-4 flex snap-x scroll-px-4 gap-4 overflow-x-auto px-4 pb-2 md:mx-0 md:grid md:grid-cols-4 md:overflow-visible md:px-0 lg:grid-cols-7">
        {products.map((product, index) => (
          <li key={product.id} className="w-40 shrink-0 snap-start md:w-auto">
            <Link to={`/${lang}/shop/products/${product.id}`} className="group block">
              <div className="aspect-square overflow-hidden rounded-lg bg-neutral-100">
                {product.image && (
                  <img
                    src={product.image}
                    alt=""
                    width={300}
                    height={300}
                    // The first cards are on the first screen (one is often the LCP element); the rest wait.
                    loading={index < EAGER_IMAGES ? 'eager' : 'lazy'}
                    fetchPriority={index === 0 ? 'high' : 'auto'}
                    className="size-full object-cover transition group-hover:scale-105"
                  />
                )}
              </div>
              <h3 className="mt-2 line-clamp-2 text-sm font-medium">{product.name}</h3>
              <p className="mt-1 text-sm text-neutral-700">
                <Price money={product.price} />
              </p>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
