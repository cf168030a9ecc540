import { ADMIN_ORDER_PAGE_SIZE, ADMIN_ORDER_SORTS } from '@seed/contract/admin-orders';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Price } from '../components/price';
import { AdminTitle } from '../features/admin/admin-title';
import { type AdminColumn, DataTable } from '../features/admin/data-table';
import { OrderFiltersForm } from '../features/admin/orders/order-filters';
import { loadOrderList, type OrderRowView } from '../features/admin/orders/order-list.server';
import { requireStaff } from '../features/admin/require-staff.server';
import { createApiClient } from '../lib/api.server';
import { requestLocale } from '../lib/locale.server';
import { useLocale } from '../lib/use-locale';
import type { Route } from './+types/admin-orders';

export async function loader({ params, request, context }: Route.LoaderArgs) {
  await requireStaff(request, context, 'orders');
  const locale = requestLocale(params.lang, request);
  const api = createApiClient(request, context, locale);
  return loadOrderList(api, new URL(request.url), locale);
}

function useColumns(): AdminColumn<OrderRowView>[] {
  const { t } = useTranslation();
  const lang = useLocale();
  return [
    {
      id: 'id',
      header: () => t('admin.orders.columns.order'),
      cell: ({ row }) => (
        <Link
          to={`/${lang}/admin/orders/${row.original.id}`}
          className="font-semibold underline underline-offset-2"
        >
          <span dir="ltr">#{row.original.id}</span>
        </Link>
      ),
    },
    { id: 'created', header: () => t('admin.orders.columns.placed'), cell: ({ row }) => row.original.placed },
    {
      id: 'customer',
      header: () => t('admin.orders.columns.customer'),
      cell: ({ row }) => (
        <div>
          <div>{row.original.customerName}</div>
          <div dir="ltr" className="text-start text-xs text-neutral-700">
            {row.original.email}
          </div>
        </div>
      ),
    },
    {
      id: 'country',
      header: () => t('admin.orders.columns.country'),
      cell: ({ row }) => row.original.country,
    },
    {
      id: 'status',
      header: () => t('admin.orders.columns.status'),
      cell: ({ row }) => t(`admin.orders.status.${row.original.status}`),
    },
    {
      id: 'total',
      header: () => t('admin.orders.columns.total'),
      cell: ({ row }) => <Price money={row.original.total} />,
    },
    {
      id: 'items',
      header: () => t('admin.orders.columns.items'),
      cell: ({ row }) => row.original.itemsCount,
    },
    {
      id: 'gift',
      header: () => t('admin.orders.columns.gift'),
      cell: ({ row }) => (row.original.isGift ? t('admin.orders.giftYes') : ''),
    },
  ];
}

/** The orders desk: find orders by search and filters, sort them, page through them, export them. */
export default function AdminOrders({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const lang = useLocale();
  const { rows, total, state, filters, choices, csvQuery } = loaderData;
  const columns = useColumns();
  return (
    <>
      <AdminTitle title={t('admin.orders.title')} />
      <div className="mb-4 flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-bold">{t('admin.orders.title')}</h1>
        <a
          href={`/${lang}/admin/orders/export.csv?${csvQuery}`}
          download
          className="ms-auto rounded-md border border-neutral-400 px-3 py-1.5 text-sm hover:bg-neutral-100"
        >
          {t('admin.orders.filters.export')}
        </a>
      </div>
      <OrderFiltersForm lang={lang} filters={filters} sort={state} choices={choices} />
      {rows.length === 0 ? (
        <p className="rounded-md border border-neutral-200 bg-white p-4">{t('admin.orders.empty')}</p>
      ) : (
        <DataTable
          caption={t('admin.orders.title')}
          columns={columns}
          rows={rows}
          rowId={(row) => String(row.id)}
          sorting={{ columns: ADMIN_ORDER_SORTS, sort: state.sort, dir: state.dir }}
          paging={{ page: state.page, pageSize: ADMIN_ORDER_PAGE_SIZE, total }}
        />
      )}
    </>
  );
}
