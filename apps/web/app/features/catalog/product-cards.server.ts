import type { CallInput } from '@seed/contract/endpoint';
import { type ProductCardSchema, products as productEndpoints } from '@seed/contract/products';
import type { Locale } from '@seed/domain/locale';
import { struckThroughPrice } from '@seed/domain/product';
import type { z } from 'zod';
import type { ApiClient } from '../../lib/api.server';
import { imageSources } from './image-sources';
import type { ProductCardView } from './product-card';

type ProductCard = z.infer<typeof ProductCardSchema>;

type ProductCardPage = { products: ProductCardView[]; hasMore: boolean };

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

/** Any product list of the API (`{ products, hasMore }`: all, trending, an artist's, favourites…) as cards. */
export function toProductCardPage(
  page: { products: ProductCard[]; hasMore: boolean },
  locale: Locale,
): ProductCardPage {
  return {
    products: page.products.map((product) => toProductCardView(product, locale)),
    hasMore: page.hasMore,
  };
}

type ListQuery = NonNullable<CallInput<typeof productEndpoints.list>['query']>;

/** One page of the shop's products, with the list's filters (artworkId, categoryToSubcategoryId…) and paging. */
export async function loadProductCards(
  api: ApiClient,
  locale: Locale,
  query: ListQuery,
): Promise<ProductCardPage> {
  return toProductCardPage(await api.call(productEndpoints.list, { query }), locale);
}
