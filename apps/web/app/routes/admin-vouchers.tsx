import {
  adminVouchers,
  VOUCHER_PAGE_SIZE,
  VOUCHER_SORTS,
  VOUCHER_STATUSES,
  VoucherListQuerySchema,
} from '@seed/contract/admin-promotions';
import type { ReplyOf } from '@seed/contract/endpoint';
import { Trans, useTranslation } from 'react-i18next';
import { data, Form, Link } from 'react-router';
import { Price } from '../components/price';
import { AdminTitle } from '../features/admin/admin-title';
import { dayFormatter } from '../features/admin/customers/format.server';
import { type AdminColumn, DataTable } from '../features/admin/data-table';
import { pageQuery, readListState } from '../features/admin/list-query';
import { button, field, label } from '../features/admin/promotions/form-parts';
import { requireStaff } from '../features/admin/require-staff.server';
import { createApiClient } from '../lib/api.server';
import { requestLocale } from '../lib/locale.server';
import { useLocale } from '../lib/use-locale';
import type { Route } from './+types/admin-vouchers';

type Row = ReplyOf<typeof adminVouchers.list>['vouchers'][number] & {
  starts: string | null;
  ends: string | null;
  created: string;
};

export async function loader({ params, request, context }: Route.LoaderArgs) {
  await requireStaff(request, context, 'promotions');
  const locale = requestLocale(params.lang, request);
  const url = new URL(request.url);
  const state = readListState(url, VOUCHER_SORTS, { sort: 'created', dir: 'desc' });
  const values = { q: url.searchParams.get('q')?.trim() ?? '', status: url.searchParams.get('status') ?? '' };
  // A hand-edited URL with a filter the API would refuse lists as if that filter were not there.
  const q = VoucherListQuerySchema.shape.q.safeParse(values.q || undefined);
  const status = VoucherListQuerySchema.shape.status.safeParse(values.status || undefined);
  const page = await createApiClient(request, context, locale).call(adminVouchers.list, {
    query: {
      q: q.success ? q.data : undefined,
      status: status.success ? status.data : undefined,
      sort: state.sort,
      dir: state.dir,
      ...pageQuery(state.page, VOUCHER_PAGE_SIZE),
    },
  });
  const day = dayFormatter(locale);
  return data(
    {
      rows: page.vouchers.map((row) => ({
        ...row,
        starts: row.startsAt && day(row.startsAt),
        ends: row.expiresAt && day(row.expiresAt),
        created: day(row.createdAt),
      })),
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
    header: () => t(`admin.promotions.vouchers.columns.${id}` as 'admin.promotions.vouchers.columns.code'),
    cell: ({ row }) => cell(row.original),
  });
  return [
    column('code', (row) => (
      <Link
        to={`/${lang}/admin/vouchers/${row.id}`}
        className="font-medium underline underline-offset-2"
        dir="ltr"
      >
        {row.code}
      </Link>
    )),
    column('offer', (row) =>
      row.amountOff ? (
        <Trans
          i18nKey="admin.promotions.vouchers.amountOff"
          components={{ amount: <Price money={row.amountOff} /> }}
        />
      ) : (
        t('admin.promotions.vouchers.percentOff', { percent: row.percent })
      ),
    ),
    column('status', (row) => t(`admin.promotions.vouchers.statuses.${row.status}`)),
    column('used', (row) =>
      row.usageLimit === null
        ? row.usedCount
        : t('admin.promotions.vouchers.usedOf', { used: row.usedCount, limit: row.usageLimit }),
    ),
    column(
      'validity',
      (row) =>
        [
          row.starts && t('admin.promotions.vouchers.from', { date: row.starts }),
          row.ends && t('admin.promotions.vouchers.until', { date: row.ends }),
        ]
          .filter(Boolean)
          .join(' ') || t('admin.promotions.vouchers.always'),
    ),
    column('created', (row) => row.created),
  ];
}

/** /admin/vouchers: every voucher, found by code and status, sorted and paged by the URL. */
export default function AdminVouchers({ loaderData, params }: Route.ComponentProps) {
  const { t } = useTranslation();
  const lang = useLocale();
  const { rows, total, state, values } = loaderData;
  return (
    <>
      <AdminTitle title={t('admin.promotions.vouchers.title')} />
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">{t('admin.promotions.vouchers.title')}</h1>
        <Link to={`/${params.lang}/admin/vouchers/new`} className={button}>
          {t('admin.promotions.vouchers.new')}
        </Link>
      </div>
      <Form
        method="get"
        role="search"
        aria-label={t('admin.promotions.vouchers.filters')}
        className="mb-4 flex flex-wrap items-end gap-3"
      >
        <label className={label}>
          <span className="font-medium">{t('admin.promotions.vouchers.searchLabel')}</span>
          <input type="search" name="q" defaultValue={values.q} maxLength={32} className={field} dir="ltr" />
        </label>
        <label className={label}>
          <span className="font-medium">{t('admin.promotions.vouchers.status')}</span>
          <select name="status" defaultValue={values.status} className={field}>
            <option value="">{t('admin.promotions.vouchers.any')}</option>
            {VOUCHER_STATUSES.map((status) => (
              <option key={status} value={status}>
                {t(`admin.promotions.vouchers.statuses.${status}`)}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className={button}>
          {t('admin.promotions.vouchers.search')}
        </button>
        <Link to={`/${params.lang}/admin/vouchers`} className="py-1.5 text-sm underline underline-offset-2">
          {t('admin.layout.filters.clear')}
        </Link>
      </Form>
      <DataTable
        caption={t('admin.promotions.vouchers.title')}
        columns={useColumns(lang)}
        rows={rows}
        rowId={(row) => String(row.id)}
        sorting={{ columns: VOUCHER_SORTS, sort: state.sort, dir: state.dir }}
        paging={{ page: state.page, pageSize: VOUCHER_PAGE_SIZE, total }}
      />
    </>
  );
}
