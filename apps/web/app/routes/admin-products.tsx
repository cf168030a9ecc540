import { adminCategories } from '@seed/contract/admin-catalogue-categories';
import {
  ADMIN_PRODUCT_PAGE_SIZE,
  ADMIN_PRODUCT_SORTS,
  AdminProductListQuerySchema,
  adminProducts,
} from '@seed/contract/admin-catalogue-products';
import type { ReplyOf } from '@seed/contract/endpoint';
import { useTranslation } from 'react-i18next';
import { data, Link } from 'react-router';
import { AdminTitle } from '../features/admin/admin-title';
import { kwdText } from '../features/admin/catalogue/form-data.server';
import { ProductFilters } from '../features/admin/catalogue/product-filters';
import { type AdminColumn, DataTable } from '../features/admin/data-table';
import { pageQuery, readListState } from '../features/admin/list-query';
import { requireStaff } from '../features/admin/require-staff.server';
import { createApiClient } from '../lib/api.server';
import { requestLocale } from '../lib/locale.server';
import { useLocale } from '../lib/use-locale';
import type { Route } from './+types/admin-products';

type Row = ReplyOf<typeof adminProducts.list>['products'][number] & { priceText: string };

const FILTERS = AdminProductListQuerySchema.pick({
  q: true,
  artist: true,
  categoryId: true,
  active: true,
  featured: true,
});
const filterText = (url: URL, name: string) => url.searchParams.get(name)?.trim() ?? '';

export async function loader({ params, request, context }: Route.LoaderArgs) {
  await requireStaff(request, context, 'catalogue');
  const locale = requestLocale(params.lang, request);
  const url = new URL(request.url);
  const state = readListState(url, ADMIN_PRODUCT_SORTS, { sort: 'newest', dir: 'desc' });
  const values = {
    q: filterText(url, 'q'),
    artist: filterText(url, 'artist'),
    categoryId: filterText(url, 'categoryId'),
    active: filterText(url, 'active'),
    featured: filterText(url, 'featured'),
  };
  // A hand-edited URL with a filter the API would refuse lists as if that filter were not there.
  const parsed = Object.fromEntries(
    Object.entries(values).flatMap(([name, value]) => {
      const one = FILTERS.shape[name as keyof typeof FILTERS.shape].safeParse(value || undefined);
      return one.success && one.data !== undefined ? [[name, value]] : [];
    }),
  );
  const api = createApiClient(request, context, locale);
  const [page, { categories }] = await Promise.all([
    api.call(adminProducts.list, {
      query: {
        ...parsed,
        sort: state.sort,
        dir: state.dir,
        ...pageQuery(state.page, ADMIN_PRODUCT_PAGE_SIZE),
      },
    }),
    api.call(adminCategories.list, {}),
  ]);
  return data(
    {
      rows: page.products.map((row) => ({ ...row, priceText: kwdText(row.price) })),
      total: page.total,
      state,
      values,
      categories: categories.map((category) => ({
        id: category.id,
        name: locale === 'ar' ? category.nameAr : category.nameEn,
      })),
    },
    { headers: { 'Cache-Control': 'private, no-store' } },
  );
}

function useColumns(lang: string): AdminColumn<Row>[] {
  const { t } = useTranslation();
  const column = (id: string, cell: (row: Row) => React.ReactNode): AdminColumn<Row> => ({
    id,
    header: () => t(`admin.catalogue.columns.${id}` as 'admin.catalogue.columns.name'),
    cell: ({ row }) => cell(row.original),
  });
  const local = (row: { nameEn: string; nameAr: string }) => (lang === 'ar' ? row.nameAr : row.nameEn);
  return [
    column('newest', (row) => <span dir="ltr">{row.id}</span>),
    column('name', (row) => (
      <Link to={`/${lang}/admin/products/${row.id}`} className="font-medium underline underline-offset-2">
        {local(row)}
      </Link>
    )),
    column('artist', (row) => (row.artist ? local(row.artist) : '—')),
    column('category', (row) => (row.category ? local(row.category) : '—')),
    column('price', (row) => <span dir="ltr">{`KWD ${row.priceText}`}</span>),
    column('status', (row) => (row.isActive ? t('admin.catalogue.active') : t('admin.catalogue.inactive'))),
    column('featured', (row) => (row.featuredRank === null ? '—' : row.featuredRank)),
  ];
}

/** /admin/products: the catalogue's products, found by name, number, artist or category, sorted by the URL. */
export default function AdminProducts({ loaderData, params }: Route.ComponentProps) {
  const { t } = useTranslation();
  const lang = useLocale();
  const { rows, total, state, values, categories } = loaderData;
  return (
    <>
      <AdminTitle title={t('admin.catalogue.products.title')} />
      <h1 className="mb-4 text-2xl font-bold">{t('admin.catalogue.products.title')}</h1>
      <ProductFilters values={values} categories={categories} lang={params.lang} />
      <DataTable
        caption={t('admin.catalogue.products.title')}
        columns={useColumns(lang)}
        rows={rows}
        rowId={(row) => String(row.id)}
        sorting={{ columns: ADMIN_PRODUCT_SORTS, sort: state.sort, dir: state.dir }}
        paging={{ page: state.page, pageSize: ADMIN_PRODUCT_PAGE_SIZE, total }}
      />
    </>
  );
}
