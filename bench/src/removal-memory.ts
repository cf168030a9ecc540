// `npm run bench:removal-memory [-- --data-dir DIR] [--after S] [--idle-seconds S] [--model small|medium]`
// Starts the built server, removes the background of one photo through the API and samples the resident memory
// of the server and of its background removal process before, during and for S seconds after. See bench/README.md.
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import sharp from 'sharp';
import { freePort, memoryOf, startStore, stop, waitForOk } from './processes';

const root = resolve(import.meta.dirname, '../..');
const { values } = parseArgs({
  options: {
    // A seeded DATA_DIR; it is copied, so the run leaves it as it was. Without it a fresh one is seeded.
    'data-dir': { type: 'string' },
    after: { type: 'string', default: '120' },
    // The server's own default unless given.
    'idle-seconds': { type: 'string' },
    model: { type: 'string' },
  },
});
const afterSeconds = Number(values.after);
const SAMPLE_MS = 250;

type Sample = { at: number; serverMb: number; removalMb: number };

// The server's descendants that run the removal worker, from /proc (Linux).
function removalProcesses(serverPid: number): number[] {
  const parents = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // The command name is in parentheses and may hold spaces; the parent's id is the second field after it.
      parents.set(Number(entry), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
    } catch {
      // the process ended while the list was read
    }
  }
  const descends = (pid: number): boolean => {
    for (let parent = parents.get(pid); parent !== undefined && parent > 1; parent = parents.get(parent)) {
      if (parent === serverPid) return true;
    }
    return false;
  };
  return [...parents.keys()].filter((pid) => {
    if (!descends(pid)) return false;
    try {
      return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('removal-worker');
    } catch {
      return false;
    }
  });
}

function sample(serverPid: number, started: number): Sample {
  let removalMb = 0;
  for (const pid of removalProcesses(serverPid)) {
    try {
      removalMb += memoryOf(pid).rssMb;
    } catch {
      // it exited between the list and the read
    }
  }
  return { at: (Date.now() - started) / 1000, serverMb: memoryOf(serverPid).rssMb, removalMb };
}

// A phone-sized photo: a subject on a textured background, as a JPEG.
async function photo(): Promise<Buffer> {
  const stripes = Array.from(
    { length: 40 },
    (_, i) =>
      `<rect x="${i * 80}" width="40" height="2400" fill="#${(0x557799 + i * 0x030201).toString(16)}"/>`,
  ).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="3200" height="2400">
    <rect width="3200" height="2400" fill="#c8d8c0"/>${stripes}
    <ellipse cx="1600" cy="1300" rx="700" ry="900" fill="#aa3322"/>
    <circle cx="1600" cy="500" r="320" fill="#e0b090"/></svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 90 }).toBuffer();
}

async function signIn(base: string): Promise<string> {
  const reply = await fetch(`${base}/api/auth/signin-or-signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email: `bench-${Date.now()}@example.com`,
      password: randomBytes(12).toString('hex'),
    }),
  });
  if (!reply.ok) throw new Error(`sign-up answered ${reply.status}: ${await reply.text()}`);
  return ((await reply.json()) as { accessToken: string }).accessToken;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const max = (samples: Sample[], key: 'serverMb' | 'removalMb') => Math.max(...samples.map((s) => s[key]));

async function measure(dataDir: string) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = startStore(
    {
      DATA_DIR: dataDir,
      PORT: String(port),
      PUBLIC_URL: base,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      SESSION_SECRET: randomBytes(32).toString('hex'),
      RATE_LIMIT_PER_MINUTE: '0',
      ...(values['idle-seconds'] && { BACKGROUND_REMOVAL_IDLE_SECONDS: values['idle-seconds'] }),
      ...(values.model && { BACKGROUND_REMOVAL_MODEL: values.model }),
    },
    false,
  );
  try {
    await waitForOk(`${base}/api/health`, 120_000);
    // Pages and lists once each, so "before" is a server that has served, not one that just started.
    for (const path of [
      '/ar',
      '/en',
      '/api/products/all?limit=12',
      '/en/products/1',
      '/en/products/1/customize',
    ])
      await fetch(`${base}${path}`);
    const token = await signIn(base);
    await sleep(5000);
    const started = Date.now();
    const before = sample(server.pid!, started);

    const form = new FormData();
    form.append('file', new Blob([await photo()], { type: 'image/jpeg' }), 'photo.jpg');
    const posted = await fetch(`${base}/api/media/remover-background`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    if (posted.status !== 202) throw new Error(`removal answered ${posted.status}: ${await posted.text()}`);
    const { jobId } = (await posted.json()) as { jobId: string };
    const during: Sample[] = [];
    for (;;) {
      during.push(sample(server.pid!, started));
      const job = (await (
        await fetch(`${base}/api/media/remover-background/${jobId}`, {
          headers: { authorization: `Bearer ${token}` },
        })
      ).json()) as { status: string; message?: string };
      if (job.status === 'failed') throw new Error(`the removal failed: ${job.message}`);
      if (job.status === 'done') break;
      await sleep(SAMPLE_MS);
    }
    const doneAt = (Date.now() - started) / 1000;
    const after: Sample[] = [];
    while ((Date.now() - started) / 1000 < doneAt + afterSeconds) {
      after.push(sample(server.pid!, started));
      await sleep(1000);
    }
    // Only a removal that ran in a process of its own can see that process leave.
    const exitedAt = max(during, 'removalMb') > 0 ? after.find((s) => s.removalMb === 0)?.at : undefined;
    return { before, during, after, doneAt, exitedAt };
  } finally {
    await stop(server);
  }
}

execFileSync(process.execPath, ['scripts/web-build.mjs'], { cwd: root, stdio: 'inherit' });
const dataDir = mkdtempSync(join(tmpdir(), 'seed-removal-memory-'));
const loadBefore = loadavg();
let result: Awaited<ReturnType<typeof measure>>;
try {
  if (values['data-dir']) cpSync(resolve(values['data-dir']), dataDir, { recursive: true });
  else {
    console.log(`seeding a fresh catalogue in ${dataDir} (about 2 minutes)…`);
    execFileSync(process.execPath, ['--import', 'tsx', 'packages/db/src/seed/cli.ts'], {
      cwd: root,
      env: { ...process.env, DATA_DIR: dataDir },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
  }
  result = await measure(dataDir);
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}

const { before, during, after, doneAt, exitedAt } = result;
const last = after.at(-1)!;
const load = (l: number[]) => l.map((n) => n.toFixed(2)).join(', ');
const row = (what: string, server: number, removal: number) =>
  `| ${what} | ${server} MB | ${removal ? `${removal} MB` : 'none'} | ${server + removal} MB |`;
console.log(
  `\nload average ${load(loadBefore)} at the start, ${load(loadavg())} at the end, ${availableParallelism()} CPUs`,
);
console.log('| when | server RSS | removal process RSS | together |');
console.log('|---|---:|---:|---:|');
console.log(row('before the removal', before.serverMb, before.removalMb));
console.log(
  row(
    `during (peak; the job took ${doneAt.toFixed(1)} s)`,
    max(during, 'serverMb'),
    max(during, 'removalMb'),
  ),
);
console.log(row(`${afterSeconds} s after the job`, last.serverMb, last.removalMb));
if (exitedAt !== undefined) {
  console.log(`the removal process was gone ${(exitedAt - doneAt).toFixed(0)} s after the job`);
} else if (last.removalMb > 0) {
  console.log(`the removal process was still running ${afterSeconds} s after the job`);
}
const timeline = after
  .filter((_, i) => i % 15 === 0)
  .map((s) => `${s.at.toFixed(0)} s ${s.serverMb}+${s.removalMb}`);
console.log(`RSS (seconds since the request: server+removal MB): ${timeline.join(', ')}`);
