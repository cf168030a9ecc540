import { useTranslation } from 'react-i18next';
import { ProductCard, type ProductCardView } from './product-card';

// Two cards and a bit on phones (the row scrolls), four, then seven in a row on wide screens.
const SIZES = '(min-width: 1024px) 150px, (min-width: 768px) 25vw, 160px';

/** The spec's trending products: a row that scrolls sideways on phones and is a grid from md up. */
export function HomeTrending({ products }: { products: readonly ProductCardView[] }) {
  const { t } = useTranslation();
  if (products.length === 0) return null;
  return (
    <section aria-labelledby="trending-title" className="mt-12">
      <h2 id="trending-title" className="text-2xl font-bold">
        {t('home.trending')}
      </h2>
      <ul className="-mx-4 mt-6 flex snap-x scroll-px-4 gap-4 overflow-x-auto px-4 pb-2 md:mx-0 md:grid md:grid-cols-4 md:overflow-visible md:px-0 lg:grid-cols-7">
        {products.map((product) => (
          <li key={product.id} className="w-40 shrink-0 snap-start md:w-auto">
            {/* Below the carousel and the banners, so never on the first screen: lazy. */}
            <ProductCard product={product} sizes={SIZES} />
          </li>
        ))}
      </ul>
    </section>
  );
}
