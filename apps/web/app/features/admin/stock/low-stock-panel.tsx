import type { Locale } from '@seed/domain/locale';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { StockGridRow } from './stock-grid';
import { variantName } from './variant-name';

/** The back-office home's list of variants low on stock, for staff who keep the stock. */
export function LowStockPanel({ rows, total, lang }: { rows: StockGridRow[]; total: number; lang: Locale }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="home-low-stock" className="rounded-md border border-neutral-200 bg-white p-4">
      <h2 id="home-low-stock" className="mb-2 text-lg font-semibold">
        {t('admin.stock.lowTitle')}
      </h2>
      {rows.length === 0 ? (
        <p className="text-neutral-700">{t('admin.stock.lowNone')}</p>
      ) : (
        <ul className="space-y-1">
          {rows.map((row) => (
            <li key={row.id} className="flex flex-wrap gap-2">
              <Link
                to={`/${lang}/admin/stock/movements?variantId=${row.id}`}
                className="underline underline-offset-2"
              >
                {variantName(row, lang)}
              </Link>
              <span className="font-semibold text-amber-900 tabular-nums">
                {row.count <= 0 ? t('admin.stock.soldOut') : row.count}
              </span>
            </li>
          ))}
        </ul>
      )}
      {total > rows.length && (
        <Link
          to={`/${lang}/admin/stock?low=true`}
          className="mt-2 inline-block text-sm underline underline-offset-2"
        >
          {t('admin.stock.lowMore', { count: total })}
        </Link>
      )}
    </section>
  );
}
