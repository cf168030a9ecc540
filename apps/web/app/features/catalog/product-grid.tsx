import { useId } from 'react';
import { type ImageLoading, ProductCard, type ProductCardView } from './product-card';

// Two columns on phones, three from the 768 px breakpoint, four on wide screens (inside max-w-6xl).
const SIZES = '(min-width: 1024px) 270px, (min-width: 768px) 33vw, 50vw';

type ProductGridProps = {
  products: readonly ProductCardView[];
  /** How many cards are on the first screen: their images load at once, the first with high priority. */
  eagerImages?: number;
  /**
   * For a grid right under the page's h1: a heading for screen readers, so the cards' h3 headings sit
   * under an h2. Leave it out where the page already gives the grid a visible h2.
   */
  title?: string;
};

export function ProductGrid({ products, eagerImages = 0, title }: ProductGridProps) {
  const titleId = useId();
  const loading = (index: number): ImageLoading =>
    index >= eagerImages ? 'lazy' : index === 0 ? 'high' : 'eager';
  return (
    <>
      {title && (
        <h2 id={titleId} className="sr-only">
          {title}
        </h2>
      )}
      <ul
        aria-labelledby={title ? titleId : undefined}
        className="grid grid-cols-2 gap-x-4 gap-y-8 md:grid-cols-3 lg:grid-cols-4"
      >
        {products.map((product, index) => (
          <li key={product.id}>
            <ProductCard product={product} imageLoading={loading(index)} sizes={SIZES} />
          </li>
        ))}
      </ul>
    </>
  );
}
