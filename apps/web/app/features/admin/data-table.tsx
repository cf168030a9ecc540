import { type Cell, type ColumnDef, type RowData, tableFeatures, useTable } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { type SortDirection, sortLink, withParams } from './list-query';

/**
 * The features every back-office table uses: none of TanStack's client-side row models, because sorting,
 * filtering and paging happen in the API and live in the URL (decision 0034).
 */
export const adminTable = tableFeatures({});

export type AdminColumn<Row extends RowData> = ColumnDef<typeof adminTable, Row>;

type Sorting = {
  /** The column ids that sort; each id is also the API's sort key. */
  columns: readonly string[];
  sort: string;
  dir: SortDirection;
};

type Paging = { page: number; pageSize: number; total: number };

type Props<Row extends RowData> = {
  /** The table's accessible name. */
  caption: string;
  columns: AdminColumn<Row>[];
  rows: Row[];
  rowId: (row: Row) => string;
  sorting?: Sorting;
  paging?: Paging;
};

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;

/**
 * A cell's renderer called as a function inside one component of a fixed type. TanStack's FlexRender makes
 * the renderer itself the component type, and the columns' renderers are new functions on every render of
 * the page: React then remounts every cell, and an input someone is typing in (the stock grid) loses what was
 * typed and takes its default value again.
 */
function CellContent<Row extends RowData>({ cell }: { cell: Cell<typeof adminTable, Row> }) {
  const render = cell.column.columnDef.cell;
  return typeof render === 'function' ? render(cell.getContext()) : (render ?? null);
}

/**
 * A back-office list drawn by our own markup over TanStack Table's headless model. Column headers that
 * sort are links, and so are the pages: the list is a URL, and it works without JavaScript.
 */
export function DataTable<Row extends RowData>({
  caption,
  columns,
  rows,
  rowId,
  sorting,
  paging,
}: Props<Row>) {
  const { t } = useTranslation();
  const { search } = useLocation();
  const table = useTable({ features: adminTable, columns, data: rows, getRowId: rowId });
  return (
    <div>
      <div className="overflow-x-auto rounded-md border border-neutral-200">
        <table className="w-full border-collapse text-sm">
          <caption className="sr-only">{caption}</caption>
          <thead className="bg-neutral-50 text-start">
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => {
                  const sortable = sorting?.columns.includes(header.column.id);
                  const current = sortable && sorting?.sort === header.column.id ? sorting.dir : undefined;
                  const label = header.isPlaceholder ? null : <table.FlexRender header={header} />;
                  return (
                    <th
                      key={header.id}
                      scope="col"
                      aria-sort={current ? ARIA_SORT[current] : undefined}
                      className="border-b border-neutral-200 px-3 py-2 text-start font-semibold whitespace-nowrap"
                    >
                      {sortable && sorting ? (
                        <Link
                          to={{ search: sortLink(search, header.column.id, sorting) }}
                          className="inline-flex items-center gap-1 underline-offset-2 hover:underline"
                        >
                          {label}
                          <span aria-hidden="true">
                            {current === 'asc' ? '▲' : current === 'desc' ? '▼' : '↕'}
                          </span>
                          {current && (
                            <span className="sr-only">
                              {t(
                                `admin.layout.table.sorted${current === 'asc' ? 'Ascending' : 'Descending'}`,
                              )}
                            </span>
                          )}
                        </Link>
                      ) : (
                        label
                      )}
                    </th>
                  );
                })}
              </tr>
            ))}
          </thead>
          <tbody>
            {table.getRowModel().rows.map((row) => (
              <tr key={row.id} className="border-b border-neutral-100 last:border-b-0 hover:bg-neutral-50">
                {row.getAllCells().map((cell) => (
                  <td key={cell.id} className="px-3 py-2 align-top">
                    <CellContent cell={cell} />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
        {rows.length === 0 && <p className="p-4 text-neutral-700">{t('admin.layout.table.empty')}</p>}
      </div>
      {paging && <TablePager {...paging} search={search} />}
    </div>
  );
}

function TablePager({ page, pageSize, total, search }: Paging & { search: string }) {
  const { t } = useTranslation();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const from = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const to = Math.min(total, page * pageSize);
  const linkClass = 'rounded-md border border-neutral-300 px-3 py-1 hover:bg-neutral-100';
  return (
    <nav
      aria-label={t('admin.layout.table.pagination')}
      className="mt-3 flex flex-wrap items-center gap-3 text-sm"
    >
      <span className="text-neutral-700">{t('admin.layout.table.showing', { from, to, total })}</span>
      <span className="ms-auto text-neutral-700">{t('admin.layout.table.pageOf', { page, pages })}</span>
      {page > 1 && (
        <Link to={{ search: withParams(search, { page: page - 1 }) }} rel="prev" className={linkClass}>
          {t('admin.layout.table.previous')}
        </Link>
      )}
      {page < pages && (
        <Link to={{ search: withParams(search, { page: page + 1 }) }} rel="next" className={linkClass}>
          {t('admin.layout.table.next')}
        </Link>
      )}
    </nav>
  );
}
