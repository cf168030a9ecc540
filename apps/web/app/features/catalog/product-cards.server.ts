import type { Locale } from '@seed/domain/locale';
import { MoneySchema } from '@seed/domain/money-schema';
import { struckThroughPrice } from '@seed/domain/product';
import { z } from 'zod';
import type { ApiClient } from '../../lib/api.server';
import { imageSources, MediaUrlsSchema } from './image-sources';
import type { ProductCardView } from './product-card';

// Only the fields a card reads; the API may send more.
export const ProductCardSchema = z.object({
  id: z.number(),
  nameEn: z.string(),
  nameAr: z.string(),
  price: MoneySchema,
  oldPrice: MoneySchema,
  isDiscounted: z.boolean(),
  media: MediaUrlsSchema.nullable(),
  artist: z.object({ id: z.number(), displayNameEn: z.string(), displayNameAr: z.string() }).nullable(),
});
export type ProductCard = z.infer<typeof ProductCardSchema>;

const ProductCardPageSchema = z.object({ products: z.array(ProductCardSchema), hasMore: z.boolean() });

export type ProductCardPage = { products: ProductCardView[]; hasMore: boolean };

/** A card in the page's language only, so the page ships one name and one image address per product. */
export function toProductCardView(product: ProductCard, locale: Locale): ProductCardView {
  const ar = locale === 'ar';
  return {
    id: product.id,
    name: ar ? product.nameAr : product.nameEn,
    price: product.price,
    oldPrice: struckThroughPrice(product),
    image: imageSources(product.media),
    artist: product.artist && {
      id: product.artist.id,
      name: ar ? product.artist.displayNameAr : product.artist.displayNameEn,
    },
  };
}

type Query = Record<string, string | number | undefined>;

/**
 * One page of product cards from any list of the API that answers `{ products, hasMore }`:
 * `/products/all` by default, with its filters (categoryToSubcategoryId, artworkId, excludeProductsId…)
 * and `limit`/`offset` in the query.
 */
export async function loadProductCards(
  api: ApiClient,
  locale: Locale,
  query: Query,
  path = '/products/all',
): Promise<ProductCardPage> {
  const page = await api.get(path, ProductCardPageSchema, query);
  return {
    products: page.products.map((product) => toProductCardView(product, locale)),
    hasMore: page.hasMore,
  };
}
