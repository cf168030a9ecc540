import { useTranslation } from 'react-i18next';
import { Pager } from './pager';
import type { ProductCardView } from './product-card';
import { ProductGrid } from './product-grid';

type PagedProductsProps = { products: ProductCardView[]; page: number; hasMore: boolean };

/** A list page's products, or the no-products text, then the links to the other pages. */
export function PagedProducts({ products, page, hasMore }: PagedProductsProps) {
  const { t } = useTranslation();
  return (
    <>
      <div className="mt-8">
        {products.length === 0 ? (
          <p className="text-neutral-700">{t('catalog.noProducts')}</p>
        ) : (
          <ProductGrid products={products} eagerImages={2} title={t('catalog.productList')} />
        )}
      </div>
      <Pager page={page} hasMore={hasMore} />
    </>
  );
}
