import { Suspense, useId } from 'react';
import { Await } from 'react-router';
import type { ProductCardView } from './product-card';
import { ProductGrid } from './product-grid';

/**
 * A list of other products under the product page ("also available", "related"). Its data streams in
 * after the page; while it comes, a quiet box holds its place, and an empty list leaves no section.
 */
export function ProductMore({ title, products }: { title: string; products: Promise<ProductCardView[]> }) {
  const titleId = useId();
  return (
    <Suspense fallback={<div aria-hidden="true" className="mt-12 h-72 rounded-lg bg-neutral-50" />}>
      <Await resolve={products}>
        {(list) =>
          list.length > 0 && (
            <section aria-labelledby={titleId} className="mt-12">
              <h2 id={titleId} className="mb-4 text-xl font-bold">
                {title}
              </h2>
              <ProductGrid products={list} />
            </section>
          )
        }
      </Await>
    </Suspense>
  );
}
