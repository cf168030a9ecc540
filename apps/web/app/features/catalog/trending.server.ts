import type { Locale } from '@seed/domain/locale';
import { MoneySchema } from '@seed/domain/money-schema';
import { PAGE_SIZES } from '@seed/domain/paging';
import { z } from 'zod';
import type { ApiClient } from '../../lib/api.server';

// Only the fields the web reads; the API may send more.
const TrendingPageSchema = z.object({
  products: z.array(
    z.object({
      id: z.number(),
      nameEn: z.string(),
      nameAr: z.string(),
      price: MoneySchema,
      media: z.object({ url: z.object({ small: z.string().nullable() }) }).nullable(),
    }),
  ),
});

export type TrendingProduct = {
  id: number;
  name: string;
  price: z.infer<typeof MoneySchema>;
  image: string | null;
};

/** The spec's trending list (7 products), in the visitor's currency, named in the page's language. */
export async function loadTrending(api: ApiClient, locale: Locale): Promise<TrendingProduct[]> {
  const { products } = await api.get('/products/trending', TrendingPageSchema, {
    limit: PAGE_SIZES.trending,
  });
  return products.map((product) => ({
    id: product.id,
    name: locale === 'ar' ? product.nameAr : product.nameEn,
    price: product.price,
    image: product.media?.url.small ?? null,
  }));
}
