import { adminStock, STOCK_PAGE_SIZE } from '@seed/contract/admin-stock';
import { useTranslation } from 'react-i18next';
import { data, Form, Link, redirect, useNavigation } from 'react-router';
import { AdminTitle } from '../features/admin/admin-title';
import { pageQuery, readListState } from '../features/admin/list-query';
import { requireStaff } from '../features/admin/require-staff.server';
import { StockFilters } from '../features/admin/stock/stock-filters';
import { readGridForm } from '../features/admin/stock/stock-form.server';
import { StockGrid } from '../features/admin/stock/stock-grid';
import { readStockFilters } from '../features/admin/stock/stock-list.server';
import { ApiError, createApiClient } from '../lib/api.server';
import { requestLocale } from '../lib/locale.server';
import { refusalText } from '../lib/refusals.server';
import { useLocale } from '../lib/use-locale';
import type { Route } from './+types/admin-stock';

const count = (url: URL, name: string) => {
  const value = Number(url.searchParams.get(name));
  return url.searchParams.has(name) && Number.isInteger(value) && value >= 0 ? value : null;
};

export async function loader({ params, request, context }: Route.LoaderArgs) {
  await requireStaff(request, context, 'catalogue');
  const locale = requestLocale(params.lang, request);
  const url = new URL(request.url);
  const { page } = readListState(url, ['item'], { sort: 'item', dir: 'asc' });
  const { values, query } = readStockFilters(url);
  const reply = await createApiClient(request, context, locale).call(adminStock.list, {
    query: { ...query, ...pageQuery(page, STOCK_PAGE_SIZE) },
  });
  const name = (row: { nameAr: string; nameEn: string }) => (locale === 'ar' ? row.nameAr : row.nameEn);
  return data(
    {
      rows: reply.variants,
      total: reply.total,
      page,
      values,
      choices: {
        items: reply.items.map((item) => ({ id: item.id, label: name(item) })),
        colors: reply.colors.map((color) => ({ id: color.id, label: name(color) })),
        sizes: reply.sizes,
      },
      saved: count(url, 'saved'),
      imported: count(url, 'imported'),
      exportQuery: new URLSearchParams(query).toString(),
    },
    { headers: { 'Cache-Control': 'private, no-store' } },
  );
}

/** The grid's one form: what changed is saved in one call, then back to the same page of the grid (303). */
export async function action({ params, request, context }: Route.ActionArgs) {
  await requireStaff(request, context, 'catalogue');
  const locale = requestLocale(params.lang, request);
  const form = await request.formData();
  const { bad, body } = readGridForm(form);
  if (bad.length > 0) return data({ bad, refusal: null }, { status: 400 });
  const url = new URL(request.url);
  if (body) {
    try {
      const { changed } = await createApiClient(request, context, locale).call(adminStock.save, { body });
      url.searchParams.set('saved', String(changed));
    } catch (error) {
      if (error instanceof ApiError && error.status !== 401) {
        return data({ bad: [], refusal: refusalText(locale, error) }, { status: 400 });
      }
      throw error;
    }
  } else url.searchParams.set('saved', '0');
  url.searchParams.delete('imported');
  return redirect(`${url.pathname}${url.search}`, 303);
}

/** /admin/stock: every variant's stock as a grid to edit at once, filtered and paged by the URL. */
export default function AdminStock({ loaderData, actionData, params }: Route.ComponentProps) {
  const { t } = useTranslation();
  const lang = useLocale();
  const { rows, total, page, values, choices, saved, imported, exportQuery } = loaderData;
  const bad = new Set(actionData?.bad ?? []);
  // Until the saved grid is drawn again: a second save before then would be compared with the old values.
  const busy = useNavigation().state !== 'idle';
  const link = 'rounded-md border border-neutral-300 px-3 py-1.5 text-sm hover:bg-neutral-100';
  return (
    <>
      <AdminTitle title={t('admin.stock.title')} />
      <h1 className="mb-2 text-2xl font-bold">{t('admin.stock.title')}</h1>
      <div className="mb-4 flex flex-wrap gap-2">
        <a
          href={`/${params.lang}/admin/stock/export.csv${exportQuery ? `?${exportQuery}` : ''}`}
          className={link}
          download
        >
          {t('admin.stock.export')}
        </a>
        <Link to={`/${params.lang}/admin/stock/import`} className={link}>
          {t('admin.stock.import')}
        </Link>
        <Link to={`/${params.lang}/admin/stock/movements`} className={link}>
          {t('admin.stock.movements')}
        </Link>
      </div>
      {saved !== null && (
        <p role="status" className="mb-4 rounded-md bg-green-50 p-3 text-green-900">
          {saved === 0 ? t('admin.stock.nothingChanged') : t('admin.stock.saved', { count: saved })}
        </p>
      )}
      {imported !== null && (
        <p role="status" className="mb-4 rounded-md bg-green-50 p-3 text-green-900">
          {t('admin.stock.imported', { count: imported })}
        </p>
      )}
      {(bad.size > 0 || actionData?.refusal) && (
        <p role="alert" className="mb-4 rounded-md bg-red-50 p-3 text-red-900">
          {actionData?.refusal ?? t('admin.stock.invalidField')}
        </p>
      )}
      <StockFilters values={values} choices={choices} lang={params.lang} />
      <p className="mb-3 text-sm text-neutral-700">{t('admin.stock.intro')}</p>
      <Form method="post" aria-label={t('admin.stock.title')}>
        <StockGrid rows={rows} paging={{ page, pageSize: STOCK_PAGE_SIZE, total }} bad={bad} lang={lang} />
        <p className="mt-2 text-xs text-neutral-700">{t('admin.stock.keyboard')}</p>
        <div className="mt-4 flex flex-wrap items-end gap-3">
          <label className="flex min-w-64 flex-1 flex-col gap-1 text-sm">
            <span className="font-medium">{t('admin.stock.note')}</span>
            <input
              name="note"
              maxLength={500}
              aria-invalid={bad.has('note') || undefined}
              className="rounded-md border border-neutral-300 bg-white px-3 py-1.5"
            />
          </label>
          <button
            type="submit"
            disabled={busy}
            aria-busy={busy || undefined}
            className="rounded-md bg-neutral-900 px-4 py-1.5 text-sm text-white disabled:opacity-60"
          >
            {t('admin.stock.save')}
          </button>
        </div>
      </Form>
    </>
  );
}
