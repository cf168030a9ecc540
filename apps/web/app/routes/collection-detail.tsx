import { collections } from '@seed/contract/collections';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorPage } from '../components/error-page';
import { PageMeta } from '../components/page-meta';
import { idOrHome } from '../features/catalog/catalog-id.server';
import { loadCollection } from '../features/catalog/collection.server';
import { PagedProducts } from '../features/catalog/paged-products';
import { PRODUCT_LIST_PAGE_SIZE, pageFromUrl, pagingQuery } from '../features/catalog/paging';
import { toProductCardPage } from '../features/catalog/product-cards.server';
import { createApiClient } from '../lib/api.server';
import { requestLocale } from '../lib/locale.server';
import { useLocale } from '../lib/use-locale';
import type { Route } from './+types/collection-detail';

/** The filter parameter: the blank item the products are made on, as the API's `inventoryId`. */
const ITEM_PARAM = 'inventoryId';

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const locale = requestLocale(params.lang, request);
  const id = idOrHome(params.id, locale);
  const api = createApiClient(request, context, locale);
  const url = new URL(request.url);
  const page = pageFromUrl(url);
  const collection = await loadCollection(api, locale, id);
  // An item the collection does not have (a typo, an old link) shows the whole collection.
  const raw = Number(url.searchParams.get(ITEM_PARAM));
  const item = collection.items.find((candidate) => candidate.id === raw) ?? null;
  const list = await api.call(collections.products, {
    params: { id },
    query: { ...pagingQuery(page, PRODUCT_LIST_PAGE_SIZE), inventoryId: item?.id },
  });
  return { collection, itemId: item?.id ?? null, page, ...toProductCardPage(list, locale) };
}

/** A collection's products, a page at a time, narrowed to one kind of item if the shopper likes. */
export default function CollectionDetail({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const lang = useLocale();
  const { collection, itemId, page, products, hasMore } = loaderData;
  const base = `/${lang}/collection/${collection.id}`;
  const chip = (active: boolean) =>
    `block rounded-full border px-3 py-1 ${active ? 'border-neutral-900 bg-neutral-900 text-white' : 'border-neutral-300 hover:bg-neutral-100'}`;
  return (
    <main className="mx-auto w-full max-w-6xl px-4 py-6 md:py-10">
      <PageMeta
        title={page > 1 ? t('catalog.titlePage', { title: collection.name, page }) : collection.name}
        description={t('collection.description', { name: collection.name })}
        image={collection.image?.medium ?? collection.image?.small}
      />
      <h1 className="text-3xl font-bold">{collection.name}</h1>
      {collection.items.length > 1 && (
        <nav aria-label={t('collection.items')} className="mt-4">
          <ul className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 text-sm whitespace-nowrap md:mx-0 md:flex-wrap md:px-0">
            <li>
              <Link
                to={base}
                className={chip(itemId === null)}
                aria-current={itemId === null ? 'page' : undefined}
              >
                {t('collection.allItems')}
              </Link>
            </li>
            {collection.items.map((item) => (
              <li key={item.id}>
                <Link
                  to={`${base}?${ITEM_PARAM}=${item.id}`}
                  className={chip(itemId === item.id)}
                  aria-current={itemId === item.id ? 'page' : undefined}
                >
                  {t('collection.item', { name: item.name, count: item.count })}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <PagedProducts products={products} page={page} hasMore={hasMore} />
    </main>
  );
}

export function ErrorBoundary() {
  return <ErrorPage />;
}
