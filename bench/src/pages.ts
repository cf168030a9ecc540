// `npm run bench:pages [-- --no-fail] [--runs N] [--data-dir DIR] [--build] [--http1] [--only TEXT]`
// Seeds a fresh catalogue, starts the built server in production mode behind a TLS and HTTP/2 edge
// (edge.ts; --http1 measures the server directly instead), runs Lighthouse (mobile) N times (3 by default)
// per page in Debian Chromium and prints the medians against the page budgets of DESIGN.md §5. Exits 1
// when a budget fails, unless --no-fail. See bench/README.md, "Page budgets".
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { startEdge } from './edge';
import { BUDGETS, failures, medianOf, type PageRow, runsLine, STUDIO_BUDGETS, table } from './pages-budgets';
import { CHROME_PATH, type LighthouseRun, runLighthouse } from './pages-lighthouse';
import { freePort, startStore, stop, waitForOk } from './processes';
import { type DragMeasurement, measureStudioDrag } from './studio-drag';

/** The pages measured, as paths on the store. */
// Home, a category list and a product page (issues 3 and 4), and the design studio on a blank item (issue 8,
// its own budgets), in both languages. Ids are the demo seed's fixed ones: category 1 (T-shirts) with its
// first subcategory, product 1, blank item 1.
export const PAGES: readonly string[] = [
  '/ar',
  '/en',
  '/ar/products/categories/1/1',
  '/en/products/categories/1/1',
  '/ar/products/1',
  '/en/products/1',
  // The studio on blank item 1 at the spec's alias: /products/1/customize is product 1's (decision 0027).
  '/ar/customization/product/1/customization-type/normal/fast-customization',
  '/en/customization/product/1/customization-type/normal/fast-customization',
];

const root = resolve(import.meta.dirname, '../..');
const { values } = parseArgs({
  options: {
    'no-fail': { type: 'boolean', default: false },
    runs: { type: 'string', default: '3' },
    // An already seeded DATA_DIR, to skip the ~2 min seed while iterating (it is not deleted).
    'data-dir': { type: 'string' },
    // Rebuild the web even when its build is newer than its sources.
    build: { type: 'boolean', default: false },
    // Lighthouse straight at the server over plain HTTP/1.1, without the edge (decision 0020).
    http1: { type: 'boolean', default: false },
    // Only the pages whose path contains this text, and no drag unless the English studio is one of them:
    // for chasing one page's number without the whole 3½-minute run.
    only: { type: 'string' },
  },
});
const pages = PAGES.filter((path) => !values.only || path.includes(values.only));
if (pages.length === 0) throw new Error(`--only ${values.only} matches none of the pages`);
const runs = Number(values.runs);
if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs must be a whole number >= 1');
if (!existsSync(CHROME_PATH)) {
  console.error(`Lighthouse needs Chromium at ${CHROME_PATH} (apt-get install -y chromium)`);
  process.exit(2);
}

execFileSync(process.execPath, ['scripts/web-build.mjs', ...(values.build ? ['--force'] : [])], {
  cwd: root,
  stdio: 'inherit',
});

function seed(dataDir: string): void {
  console.log(`seeding a fresh catalogue in ${dataDir} (about 2 minutes)…`);
  const started = Date.now();
  execFileSync(process.execPath, ['--import', 'tsx', 'packages/db/src/seed/cli.ts'], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  console.log(`seeded in ${((Date.now() - started) / 1000).toFixed(0)} s`);
}

/** `shifts`: the layout shifts of the run whose CLS is the median, which need not be the notes' run. */
type PageResult = PageRow & { notes?: LighthouseRun; shifts?: string[] };

/** Lighthouse now and then loses a trace (NO_NAVSTART, NO_FCP) in headless Chromium: try a run up to 3 times. */
async function withRetries<T>(run: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (error) {
      if (attempt === 3) throw error;
      console.log(`  ${String(error)}; retrying`);
    }
  }
}

/** Runs Lighthouse `runs` times on a page that answers 200; any failure makes the page "not measured". */
async function measure(site: string, store: string, path: string): Promise<PageResult> {
  const url = `${site}${path}`;
  // Also the warm-up request: the first Lighthouse run should not pay for the server's cold start.
  const response = await fetch(`${store}${path}`, { redirect: 'manual' });
  await response.arrayBuffer();
  if (response.status !== 200) return { path, runs: [], error: `GET ${path} answered ${response.status}` };
  const done: LighthouseRun[] = [];
  try {
    for (let i = 1; i <= runs; i++) {
      console.log(`lighthouse ${path} run ${i}/${runs}…`);
      done.push(await withRetries(() => runLighthouse(url, store)));
    }
  } catch (error) {
    return { path, runs: done.map((run) => run.measurement), error: String(error) };
  }
  // The notes (opportunities, failures) come from the run whose performance score is the median.
  const byScore = [...done].sort((a, b) => a.measurement.performance - b.measurement.performance);
  const byCls = [...done].sort((a, b) => a.measurement.cls - b.measurement.cls);
  const measurements = done.map((run) => run.measurement);
  return {
    path,
    median: medianOf(measurements),
    runs: measurements,
    notes: byScore[(runs - 1) >> 1],
    shifts: byCls[(runs - 1) >> 1]?.layoutShifts,
  };
}

/** The studio whose layer drag is timed (English, for the button names the drag finds). */
const DRAG_PAGE = '/en/customization/product/1/customization-type/normal/fast-customization';

/**
 * Starts the built server in production mode on the data, behind the edge unless --http1, and measures
 * every page, then the studio drag.
 */
async function serveAndMeasure(
  dataDir: string,
): Promise<{ pages: PageResult[]; drag: DragMeasurement | null }> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const edgePort = values.http1 ? null : await freePort();
  // The address shoppers use: the edge's, or the server's own with --http1.
  const site = edgePort === null ? base : `https://127.0.0.1:${edgePort}`;
  // Not quiet: at LOG_LEVEL=warn the server says nothing unless a page fails, and then it says why.
  const server = startStore(
    {
      DATA_DIR: dataDir,
      PORT: String(port),
      // Image URLs must be on the page's own origin (the default is localhost:PORT, another origin).
      PUBLIC_URL: site,
      // As behind a production load balancer: the edge's X-Forwarded-* headers are believed.
      TRUST_PROXY: edgePort === null ? 'false' : 'true',
      NODE_ENV: 'production',
      // Production refuses to start without a real sender; the bench sends no mail.
      MAIL_FROM: 'Store <no-reply@bench.example.com>',
      LOG_LEVEL: 'warn',
      SESSION_SECRET: randomBytes(32).toString('hex'),
      // Lighthouse and the size fetches all come from one address.
      RATE_LIMIT_PER_MINUTE: '0',
    },
    false,
  );
  try {
    // Fail at once if the server dies at start (its error is on stderr) instead of waiting out the timeout.
    const exited = new Promise<never>((_, reject) =>
      server.once('exit', (code) => reject(new Error(`the server exited (code ${code}) before answering`))),
    );
    exited.catch(() => {}); // stopping it at the end is expected
    await Promise.race([waitForOk(`${base}/api/health`, 120_000), exited]);
    const edge = edgePort === null ? null : await startEdge(base, edgePort);
    try {
      const results: PageResult[] = [];
      for (const path of pages) results.push(await measure(site, base, path));
      if (!pages.includes(DRAG_PAGE)) return { pages: results, drag: null };
      console.log(`studio drag ${DRAG_PAGE}…`);
      return { pages: results, drag: await measureStudioDrag(`${site}${DRAG_PAGE}`) };
    } finally {
      await edge?.close();
    }
  } finally {
    await stop(server);
  }
}

const ownDataDir = !values['data-dir'];
const dataDir = values['data-dir'] ? resolve(values['data-dir']) : mkdtempSync(join(tmpdir(), 'seed-pages-'));
let results: PageResult[];
let drag: DragMeasurement | null;
try {
  if (ownDataDir) seed(dataDir);
  ({ pages: results, drag } = await serveAndMeasure(dataDir));
} finally {
  if (ownDataDir) rmSync(dataDir, { recursive: true, force: true });
}

const chromium = execFileSync(CHROME_PATH, ['--version'], { stdio: ['ignore', 'pipe', 'ignore'] })
  .toString()
  .trim();
const date = new Date().toISOString();
// Lighthouse's CPU-bound numbers (TBT above all) suffer when the machine is busy with other work.
const load = `load ${loadavg()[0]!.toFixed(1)} on ${availableParallelism()} CPUs`;
const protocol = values.http1 ? 'HTTP/1.1 straight to the server' : 'HTTP/2 over TLS through the edge';
console.log(
  `\n## Page budgets (${date}; Lighthouse mobile, median of ${runs} runs; ${protocol}; ${chromium}; ${load})\n`,
);
console.log(table(results));
const labels = (budgets: typeof BUDGETS) => budgets.map((budget) => budget.label).join('; ');
console.log(`\nbudgets: ${labels(BUDGETS)}; the studio: ${labels(STUDIO_BUDGETS)}`);
if (drag)
  console.log(
    `\nstudio drag (${DRAG_PAGE}, CPU slowed 2×; target 60 fps): ${drag.frames} frames, median ` +
      `${drag.medianMs.toFixed(1)} ms, p95 ${drag.p95Ms.toFixed(1)} ms, ${(drag.onTimeShare * 100).toFixed(0)}% within a 60 fps frame`,
  );
console.log('\nruns:');
for (const result of results) console.log(`  ${runsLine(result)}`);
for (const result of results) {
  const failed = failures(result);
  console.log(`\n### ${result.path}: ${failed.length ? `FAIL (${failed.join(', ')})` : 'pass'}`);
  const notes = result.notes;
  if (!notes) continue;
  const scripts = notes.scripts.map((s) => `${new URL(s.url).pathname} ${s.gzipBytes} B`);
  console.log(`  scripts (gzipped): ${scripts.join(', ')}`);
  if (notes.foreignRequests.length)
    console.log(`  WARNING requests to other origins: ${notes.foreignRequests.join(', ')}`);
  console.log(`  LCP element: ${notes.lcpElement}`);
  for (const shift of result.shifts ?? []) console.log(`  layout shift (the median-CLS run): ${shift}`);
  for (const warning of notes.warnings) console.log(`  Lighthouse warning: ${warning}`);
  for (const opportunity of notes.opportunities) console.log(`  performance: ${opportunity}`);
  for (const failure of notes.accessibilityFailures) console.log(`  accessibility: ${failure}`);
}

mkdirSync(join(root, 'bench/results'), { recursive: true });
const file = join(root, 'bench/results', `pages-${Date.now()}.json`);
writeFileSync(file, JSON.stringify({ date, chromium, protocol, runs, results, drag }, null, 2));
console.log(`\nresults: ${file}`);

const failing = results.filter((result) => failures(result).length > 0);
if (failing.length && !values['no-fail']) {
  console.error(`\n${failing.length} page(s) over budget: ${failing.map((r) => r.path).join(', ')}`);
  process.exit(1);
}
