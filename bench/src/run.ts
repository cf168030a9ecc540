// `npm run bench [-- --postgres postgres://user@host:port/db] [--products N] [--duration S]`
// Seeds a fresh catalogue, starts the built server, and loads each endpoint with autocannon
// (50 connections, 10 s by default), beside the in-memory ceiling. See bench/README.md.
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import pg from 'pg';
import { benchPrintRender } from './print-render';
import { freePort, memoryOf, startNode, startStore, stop, waitForOk } from './processes';

const root = resolve(import.meta.dirname, '../..');
const { values } = parseArgs({
  options: {
    postgres: { type: 'string' },
    products: { type: 'string' },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '50' },
  },
});
const duration = Number(values.duration);
const connections = Number(values.connections);

type Target = { minShare: number; maxP99: number };
type Row = {
  name: string;
  reqPerSec: number;
  p50: number;
  p99: number;
  errors: number;
  target?: Target;
  /** The ceiling row this one is a share of: the list's bytes unless said. */
  ceiling?: string;
};

// Issue 23: a product page at the speed of the cached API.
const PRODUCT_TARGET: Target = { minShare: 0.35, maxP99: 20 };

// Catalogue words in both languages, spelling variants (نخله for نخلة, لولوه for لؤلؤة), two-word searches and
// a typo (falcn): each request gets the next one, with `Cache-Control: no-cache` so the response cache answers
// none of them and the search itself is measured.
const SEARCHES = [
  'palm',
  'falcon hoodie',
  'نخله',
  'tee',
  'لولوه',
  'صقر',
  'camel tote',
  'falcn',
  'rose',
  'هلال',
];

function searchRequests(): autocannon.Request[] {
  let n = 0;
  return [
    {
      setupRequest: (request) => {
        n += 1;
        const search = encodeURIComponent(SEARCHES[n % SEARCHES.length]!);
        const headers = { ...request.headers, 'cache-control': 'no-cache' };
        return { ...request, headers, path: `/api/products/all?limit=12&search=${search}` };
      },
    },
  ];
}

async function load(
  name: string,
  url: string,
  {
    requests,
    clients = connections,
    target,
    ceiling,
  }: { requests?: autocannon.Request[]; clients?: number; target?: Target; ceiling?: string } = {},
): Promise<Row> {
  const result = await autocannon({ url, connections: clients, duration, requests });
  const errors = result.errors + result.timeouts + result.non2xx;
  return {
    name,
    reqPerSec: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors,
    target,
    ceiling,
  };
}

async function withDatabase(
  kind: 'pglite' | 'postgres',
): Promise<{ env: Record<string, string>; drop(): Promise<void> }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'seed-bench-'));
  const env: Record<string, string> = { DATA_DIR: dataDir, MEDIA_DIR: join(dataDir, 'media') };
  if (kind === 'pglite') return { env, drop: async () => {} };
  const serverUrl = new URL(values.postgres!);
  const name = `seed_bench_${Date.now()}`;
  const admin = new pg.Client({ connectionString: serverUrl.toString() });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const dbUrl = new URL(serverUrl);
  dbUrl.pathname = `/${name}`;
  env.DATABASE_URL = dbUrl.toString();
  return {
    env,
    drop: async () => {
      const client = new pg.Client({ connectionString: serverUrl.toString() });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

async function benchOne(kind: 'pglite' | 'postgres') {
  const database = await withDatabase(kind);
  try {
    const seedArgs = values.products ? ['--products', values.products] : [];
    const started = Date.now();
    execFileSync(process.execPath, ['--import', 'tsx', 'packages/db/src/seed/cli.ts', ...seedArgs], {
      cwd: root,
      env: { ...process.env, ...database.env },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    const seedSeconds = (Date.now() - started) / 1000;

    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const server = startStore({
      ...database.env,
      PORT: String(port),
      NODE_ENV: 'production',
      // Production refuses to start without a real sender; the bench sends no mail.
      MAIL_FROM: 'Store <no-reply@bench.example.com>',
      LOG_LEVEL: 'warn',
      SESSION_SECRET: randomBytes(32).toString('hex'),
      // One client address sends every request here; the per-address limit would answer 429.
      RATE_LIMIT_PER_MINUTE: '0',
    });
    const ceilingPort = await freePort();
    let ceiling: ReturnType<typeof startNode> | undefined;
    try {
      await waitForOk(`${base}/api/health`, 120_000);
      const listUrl = `${base}/api/products/all?limit=12`;
      const list = await fetch(listUrl);
      const listBody = Buffer.from(await list.arrayBuffer());
      const firstId = (JSON.parse(listBody.toString()) as { products?: { id: number }[] }).products?.[0]?.id;
      if (!firstId) throw new Error(`no product in ${listUrl}`);
      const productUrl = `${base}/api/products/${firstId}`;
      const productBody = Buffer.from(await (await fetch(productUrl)).arrayBuffer());
      const bodies = mkdtempSync(join(tmpdir(), 'seed-ceiling-'));
      writeFileSync(join(bodies, 'list'), listBody);
      writeFileSync(join(bodies, 'product'), productBody);
      ceiling = startNode(
        [
          'bench/src/ceiling.ts',
          String(ceilingPort),
          list.headers.get('content-type') ?? 'application/json',
          `list=${join(bodies, 'list')}`,
          `product=${join(bodies, 'product')}`,
        ],
        {},
      );
      const ceilingUrl = `http://127.0.0.1:${ceilingPort}/ceiling`;
      await waitForOk(`${ceilingUrl}/list`, 30_000);
      const kb = (body: Buffer) => `${Math.round(body.length / 1024)} KB`;
      const productCeiling = `in-memory ceiling (the product's bytes, ${kb(productBody)})`;

      // One warm-up pass so JIT and caches are in the same state for every endpoint.
      for (const url of [listUrl, productUrl, `${base}/ar`]) await fetch(url);
      const rows = [
        await load(`in-memory ceiling (the list's bytes, ${kb(listBody)})`, `${ceilingUrl}/list`),
        await load(productCeiling, `${ceilingUrl}/product`),
        await load('GET /api/products/all?limit=12', listUrl),
        await load('GET /api/products/all?limit=12&search=palm', `${listUrl}&search=palm`),
        await load('GET /api/products/all?search=… (uncached, varied)', base, { requests: searchRequests() }),
        // One shopper at a time: the search's own latency, without queueing behind 49 others.
        await load('same, 1 connection', base, { requests: searchRequests(), clients: 1 }),
        // A product page is about five times the list's bytes: its share is of a ceiling sending the same.
        await load(`GET /api/products/${firstId}`, productUrl, {
          target: PRODUCT_TARGET,
          ceiling: productCeiling,
        }),
        await load('GET /ar (server-rendered)', `${base}/ar`),
      ];
      return { kind, seedSeconds, rows, memory: memoryOf(server.pid!) };
    } finally {
      if (ceiling) await stop(ceiling);
      await stop(server);
    }
  } finally {
    await database.drop();
  }
}

// Every target is met in the same run as its ceiling, without errors, or the row fails.
function verdict(row: Row, share: number): string {
  if (!row.target) return '';
  const { minShare, maxP99 } = row.target;
  const pass = share >= minShare && row.p99 < maxP99 && row.errors === 0;
  return `${pass ? 'PASS' : 'FAIL'} (≥ ${minShare * 100}%, p99 < ${maxP99} ms, 0 errors)`;
}

function print(result: Awaited<ReturnType<typeof benchOne>>) {
  const listCeiling = result.rows[0]!.reqPerSec;
  const ceilingOf = (row: Row) =>
    result.rows.find((other) => other.name === row.ceiling)?.reqPerSec ?? listCeiling;
  console.log(
    `\n## ${result.kind} (seeded in ${result.seedSeconds.toFixed(1)} s; ${connections} connections, ${duration} s each)`,
  );
  console.log('| endpoint | req/s | share of ceiling | p50 ms | p99 ms | errors | target |');
  console.log('|---|---:|---:|---:|---:|---:|---|');
  const percent = (share: number) => `${(share * 100).toFixed(share < 0.01 ? 1 : 0)}%`;
  for (const row of result.rows) {
    const share = row.reqPerSec / ceilingOf(row);
    const ofList = row.ceiling ? ` (${percent(row.reqPerSec / listCeiling)} of the list's)` : '';
    console.log(
      `| ${row.name} | ${row.reqPerSec.toFixed(0)} | ${percent(share)}${ofList} | ${row.p50} | ${row.p99} | ${row.errors} | ${verdict(row, share)} |`,
    );
  }
  console.log(`server RSS after load: ${result.memory.rssMb} MB (peak ${result.memory.peakMb} MB)`);
}

execFileSync(process.execPath, ['scripts/web-build.mjs'], { cwd: root, stdio: 'inherit' });
const results = [await benchOne('pglite')];
if (values.postgres) results.push(await benchOne('postgres'));
results.forEach(print);
// Alone, after the load tests, so nothing else competes for the cores.
const render = await benchPrintRender();
console.log(
  `\nstudio print file render per side (32 cm area at 300 DPI): median ${render.medianMs.toFixed(0)} ms, ` +
    `max ${render.maxMs.toFixed(0)} ms over ${render.runs} runs (target < 3000 ms)`,
);
mkdirSync(join(root, 'bench/results'), { recursive: true });
writeFileSync(
  join(root, 'bench/results', `bench-${Date.now()}.json`),
  JSON.stringify({ results, printRender: render }, null, 2),
);
