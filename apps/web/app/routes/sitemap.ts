import { products as productEndpoints } from '@seed/contract/products';
import { DEFAULT_LOCALE, LOCALES } from '@seed/domain/locale';
import { MAX_PAGE_LIMIT } from '@seed/domain/paging';
import { loadShopCategories } from '../features/catalog/categories.server';
import { SITEMAP_MAX_URLS, sitemapXml } from '../features/catalog/sitemap-xml';
import { INFO_PAGE_SLUGS } from '../features/info-pages/slugs';
import { type ApiClient, createApiClient } from '../lib/api.server';
import type { Route } from './+types/sitemap';

// Every path appears once per language; the fixed pages and categories take a few hundred addresses.
const MAX_PRODUCTS = Math.floor(SITEMAP_MAX_URLS / LOCALES.length) - 1000;
// Pages of ids fetched side by side: the API's cache and indexes make each one quick, the window keeps
// a big catalogue from taking its pages one round trip at a time.
const WINDOW = 4;

/** Product ids in shop order (best ranked first), page by page through the API, up to `MAX_PRODUCTS`. */
async function productIds(api: ApiClient): Promise<number[]> {
  const ids: number[] = [];
  for (let offset = 0; offset < MAX_PRODUCTS; offset += WINDOW * MAX_PAGE_LIMIT) {
    const pages = await Promise.all(
      Array.from({ length: WINDOW }, (_, index) =>
        api.call(productEndpoints.list, {
          query: { limit: MAX_PAGE_LIMIT, offset: offset + index * MAX_PAGE_LIMIT },
        }),
      ),
    );
    for (const page of pages) ids.push(...page.products.map((product) => product.id));
    if (!pages.every((page) => page.hasMore)) break;
  }
  return ids.slice(0, MAX_PRODUCTS);
}

/**
 * `/sitemap.xml`: home, the information pages, the product lists and categories, and the products, in
 * both languages. A catalogue bigger than one sitemap holds lists its best-ranked products; the rest
 * are still reached through the category pages' links.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const api = createApiClient(request, context, DEFAULT_LOCALE);
  const [categories, products] = await Promise.all([
    loadShopCategories(api, DEFAULT_LOCALE),
    productIds(api),
  ]);
  const paths = [
    '',
    ...INFO_PAGE_SLUGS.map((slug) => `/${slug}`),
    '/products',
    '/products/categories',
    ...categories.flatMap((category) => [
      `/products/categories/${category.id}`,
      ...category.subcategories.map((sub) => `/products/categories/${category.id}/${sub.id}`),
    ]),
    ...products.map((id) => `/products/${id}`),
  ];
  return new Response(sitemapXml(context.publicUrl, paths), {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  });
}
