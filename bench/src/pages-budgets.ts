// The page budgets of DESIGN.md §5 (plus accessibility 100), the per-page measurement and the report table.

/** One page's numbers: scores 0–100, times in ms, JS in KB (1024 bytes) gzipped. */
export type Measurement = {
  performance: number;
  accessibility: number;
  lcpMs: number;
  tbtMs: number;
  /** Lighthouse's time to interactive. */
  ttiMs: number;
  cls: number;
  jsKbGzip: number;
};

type Budget = { label: string; check: (m: Measurement) => boolean };

const accessible: Budget = { label: 'accessibility = 100', check: (m) => m.accessibility === 100 };
const stable: Budget = { label: 'CLS < 0.05', check: (m) => m.cls < 0.05 };

/** The store's pages. */
export const BUDGETS: readonly Budget[] = [
  { label: 'performance >= 95', check: (m) => m.performance >= 95 },
  accessible,
  { label: 'first-load JS <= 150 KB gz', check: (m) => m.jsKbGzip <= 150 },
  stable,
];

/** The design studio (issue 8): interactive within 2.5 s; it may load more script, lazily (DESIGN.md §5). */
export const STUDIO_BUDGETS: readonly Budget[] = [
  { label: 'interactive <= 2.5 s', check: (m) => m.ttiMs <= 2500 },
  accessible,
  stable,
];

export const budgetsFor = (path: string): readonly Budget[] =>
  /\/(customize|fast-customization)$/.test(path) ? STUDIO_BUDGETS : BUDGETS;

export function failedBudgets(path: string, m: Measurement): string[] {
  return budgetsFor(path)
    .filter((budget) => !budget.check(m))
    .map((budget) => budget.label);
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** The median of each number on its own over the runs. */
export function medianOf(runs: Measurement[]): Measurement {
  const of = (key: keyof Measurement) => median(runs.map((run) => run[key]));
  return {
    performance: of('performance'),
    accessibility: of('accessibility'),
    lcpMs: of('lcpMs'),
    tbtMs: of('tbtMs'),
    ttiMs: of('ttiMs'),
    cls: of('cls'),
    jsKbGzip: of('jsKbGzip'),
  };
}

/** A measured page, or the reason it could not be measured (which fails it). */
export type PageRow = { path: string; runs: Measurement[] } & (
  | { median: Measurement; error?: undefined }
  | { median?: undefined; error: string }
);

/** What fails on a page: the budgets over, or that it could not be measured at all. */
export function failures(row: PageRow): string[] {
  return row.median ? failedBudgets(row.path, row.median) : [`not measured: ${row.error}`];
}

/** A Markdown table, ready to paste into bench/README.md. */
export function table(rows: PageRow[]): string {
  const lines = [
    '| page | performance | accessibility | LCP | TBT | TTI | CLS | first-load JS (gz) | budgets |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---|',
  ];
  for (const row of rows) {
    const failed = failures(row);
    const verdict = failed.length ? `FAIL: ${failed.join(', ')}` : 'pass';
    const m = row.median;
    lines.push(
      m
        ? `| \`${row.path}\` | ${m.performance} | ${m.accessibility} | ${(m.lcpMs / 1000).toFixed(2)} s | ` +
            `${Math.round(m.tbtMs)} ms | ${(m.ttiMs / 1000).toFixed(2)} s | ${m.cls.toFixed(3)} | ${m.jsKbGzip.toFixed(1)} KB | ${verdict} |`
        : `| \`${row.path}\` | – | – | – | – | – | – | – | ${verdict} |`,
    );
  }
  return lines.join('\n');
}

/** Each run's numbers, to show the spread behind the medians. */
export function runsLine({ path, runs }: PageRow): string {
  const each = runs.map(
    (r) =>
      `perf ${r.performance} a11y ${r.accessibility} LCP ${Math.round(r.lcpMs)} ms TBT ${Math.round(r.tbtMs)} ms ` +
      `TTI ${Math.round(r.ttiMs)} ms ` +
      `CLS ${r.cls.toFixed(3)} JS ${r.jsKbGzip.toFixed(1)} KB`,
  );
  return `${path}: ${each.length ? each.join(' | ') : 'no run'}`;
}
