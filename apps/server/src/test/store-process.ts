import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { closeSync, openSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

// The store's processes as `npm start` runs them, for the tests that start whole stores (replicas.test.ts,
// moved-store.test.ts).

export const root = fileURLToPath(new URL('../../../..', import.meta.url));

// A store's first start migrates and seeds the demo catalogue (images cached after the first time); on a
// busy 2-core machine that has taken a minute, and the second replica waits for the first's seed.
const START_TIMEOUT_MS = 240_000;

/** A store process: its address, and its log so far. */
export type StoreProcess = {
  name: string;
  url: string;
  child: ChildProcess;
  exited: Promise<number | null>;
  /** Its log so far (pino JSON lines), for what it did: requests served, jobs run. */
  log(): string;
};

export async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  server.close();
  if (!address || typeof address === 'string') throw new Error('no free port');
  return address.port;
}

export function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

export async function admin(url: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

export function runScript(args: string[], what: string): Promise<void> {
  const child = spawn(process.execPath, args, { cwd: root, stdio: 'inherit' });
  return once(child, 'exit').then(([code]) => {
    if (code !== 0)
      throw new Error(`${what} failed (exit ${code}): run \`npm run build\` and look at its errors`);
  });
}

export async function waitHealthy(
  url: string,
  replica?: StoreProcess,
  timeoutMs = START_TIMEOUT_MS,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let gone = false;
  void replica?.exited.then(() => {
    gone = true;
  });
  while (Date.now() < deadline) {
    if (gone)
      throw new Error(`store ${replica?.name} exited while starting:\n${replica?.log().slice(-3000)}`);
    const reply = await fetch(`${url}/api/health`).catch(() => null);
    if (reply?.ok) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} was not healthy within ${timeoutMs / 1000} s:\n${replica?.log().slice(-3000)}`);
}

export function startStore(name: string, dir: string, env: NodeJS.ProcessEnv, logName = name): StoreProcess {
  const logFile = join(dir, `store-${logName}.log`);
  const out = openSync(logFile, 'a');
  // As `npm start` runs it (package.json), without npm in between, so a signal reaches the server itself.
  const child = spawn(process.execPath, ['--max-old-space-size=192', 'scripts/start.mjs'], {
    cwd: root,
    env,
    stdio: ['ignore', out, out],
  });
  closeSync(out);
  const exited = once(child, 'exit').then(([code]) => code as number | null);
  return {
    name,
    url: `http://127.0.0.1:${env.PORT}`,
    child,
    exited,
    log: () => readFileSync(logFile, 'utf8'),
  };
}

export async function stopProcess(child: ChildProcess, exited: Promise<unknown>): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
  await exited;
  clearTimeout(timer);
}
