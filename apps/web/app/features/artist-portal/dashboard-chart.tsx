import { formatMoney, type Money } from '@seed/domain/money';
import { AxisBottom, AxisLeft, AxisRight } from '@visx/axis';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar } from '@visx/shape';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

type Day = { date: string; clicks: number; revenue: Money };

const WIDTH = 720;
const HEIGHT = 260;
const MARGIN = { top: 16, bottom: 36, side: 44 };
// A date label every few days keeps them from running into each other on a phone.
const LABEL_EVERY = 5;

function dayLabel(date: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );
}

/**
 * The dashboard's 30 days as SVG bars of daily clicks, drawn by visx on the server, so it shows before (and
 * without) scripts. Time runs with the reading direction: from the right in Arabic. The same figures follow
 * as a table for screen readers and for anyone who wants the numbers.
 */
export function DashboardChart({ series, locale }: { series: Day[]; locale: 'ar' | 'en' }) {
  const { t } = useTranslation();
  const descriptionId = useId();
  const rtl = locale === 'ar';
  const start = rtl ? WIDTH - MARGIN.side : MARGIN.side;
  const end = rtl ? MARGIN.side : WIDTH - MARGIN.side;
  const x = scaleBand<string>({ domain: series.map((day) => day.date), range: [start, end], padding: 0.25 });
  const top = Math.max(4, ...series.map((day) => day.clicks));
  const y = scaleLinear<number>({
    domain: [0, top],
    range: [HEIGHT - MARGIN.bottom, MARGIN.top],
    nice: true,
  });
  const labelled = series.filter((_, index) => (series.length - 1 - index) % LABEL_EVERY === 0);
  const total = series.reduce((sum, day) => sum + day.clicks, 0);
  const Axis = rtl ? AxisRight : AxisLeft;
  const tickText = { fill: '#404040', fontSize: 11, fontFamily: 'inherit' };
  return (
    <figure className="rounded-lg border border-neutral-200 p-4">
      <figcaption className="font-bold">{t('artistPortal.chartTitle')}</figcaption>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        className="mt-2 h-auto w-full"
        role="img"
        aria-describedby={descriptionId}
      >
        <title>{t('artistPortal.chartTitle')}</title>
        <desc id={descriptionId}>{t('artistPortal.chartSummary', { count: total })}</desc>
        <Axis
          left={rtl ? WIDTH - MARGIN.side : MARGIN.side}
          scale={y}
          numTicks={4}
          tickFormat={(value) => new Intl.NumberFormat(locale).format(Number(value))}
          stroke="#a3a3a3"
          tickStroke="#a3a3a3"
          tickLabelProps={() => ({ ...tickText, textAnchor: rtl ? 'start' : 'end', dx: rtl ? 4 : -4 })}
        />
        {series.map((day) => (
          <Bar
            key={day.date}
            x={x(day.date)}
            y={y(day.clicks)}
            width={x.bandwidth()}
            height={HEIGHT - MARGIN.bottom - y(day.clicks)}
            className="fill-neutral-900"
          />
        ))}
        <AxisBottom
          top={HEIGHT - MARGIN.bottom}
          scale={x}
          tickValues={labelled.map((day) => day.date)}
          tickFormat={(date) => dayLabel(date, locale)}
          stroke="#a3a3a3"
          tickStroke="#a3a3a3"
          tickLabelProps={() => ({ ...tickText, textAnchor: 'middle' })}
        />
      </svg>
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
