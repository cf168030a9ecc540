import {
  adminBlankItems,
  BLANK_ITEM_PAGE_SIZE,
  BLANK_ITEM_SORTS,
  BLANK_ITEM_STATUSES,
  BlankItemListQuerySchema,
} from '@seed/contract/admin-blank-items';
import type { ReplyOf } from '@seed/contract/endpoint';
import { PRINTING_TYPES } from '@seed/domain/print-position';
import { useTranslation } from 'react-i18next';
import { data, Form, Link } from 'react-router';
import { AdminTitle } from '../features/admin/admin-title';
import { kwdText } from '../features/admin/blank-items/kwd';
import { inputClass } from '../features/admin/blank-items/styles';
import { type AdminColumn, DataTable } from '../features/admin/data-table';
import { pageQuery, readListState } from '../features/admin/list-query';
import { requireStaff } from '../features/admin/require-staff.server';
import { createApiClient } from '../lib/api.server';
import { requestLocale } from '../lib/locale.server';
import { useLocale } from '../lib/use-locale';
import type { Route } from './+types/admin-blank-items';

type Row = ReplyOf<typeof adminBlankItems.list>['items'][number];

const FILTERS = BlankItemListQuerySchema.pick({ q: true, status: true, technique: true });
type FilterName = keyof typeof FILTERS.shape;

export async function loader({ params, request, context }: Route.LoaderArgs) {
  await requireStaff(request, context, 'catalogue');
  const locale = requestLocale(params.lang, request);
  const url = new URL(request.url);
  const state = readListState(url, BLANK_ITEM_SORTS, { sort: 'newest', dir: 'desc' });
  const values = {
    q: url.searchParams.get('q')?.trim() ?? '',
    status: url.searchParams.get('status') ?? '',
    technique: url.searchParams.get('technique') ?? '',
  };
  // A hand-edited URL with a filter the API would refuse lists as if that filter were not there.
  const parsed = Object.fromEntries(
    Object.entries(values).flatMap(([name, value]) => {
      const one = FILTERS.shape[name as FilterName].safeParse(value || undefined);
      return one.success && one.data !== undefined ? [[name, value]] : [];
    }),
  );
  const page = await createApiClient(request, context, locale).call(adminBlankItems.list, {
    query: { ...parsed, sort: state.sort, dir: state.dir, ...pageQuery(state.page, BLANK_ITEM_PAGE_SIZE) },
  });
  return data(
    { rows: page.items, total: page.total, state, values },
    { headers: { 'Cache-Control': 'private, no-store' } },
  );
}

function useColumns(lang: string): AdminColumn<Row>[] {
  const { t } = useTranslation();
  const column = (id: string, cell: (row: Row) => React.ReactNode): AdminColumn<Row> => ({
    id,
    header: () => t(`admin.blankItems.columns.${id}` as 'admin.blankItems.columns.name'),
    cell: ({ row }) => cell(row.original),
  });
  return [
    column('name', (row) => (
      <Link to={`/${lang}/admin/blank-items/${row.id}`} className="font-medium underline underline-offset-2">
        {lang === 'ar' ? row.nameAr : row.nameEn}
      </Link>
    )),
    column('price', (row) => <span dir="ltr">{kwdText(row.price)} KWD</span>),
    column('status', (row) => t(`admin.blankItems.statuses.${row.isActive ? 'ACTIVE' : 'INACTIVE'}`)),
    column('variants', (row) => row.variants),
    column('stock', (row) => row.stock),
    column('sides', (row) => row.sides),
  ];
}

/** /admin/blank-items: every blank item, on sale or not, found and filtered by the URL. */
export default function AdminBlankItems({ loaderData, params }: Route.ComponentProps) {
  const { t } = useTranslation();
  const lang = useLocale();
  const { rows, total, state, values } = loaderData;
  const select = (name: 'status' | 'technique', options: [string, string][]) => (
    <label className="flex flex-col gap-1 text-sm">
      <span className="font-medium">{t(`admin.blankItems.${name}`)}</span>
      <select name={name} defaultValue={values[name]} className={inputClass}>
        <option value="">{t('admin.blankItems.any')}</option>
        {options.map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </select>
    </label>
  );
  return (
    <>
      <AdminTitle title={t('admin.blankItems.title')} />
      <div className="mb-4 flex flex-wrap items-center gap-4">
        <h1 className="text-2xl font-bold">{t('admin.blankItems.title')}</h1>
        <Link
          to={`/${params.lang}/admin/blank-items/new`}
          className="rounded-md bg-neutral-900 px-4 py-2 text-sm font-semibold text-white"
        >
          {t('admin.blankItems.new')}
        </Link>
        <Link to={`/${params.lang}/admin/colours`} className="text-sm underline underline-offset-2">
          {t('admin.blankItems.colours')}
        </Link>
        <Link to={`/${params.lang}/admin/sizes`} className="text-sm underline underline-offset-2">
          {t('admin.blankItems.sizes')}
        </Link>
      </div>
      <Form
        method="get"
        role="search"
        aria-label={t('admin.blankItems.filters')}
        className="mb-4 flex flex-wrap items-end gap-3"
      >
        <label className="flex min-w-64 flex-1 flex-col gap-1 text-sm">
          <span className="font-medium">{t('admin.blankItems.searchLabel')}</span>
          <input type="search" name="q" defaultValue={values.q} maxLength={100} className={inputClass} />
        </label>
        {select(
          'status',
          BLANK_ITEM_STATUSES.map((status) => [status, t(`admin.blankItems.statuses.${status}`)]),
        )}
        {select(
          'technique',
          PRINTING_TYPES.map((type) => [type, t(`admin.blankItems.techniques.${type}`)]),
        )}
        <button type="submit" className="rounded-md bg-neutral-900 px-4 py-1.5 text-sm text-white">
          {t('admin.blankItems.search')}
        </button>
        <Link
          to={`/${params.lang}/admin/blank-items`}
          className="py-1.5 text-sm underline underline-offset-2"
        >
          {t('admin.layout.filters.clear')}
        </Link>
      </Form>
      <DataTable
        caption={t('admin.blankItems.title')}
        columns={useColumns(lang)}
        rows={rows}
        rowId={(row) => String(row.id)}
        sorting={{ columns: BLANK_ITEM_SORTS, sort: state.sort, dir: state.dir }}
        paging={{ page: state.page, pageSize: BLANK_ITEM_PAGE_SIZE, total }}
      />
    </>
  );
}
