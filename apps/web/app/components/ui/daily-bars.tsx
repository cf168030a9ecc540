import { AxisBottom, AxisLeft, AxisRight } from '@visx/axis';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar } from '@visx/shape';
import { useId } from 'react';

export type DailyValue = { date: string; value: number };

const WIDTH = 720;
const HEIGHT = 260;
const MARGIN = { top: 16, bottom: 36, side: 52 };
// A date label every few days keeps them from running into each other on a phone.
const LABEL_EVERY = 5;

export function dayLabel(date: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );
}

type Props = {
  series: DailyValue[];
  locale: 'ar' | 'en';
  title: string;
  /** A sentence read out instead of the bars (their total, say). */
  summary: string;
  /** How a value reads on the axis; whole numbers in the page's language when not given. */
  formatValue?: (value: number) => string;
};

/**
 * Daily figures as SVG bars drawn by visx on the server, so they show before (and without) scripts. Time
 * runs with the reading direction: from the right in Arabic. Pages put the same figures in a table beside it.
 */
export function DailyBars({ series, locale, title, summary, formatValue }: Props) {
  const descriptionId = useId();
  const rtl = locale === 'ar';
  const start = rtl ? WIDTH - MARGIN.side : MARGIN.side;
  const end = rtl ? MARGIN.side : WIDTH - MARGIN.side;
  const x = scaleBand<string>({ domain: series.map((day) => day.date), range: [start, end], padding: 0.25 });
  const top = Math.max(4, ...series.map((day) => day.value));
  const y = scaleLinear<number>({
    domain: [0, top],
    range: [HEIGHT - MARGIN.bottom, MARGIN.top],
    nice: true,
  });
  const labelled = series.filter((_, index) => (series.length - 1 - index) % LABEL_EVERY === 0);
  const Axis = rtl ? AxisRight : AxisLeft;
  const tickText = { fill: '#404040', fontSize: 11, fontFamily: 'inherit' };
  const format = formatValue ?? ((value: number) => new Intl.NumberFormat(locale).format(value));
  return (
    <svg
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      className="mt-2 h-auto w-full"
      role="img"
      aria-describedby={descriptionId}
    >
      <title>{title}</title>
      <desc id={descriptionId}>{summary}</desc>
      <Axis
        left={rtl ? WIDTH - MARGIN.side : MARGIN.side}
        scale={y}
        numTicks={4}
        tickFormat={(value) => format(Number(value))}
        stroke="#a3a3a3"
        tickStroke="#a3a3a3"
        tickLabelProps={() => ({ ...tickText, textAnchor: rtl ? 'start' : 'end', dx: rtl ? 4 : -4 })}
      />
      {series.map((day) => (
        <Bar
          key={day.date}
          x={x(day.date)}
          y={y(day.value)}
          width={x.bandwidth()}
          height={HEIGHT - MARGIN.bottom - y(day.value)}
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
  );
}
