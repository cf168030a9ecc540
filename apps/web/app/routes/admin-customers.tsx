import {
  CUSTOMER_PAGE_SIZE,
  CUSTOMER_SORTS,
  CustomerListQuerySchema,
  customers,
} from '@seed/contract/customers';
import type { ReplyOf } from '@seed/contract/endpoint';
import { useTranslation } from 'react-i18next';
import { data, Link } from 'react-router';
import { Price } from '../components/price';
import { AdminTitle } from '../features/admin/admin-title';
import { CustomerFilters } from '../features/admin/customers/customer-filters';
import { dayFormatter } from '../features/admin/customers/format.server';
import { type AdminColumn, DataTable } from '../features/admin/data-table';
import { pageQuery, readListState } from '../features/admin/list-query';
import { requireStaff } from '../features/admin/require-staff.server';
import { createApiClient } from '../lib/api.server';
import { requestLocale } from '../lib/locale.server';
import { useLocale } from '../lib/use-locale';
import type { Route } from './+types/admin-customers';

type Row = ReplyOf<typeof customers.list>['customers'][number] & { joined: string };

const FILTERS = CustomerListQuerySchema.pick({ q: true, role: true, status: true, hasOrders: true });
const filterText = (url: URL, name: string) => url.searchParams.get(name)?.trim() ?? '';

export async function loader({ params, request, context }: Route.LoaderArgs) {
  await requireStaff(request, context, 'customers');
  const locale = requestLocale(params.lang, request);
  const url = new URL(request.url);
  const state = readListState(url, CUSTOMER_SORTS, { sort: 'joined', dir: 'desc' });
  const values = {
    q: filterText(url, 'q'),
    role: filterText(url, 'role'),
    status: filterText(url, 'status'),
    hasOrders: filterText(url, 'hasOrders'),
  };
  // A hand-edited URL with a filter the API would refuse lists as if that filter were not there.
  const parsed = Object.fromEntries(
    Object.entries(values).flatMap(([name, value]) => {
      const one = FILTERS.shape[name as keyof typeof FILTERS.shape].safeParse(value || undefined);
      return one.success && one.data !== undefined ? [[name, value]] : [];
    }),
  );
  const page = await createApiClient(request, context, locale).call(customers.list, {
    query: { ...parsed, sort: state.sort, dir: state.dir, ...pageQuery(state.page, CUSTOMER_PAGE_SIZE) },
  });
  const day = dayFormatter(locale);
  return data(
    {
      rows: page.customers.map((row) => ({ ...row, joined: day(row.createdAt) })),
      total: page.total,
      state,
      values,
    },
    { headers: { 'Cache-Control': 'private, no-store' } },
  );
}

function useColumns(lang: string): AdminColumn<Row>[] {
  const { t } = useTranslation();
  const column = (id: string, cell: (row: Row) => React.ReactNode): AdminColumn<Row> => ({
    id,
    header: () => t(`admin.customers.columns.${id}` as 'admin.customers.columns.name'),
    cell: ({ row }) => cell(row.original),
  });
  return [
    column('name', (row) => (
      <Link to={`/${lang}/admin/customers/${row.id}`} className="font-medium underline underline-offset-2">
        {`${row.firstName} ${row.lastName}`.trim() || t('admin.customers.noName')}
      </Link>
    )),
    column('email', (row) => <span dir="ltr">{row.email}</span>),
    column('phone', (row) => (row.phone ? <span dir="ltr">{row.phone}</span> : '—')),
    column('role', (row) =>
      row.isGuest ? t('admin.customers.guest') : t(`admin.customers.roles.${row.role}`),
    ),
    column('status', (row) => (
      <span className={row.status === 'DEACTIVATED' ? 'font-semibold text-red-800' : undefined}>
        {t(`admin.customers.statuses.${row.status}`)}
      </span>
    )),
    column('orders', (row) => row.ordersCount),
    column('spent', (row) => <Price money={row.spent} />),
    column('joined', (row) => row.joined),
  ];
}

/** /admin/customers: every account, found by name, e-mail, phone or number, filtered and sorted by the URL. */
export default function AdminCustomers({ loaderData, params }: Route.ComponentProps) {
  const { t } = useTranslation();
  const lang = useLocale();
  const { rows, total, state, values } = loaderData;
  return (
    <>
      <AdminTitle title={t('admin.customers.title')} />
      <h1 className="mb-4 text-2xl font-bold">{t('admin.customers.title')}</h1>
      <CustomerFilters values={values} lang={params.lang} />
      <DataTable
        caption={t('admin.customers.title')}
        columns={useColumns(lang)}
        rows={rows}
        rowId={(row) => String(row.id)}
        sorting={{ columns: CUSTOMER_SORTS, sort: state.sort, dir: state.dir }}
        paging={{ page: state.page, pageSize: CUSTOMER_PAGE_SIZE, total }}
      />
    </>
  );
}
