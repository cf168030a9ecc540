import { formatMoney, type Money } from '@seed/domain/money';
import { useTranslation } from 'react-i18next';
import { DailyBars, dayLabel } from '../../components/ui/daily-bars';

type Day = { date: string; clicks: number; revenue: Money };

/**
 * The dashboard's 30 days as SVG bars of daily clicks, drawn by visx on the server, so it shows before (and
 * without) scripts. Time runs with the reading direction: from the right in Arabic. The same figures follow
 * as a table for screen readers and for anyone who wants the numbers.
 */
export function DashboardChart({ series, locale }: { series: Day[]; locale: 'ar' | 'en' }) {
  const { t } = useTranslation();
  const total = series.reduce((sum, day) => sum + day.clicks, 0);
  return (
    <figure className="rounded-lg border border-neutral-200 p-4">
      <figcaption className="font-bold">{t('artistPortal.chartTitle')}</figcaption>
      <DailyBars
        series={series.map((day) => ({ date: day.date, value: day.clicks }))}
        locale={locale}
        title={t('artistPortal.chartTitle')}
        summary={t('artistPortal.chartSummary', { count: total })}
      />
      <details className="mt-3 text-sm">
        <summary className="cursor-pointer font-medium">{t('artistPortal.chartTable')}</summary>
        <table className="mt-2 w-full text-start">
          <thead>
            <tr>
              <th scope="col" className="py-1 text-start">
                {t('artistPortal.day')}
              </th>
              <th scope="col" className="py-1 text-start">
                {t('artistPortal.clicks')}
              </th>
              <th scope="col" className="py-1 text-start">
                {t('artistPortal.revenue')}
              </th>
            </tr>
          </thead>
          <tbody>
            {series.map((day) => (
              <tr key={day.date} className="border-t border-neutral-100">
                <td className="py-1">{dayLabel(day.date, locale)}</td>
                <td className="py-1">{day.clicks}</td>
                <td className="py-1" dir="ltr">
                  {formatMoney(day.revenue)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
