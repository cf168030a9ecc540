import {
  adminStock,
  STOCK_MOVEMENTS_PAGE_SIZE,
  STOCK_REASONS,
  StockMovementsQuerySchema,
} from '@seed/contract/admin-stock';
import type { ReplyOf } from '@seed/contract/endpoint';
import { useTranslation } from 'react-i18next';
import { data, Form, Link } from 'react-router';
import { AdminTitle } from '../features/admin/admin-title';
import { dayFormatter } from '../features/admin/customers/format.server';
import { type AdminColumn, DataTable } from '../features/admin/data-table';
import { pageQuery, readListState } from '../features/admin/list-query';
import { requireStaff } from '../features/admin/require-staff.server';
import { variantName } from '../features/admin/stock/variant-name';
import { createApiClient } from '../lib/api.server';
import { requestLocale } from '../lib/locale.server';
import { useLocale } from '../lib/use-locale';
import type { Route } from './+types/admin-stock-movements';

type Row = ReplyOf<typeof adminStock.movements>['movements'][number] & { when: string };

const FILTERS = StockMovementsQuerySchema.pick({ variantId: true, reason: true });

export async function loader({ params, request, context }: Route.LoaderArgs) {
  await requireStaff(request, context, 'catalogue');
  const locale = requestLocale(params.lang, request);
  const url = new URL(request.url);
  const { page } = readListState(url, ['at'], { sort: 'at', dir: 'desc' });
  const values = {
    variantId: url.searchParams.get('variantId')?.trim() ?? '',
    reason: url.searchParams.get('reason')?.trim() ?? '',
  };
  const parsed = FILTERS.safeParse({
    variantId: values.variantId || undefined,
    reason: values.reason || undefined,
  });
  const query = parsed.success
    ? { variantId: values.variantId || undefined, reason: parsed.data.reason }
    : { variantId: undefined, reason: undefined };
  const reply = await createApiClient(request, context, locale).call(adminStock.movements, {
    query: { ...query, ...pageQuery(page, STOCK_MOVEMENTS_PAGE_SIZE) },
  });
  const when = dayFormatter(locale, true);
  const variant = query.variantId ? reply.movements[0]?.variant : undefined;
  return data(
    {
      rows: reply.movements.map((row) => ({ ...row, when: when(row.at) })),
      total: reply.total,
      page,
      values: { variantId: query.variantId ?? '', reason: query.reason ?? '' },
      variant: variant ? variantName(variant, locale) : null,
    },
    { headers: { 'Cache-Control': 'private, no-store' } },
  );
}

function useColumns(lang: 'ar' | 'en'): AdminColumn<Row>[] {
  const { t } = useTranslation();
  const column = (id: string, cell: (row: Row) => React.ReactNode): AdminColumn<Row> => ({
    id,
    header: () => t(`admin.stock.movementColumns.${id}` as 'admin.stock.movementColumns.at'),
    cell: ({ row }) => cell(row.original),
  });
  return [
    column('at', (row) => <span className="whitespace-nowrap">{row.when}</span>),
    column('variant', (row) => (
      <Link
        to={`/${lang}/admin/stock/movements?variantId=${row.variant.id}`}
        className="underline underline-offset-2"
      >
        {variantName(row.variant, lang)}
      </Link>
    )),
    column('reason', (row) => (
      <>
        {t(`admin.stock.reasons.${row.reason}`)}
        {row.orderId !== null && (
          <>
            {' · '}
            <Link to={`/${lang}/admin/orders/${row.orderId}`} className="underline underline-offset-2">
              {t('admin.stock.order', { id: row.orderId })}
            </Link>
          </>
        )}
        {row.lowStockAlert && (
          <span className="ms-2 rounded bg-amber-100 px-1.5 text-xs font-semibold text-amber-900">
            {t('admin.stock.alerted')}
          </span>
        )}
      </>
    )),
    column('delta', (row) => (
      <span dir="ltr" className="tabular-nums">
        {row.delta > 0 ? `+${row.delta}` : row.delta}
      </span>
    )),
    column('countAfter', (row) => <span className="tabular-nums">{row.countAfter}</span>),
    column('who', (row) => row.staff?.name ?? t('admin.stock.system')),
    column('note', (row) => row.note ?? '—'),
  ];
}

/** /admin/stock/movements: why every count is what it is — who, when, why, by how much — newest first. */
export default function AdminStockMovements({ loaderData, params }: Route.ComponentProps) {
  const { t } = useTranslation();
  const lang = useLocale();
  const { rows, total, page, values, variant } = loaderData;
  const title = variant ? t('admin.stock.movementsOf', { variant }) : t('admin.stock.movementsTitle');
  return (
    <>
      <AdminTitle title={title} />
      <Link to={`/${params.lang}/admin/stock`} className="text-sm underline underline-offset-2">
        {t('admin.stock.backToStock')}
      </Link>
      <h1 className="mt-2 mb-4 text-2xl font-bold">{title}</h1>
      <Form
        method="get"
        role="search"
        aria-label={t('admin.stock.filters')}
        className="mb-4 flex flex-wrap items-end gap-3"
      >
        {values.variantId && <input type="hidden" name="variantId" value={values.variantId} />}
        <label className="flex flex-col gap-1 text-sm">
          <span className="font-medium">{t('admin.stock.reason')}</span>
          <select
            name="reason"
            defaultValue={values.reason}
            className="rounded-md border border-neutral-300 bg-white px-3 py-1.5 text-sm"
          >
            <option value="">{t('admin.stock.any')}</option>
            {STOCK_REASONS.map((reason) => (
              <option key={reason} value={reason}>
                {t(`admin.stock.reasons.${reason}`)}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className="rounded-md bg-neutral-900 px-4 py-1.5 text-sm text-white">
          {t('admin.stock.show')}
        </button>
        <Link
          to={`/${params.lang}/admin/stock/movements`}
          className="py-1.5 text-sm underline underline-offset-2"
        >
          {t('admin.layout.filters.clear')}
        </Link>
      </Form>
      <DataTable
        caption={title}
        columns={useColumns(lang)}
        rows={rows}
        rowId={(row) => String(row.id)}
        paging={{ page, pageSize: STOCK_MOVEMENTS_PAGE_SIZE, total }}
      />
    </>
  );
}
