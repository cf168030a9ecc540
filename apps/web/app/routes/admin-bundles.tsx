import { ADMIN_BUNDLE_PAGE_SIZE, adminCatalogue } from '@seed/contract/admin-content-catalogue';
import { useTranslation } from 'react-i18next';
import { data, Form, Link } from 'react-router';
import { AdminTitle } from '../features/admin/admin-title';
import { buttonClass, inputClass } from '../features/admin/content/fields';
import { type AdminColumn, DataTable } from '../features/admin/data-table';
import { pageQuery, readListState } from '../features/admin/list-query';
import { requireStaff } from '../features/admin/require-staff.server';
import { createApiClient } from '../lib/api.server';
import { requestLocale } from '../lib/locale.server';
import type { Route } from './+types/admin-bundles';

type Row = {
  id: number;
  name: string;
  discountPercentage: number;
  itemsCount: number;
  rank: number;
  isActive: boolean;
};

export async function loader({ params, request, context }: Route.LoaderArgs) {
  await requireStaff(request, context, 'catalogue');
  const locale = requestLocale(params.lang, request);
  const url = new URL(request.url);
  // The API lists bundles by rank only; the page's state is its page and search.
  const state = readListState(url, ['rank'] as const, { sort: 'rank', dir: 'asc' });
  const q = url.searchParams.get('q')?.trim().slice(0, 100) ?? '';
  const page = await createApiClient(request, context, locale).call(adminCatalogue.bundles, {
    query: { ...(q ? { q } : {}), ...pageQuery(state.page, ADMIN_BUNDLE_PAGE_SIZE) },
  });
  return data(
    {
      rows: page.bundles.map((bundle) => ({
        ...bundle,
        name: locale === 'ar' ? bundle.nameAr : bundle.nameEn,
      })),
      total: page.total,
      page: state.page,
      q,
    },
    { headers: { 'Cache-Control': 'private, no-store' } },
  );
}

/** /admin/bundles: every bundle, sold or not, by rank; a search by name; each a link to its form. */
export default function AdminBundles({ loaderData, params }: Route.ComponentProps) {
  const { t } = useTranslation();
  const base = `/${params.lang}/admin/bundles`;
  const columns: AdminColumn<Row>[] = [
    {
      id: 'name',
      header: () => t('admin.content.columns.name'),
      cell: ({ row }) => (
        <Link to={`${base}/${row.original.id}`} className="font-medium underline underline-offset-2">
          {row.original.name}
        </Link>
      ),
    },
    {
      id: 'discount',
      header: () => t('admin.content.columns.discount'),
      cell: ({ row }) => `${row.original.discountPercentage}%`,
    },
    {
      id: 'items',
      header: () => t('admin.content.columns.items'),
      cell: ({ row }) => row.original.itemsCount,
    },
    { id: 'rank', header: () => t('admin.content.columns.rank'), cell: ({ row }) => row.original.rank },
    {
      id: 'status',
      header: () => t('admin.content.columns.status'),
      cell: ({ row }) => t(`admin.content.status.${row.original.isActive ? 'showing' : 'hidden'}`),
    },
  ];
  return (
    <>
      <AdminTitle title={t('admin.content.bundles.title')} />
      <div className="mb-4 flex flex-wrap items-center gap-4">
        <h1 className="text-2xl font-bold">{t('admin.content.bundles.title')}</h1>
        <Link to={`${base}/new`} className={`${buttonClass} ms-auto`}>
          {t('admin.content.bundles.new')}
        </Link>
      </div>
      <Form method="get" className="mb-4 flex flex-wrap items-end gap-2">
        <label className="flex flex-col gap-1 text-sm">
          <span className="font-medium">{t('admin.content.bundles.search')}</span>
          <input type="search" name="q" defaultValue={loaderData.q} maxLength={100} className={inputClass} />
        </label>
        <button type="submit" className={buttonClass}>
          {t('admin.content.bundles.searchButton')}
        </button>
      </Form>
      <DataTable
        caption={t('admin.content.bundles.title')}
        columns={columns}
        rows={loaderData.rows}
        rowId={(row) => String(row.id)}
        paging={{ page: loaderData.page, pageSize: ADMIN_BUNDLE_PAGE_SIZE, total: loaderData.total }}
      />
    </>
  );
}
