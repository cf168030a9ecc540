import { RETURN_STATES } from '@seed/contract/returns';
import { useTranslation } from 'react-i18next';
import { Form, Link } from 'react-router';
import { ErrorPage } from '../components/error-page';
import { AdminTitle } from '../features/admin/admin-title';
import { type AdminColumn, DataTable } from '../features/admin/data-table';
import { ReturnState } from '../features/admin/returns/return-state';
import { loadReturnsList, type ReturnView } from '../features/admin/returns/returns.server';
import { RETURNS_PAGE_SIZE } from '../features/admin/returns/returns-list';
import type { Route } from './+types/admin-returns';

export function loader({ params, request, context }: Route.LoaderArgs) {
  return loadReturnsList(params.lang, request, context);
}

/** /admin/returns: the shoppers' return requests, filtered by state, the longest waiting first. */
export default function AdminReturns({ loaderData, params }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { rows, state, page, total } = loaderData;
  const columns: AdminColumn<ReturnView>[] = [
    {
      id: 'id',
      header: t('admin.returns.columns.id'),
      cell: ({ row }) => (
        <Link to={`/${params.lang}/admin/returns/${row.original.id}`} className="font-semibold underline">
          {t('admin.returns.number', { id: row.original.id })}
        </Link>
      ),
    },
    { id: 'order', header: t('admin.returns.columns.order'), cell: ({ row }) => row.original.orderId },
    { id: 'customer', header: t('admin.returns.columns.customer'), cell: ({ row }) => row.original.customer },
    {
      id: 'state',
      header: t('admin.returns.columns.state'),
      cell: ({ row }) => <ReturnState state={row.original.state} />,
    },
    {
      id: 'reason',
      header: t('admin.returns.columns.reason'),
      cell: ({ row }) => t(`admin.returns.reason.${row.original.reason}`),
    },
    { id: 'at', header: t('admin.returns.columns.at'), cell: ({ row }) => row.original.at },
  ];
  return (
    <div className="flex flex-col gap-4">
      <AdminTitle title={t('admin.returns.title')} />
      <h1 className="text-2xl font-bold">{t('admin.returns.title')}</h1>
      <Form method="get" className="flex flex-wrap items-end gap-2">
        <label className="flex flex-col gap-1 text-sm">
          <span className="font-semibold">{t('admin.returns.filterState')}</span>
          <select
            name="state"
            defaultValue={state ?? ''}
            className="rounded border border-neutral-400 bg-white px-2 py-1"
          >
            <option value="">{t('admin.returns.allStates')}</option>
            {RETURN_STATES.map((value) => (
              <option key={value} value={value}>
                {t(`admin.returns.state.${value}`)}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className="rounded bg-neutral-900 px-3 py-1.5 font-semibold text-white">
          {t('admin.layout.filters.apply')}
        </button>
      </Form>
      <DataTable
        caption={t('admin.returns.title')}
        columns={columns}
        rows={rows}
        rowId={(row) => String(row.id)}
        paging={{ page, pageSize: RETURNS_PAGE_SIZE, total }}
      />
    </div>
  );
}

export function ErrorBoundary() {
  return <ErrorPage />;
}
