import type { HomeFigures } from '@seed/contract/reports';
import { formatMoney } from '@seed/domain/money';
import { useTranslation } from 'react-i18next';
import { DailyBars, dayLabel } from '../../../components/ui/daily-bars';
import { FigureCard } from './figure-card';

type Sales = NonNullable<HomeFigures['sales']>;

/** The last days' paid orders and revenue: totals, each currency, and a chart of each by day. */
export function SalesPanel({ sales, locale }: { sales: Sales; locale: 'ar' | 'en' }) {
  const { t } = useTranslation();
  const count = (value: number) => new Intl.NumberFormat(locale).format(value);
  const kwd = (fils: number) =>
    new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(Math.round(fils / 1000));
  const period = { from: dayLabel(sales.from, locale), to: dayLabel(sales.to, locale) };
  return (
    <section aria-labelledby="home-sales" className="space-y-4">
      <h2 id="home-sales" className="text-xl font-bold">
        {t('admin.home.salesTitle', period)}
      </h2>
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <FigureCard label={t('admin.home.ordersPaid')} value={count(sales.totals.orders)} />
        <FigureCard
          label={t('admin.home.revenueKwd')}
          value={<span dir="ltr">{formatMoney(sales.totals.revenue)}</span>}
        />
        {sales.totals.byCurrency.map((row) => (
          <FigureCard
            key={row.currency}
            label={t('admin.home.revenueIn', { currency: row.currency })}
            value={<span dir="ltr">{formatMoney(row.revenue)}</span>}
          />
        ))}
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        <figure className="rounded-lg border border-neutral-200 p-4">
          <figcaption className="font-bold">{t('admin.home.ordersChart')}</figcaption>
          <DailyBars
            series={sales.byDay.map((day) => ({ date: day.date, value: day.orders }))}
            locale={locale}
            title={t('admin.home.ordersChart')}
            summary={t('admin.home.ordersSummary', { total: count(sales.totals.orders) })}
          />
        </figure>
        <figure className="rounded-lg border border-neutral-200 p-4">
          <figcaption className="font-bold">{t('admin.home.revenueChart')}</figcaption>
          <DailyBars
            series={sales.byDay.map((day) => ({ date: day.date, value: day.revenue.amount }))}
            locale={locale}
            title={t('admin.home.revenueChart')}
            summary={t('admin.home.revenueSummary', { total: formatMoney(sales.totals.revenue) })}
            formatValue={kwd}
          />
        </figure>
      </div>
      <details className="text-sm">
        <summary className="cursor-pointer font-medium">{t('admin.home.byDayTable')}</summary>
        <table className="mt-2 w-full text-start">
          <thead>
            <tr>
              <th scope="col" className="py-1 text-start">
                {t('admin.home.day')}
              </th>
              <th scope="col" className="py-1 text-start">
                {t('admin.home.orders')}
              </th>
              <th scope="col" className="py-1 text-start">
                {t('admin.home.revenueKwd')}
              </th>
              <th scope="col" className="py-1 text-start">
                {t('admin.home.byCurrency')}
              </th>
            </tr>
          </thead>
          <tbody>
            {[...sales.byDay].reverse().map((day) => (
              <tr key={day.date} className="border-t border-neutral-100">
                <td className="py-1">{dayLabel(day.date, locale)}</td>
                <td className="py-1">{count(day.orders)}</td>
                <td className="py-1">
                  <span dir="ltr">{formatMoney(day.revenue)}</span>
                </td>
                <td className="py-1">
                  <span dir="ltr">{day.byCurrency.map((row) => formatMoney(row.revenue)).join(' · ')}</span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </section>
  );
}
