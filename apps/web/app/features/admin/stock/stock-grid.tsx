import type { adminStock } from '@seed/contract/admin-stock';
import type { ReplyOf } from '@seed/contract/endpoint';
import type { Locale } from '@seed/domain/locale';
import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type AdminColumn, DataTable } from '../data-table';
import type { GridField } from './stock-form.server';
import { variantName } from './variant-name';

export type StockGridRow = ReplyOf<typeof adminStock.list>['variants'][number];

type Paging = { page: number; pageSize: number; total: number };

const input =
  'w-24 rounded-md border border-neutral-300 bg-white px-2 py-1 text-end tabular-nums aria-invalid:border-red-700 aria-invalid:bg-red-50';

/**
 * Up and down move to the same column in the row above or below, as in a spreadsheet; Tab still walks
 * along the row. Only with scripts; without them the form is the same form.
 */
function moveByArrow(event: KeyboardEvent<HTMLDivElement>) {
  if (event.key !== 'ArrowUp' && event.key !== 'ArrowDown') return;
  const target = event.target as HTMLElement;
  const column = target.dataset.column;
  if (!column) return;
  const inputs = [
    ...event.currentTarget.querySelectorAll<HTMLInputElement>(`input[data-column="${column}"]`),
  ];
  const next = inputs[inputs.indexOf(target as HTMLInputElement) + (event.key === 'ArrowUp' ? -1 : 1)];
  if (!next) return;
  event.preventDefault();
  next.focus();
  next.select();
}

function useColumns(lang: Locale, bad: ReadonlySet<string>): AdminColumn<StockGridRow>[] {
  const { t } = useTranslation();
  const header = (id: string) => () => t(`admin.stock.columns.${id}` as 'admin.stock.columns.count');
  const editable = (field: GridField, column: string): AdminColumn<StockGridRow> => ({
    id: column,
    header: header(column),
    cell: ({ row: { original } }) => {
      const name = `${field}.${original.id}`;
      return (
        <>
          <input type="hidden" name={`was.${name}`} value={original[field]} />
          <input
            name={name}
            defaultValue={original[field]}
            inputMode="numeric"
            pattern="[0-9]*"
            required
            autoComplete="off"
            data-column={field}
            aria-invalid={bad.has(name) || undefined}
            aria-label={t('admin.stock.inputLabel', {
              field: t(`admin.stock.columns.${column}` as 'admin.stock.columns.count'),
              variant: variantName(original, lang),
            })}
            className={input}
          />
        </>
      );
    },
  });
  return [
    {
      id: 'variant',
      header: header('variant'),
      cell: ({ row: { original } }) => (
        <div className="min-w-48">
          <input type="hidden" name="id" value={original.id} />
          <span
            aria-hidden="true"
            className="me-2 inline-block size-3 rounded-full border border-neutral-400 align-middle"
            style={{ backgroundColor: original.colorValue }}
          />
          {variantName(original, lang)}
          {original.low && (
            <span className="ms-2 rounded bg-amber-100 px-1.5 text-xs font-semibold text-amber-900">
              {original.count <= 0 ? t('admin.stock.soldOut') : t('admin.stock.low')}
            </span>
          )}
        </div>
      ),
    },
    editable('count', 'count'),
    editable('lowStockThreshold', 'threshold'),
    editable('cost', 'cost'),
    editable('surcharge', 'surcharge'),
    {
      id: 'history',
      header: header('history'),
      cell: ({ row: { original } }) => (
        <Link
          to={`/${lang}/admin/stock/movements?variantId=${original.id}`}
          className="underline underline-offset-2"
        >
          {t('admin.stock.history')}
        </Link>
      ),
    },
  ];
}

/** The stock grid: the variants of the page as one table of inputs, inside the caller's form. */
export function StockGrid({
  rows,
  paging,
  bad,
  lang,
}: {
  rows: StockGridRow[];
  paging: Paging;
  bad: ReadonlySet<string>;
  lang: Locale;
}) {
  const { t } = useTranslation();
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: arrow keys are an extra on top of Tab, not the only way
    <div onKeyDown={moveByArrow}>
      <DataTable
        caption={t('admin.stock.title')}
        columns={useColumns(lang, bad)}
        rows={rows}
        rowId={(row) => String(row.id)}
        paging={paging}
      />
    </div>
  );
}
