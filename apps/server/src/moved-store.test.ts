import { execFile } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { type S3StandIn, startS3StandIn } from '@seed/media/s3-stand-in';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from './test/store-http';
import {
  admin,
  freePort,
  root,
  runScript,
  type StoreProcess,
  startStore,
  stopProcess,
  waitHealthy,
  withDatabase,
} from './test/store-process';

// Issue 24: a shop that outgrows the embedded database moves to PostgreSQL and a bucket with
// `npm run move-store`, and then serves what it served before. The store runs as `npm start` runs it, first on
// PGlite (its first start seeds the demo), then on what the command copied.
const databaseServer = process.env.TEST_DATABASE_URL;
if (!databaseServer) {
  const line = '!'.repeat(72);
  console.warn(`\n${line}\n!! MOVED-STORE TEST SKIPPED: no PostgreSQL (TEST_DATABASE_URL).\n${line}\n`);
}

// A returning visitor, so both stores render for the same person (no new device id, no currency lookup).
const VISITOR = 'deviceId=moved-store-test; currency=KWD; currencyLock=t; locale=en';
// The demo's first start (migrations, the catalogue and its pictures) on a busy machine.
const FIRST_START_MS = 600_000;

type Seen = { pages: Map<string, string>; pictures: Map<string, string> };

/**
 * What a page shows: its words and the addresses of its links and pictures, each as often as it appears. Not
 * the HTML itself, which differs between two renders by design: each response's nonce, and the order in which
 * the deferred lists of a product page resolve and are streamed (React's hidden segments, the loader data).
 */
function shown(html: string): string {
  const markup = html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, ' ')
    .replace(/<style\b[^>]*>[\s\S]*?<\/style>/g, ' ');
  const words = markup
    .replace(/<[^>]*>/g, ' ')
    .split(/\s+/)
    .filter(Boolean)
    .sort();
  const addresses = [...markup.matchAll(/\b(?:href|src|srcset)="([^"]*)"/g)].map((match) => match[1]).sort();
  return JSON.stringify({ words, addresses }, null, 1);
}

// The view counts move with every visit (the first store counts the visits this test makes); nothing else may.
function withoutViews(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutViews);
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value)
        .filter(([key]) => !/views?$/i.test(key))
        .map(([key, inner]) => [key, withoutViews(inner)]),
    );
  return value;
}

async function look(store: StoreProcess, paths: string[], pictures: string[]): Promise<Seen> {
  const seen: Seen = { pages: new Map(), pictures: new Map() };
  for (const path of paths) {
    const reply = await call(store.url, path, { cookie: VISITOR });
    expect(reply.status, `${store.name} ${path}`).toBe(200);
    seen.pages.set(
      path,
      path.startsWith('/api/') ? JSON.stringify(withoutViews(reply.json()), null, 1) : shown(reply.text),
    );
  }
  for (const picture of pictures) {
    const reply = await fetch(`${store.url}${picture}`);
    expect(reply.status, `${store.name} ${picture}`).toBe(200);
    const bytes = Buffer.from(await reply.arrayBuffer());
    seen.pictures.set(picture, createHash('sha256').update(bytes).digest('hex'));
  }
  return seen;
}

describe.skipIf(!databaseServer)('a PGlite store moved to PostgreSQL and a bucket', () => {
  const dir = mkdtempSync(join(tmpdir(), 'seed-moved-'));
  // Named like the other test databases, so CI's clean-up drops it if this run crashes.
  const database = `seed_test_moved_${process.pid}_${randomBytes(4).toString('hex')}`;
  let bucket: S3StandIn | undefined;
  let before: Seen;
  let after: Seen;
  let moveOutput = '';
  const paths: string[] = [];
  const pictures: string[] = [];

  beforeAll(async () => {
    await runScript(['scripts/web-build.mjs'], 'building the web for the moved-store test');
    const port = await freePort();
    const env = (extra: NodeJS.ProcessEnv): NodeJS.ProcessEnv => ({
      ...process.env,
      // Vitest's; a store started with `npm start` has none.
      NODE_ENV: undefined,
      SEED_STRICT_REFUSALS: undefined,
      DATABASE_URL: undefined,
      REDIS_URL: undefined,
      PORT: String(port),
      HOST: '127.0.0.1',
      // The same address before and after, so the pages' links are the same.
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      RATE_LIMIT_PER_MINUTE: '0',
      LOG_LEVEL: 'warn',
      ...extra,
    });

    const embedded = startStore('embedded', dir, env({ DATA_DIR: join(dir, 'data') }));
    try {
      await waitHealthy(embedded.url, embedded, FIRST_START_MS);
      const list = await call(embedded.url, '/api/products/all?limit=12', { cookie: VISITOR });
      const [first] = list.json<{ products: { id: number }[] }>().products;
      const product = await call(embedded.url, `/api/products/${first?.id}`, { cookie: VISITOR });
      paths.push(
        '/api/products/all?limit=12',
        `/api/products/${first?.id}`,
        '/api/explore/categories/subcategories',
        '/en',
        '/ar',
        `/en/products/${first?.id}`,
        `/ar/products/${first?.id}`,
      );
      pictures.push(...new Set(product.text.match(/\/media\/[a-z0-9_-]+\/[a-z0-9_.-]+\.webp/g) ?? []));
      before = await look(embedded, paths, pictures);
    } finally {
      // A clean stop writes the last views and closes the embedded database before it is copied.
      await stopProcess(embedded.child, embedded.exited);
    }

    bucket = await startS3StandIn();
    await admin(databaseServer ?? '', `create database "${database}"`);
    const databaseUrl = withDatabase(databaseServer ?? '', database);
    // Not execFileSync: the bucket's stand-in answers from this process, whose event loop must keep running.
    const moved = await promisify(execFile)(
      process.execPath,
      [
        '--import',
        'tsx',
        'packages/db/src/move/cli.ts',
        '--from-data-dir',
        join(dir, 'data'),
        '--to',
        databaseUrl,
      ],
      { cwd: root, env: { ...process.env, ...bucket.env }, maxBuffer: 16 * 1024 * 1024 },
    );
    moveOutput = moved.stdout;

    const server = startStore(
      'moved',
      dir,
      env({ DATA_DIR: join(dir, 'data-after'), DATABASE_URL: databaseUrl, ...bucket.env }),
    );
    try {
      await waitHealthy(server.url, server);
      after = await look(server, paths, pictures);
      expect(server.log()).not.toContain('seeding the demo');
    } finally {
      await stopProcess(server.child, server.exited);
    }
  }, 1_200_000);

  afterAll(async () => {
    await bucket?.stop();
    if (databaseServer) await admin(databaseServer, `drop database if exists "${database}" with (force)`);
    rmSync(dir, { recursive: true, force: true });
  }, 60_000);

  it('is copied whole: every table, sequence and object compared by the command', () => {
    expect(moveOutput).toContain('move-store: every table, sequence and object matches');
  });

  it('serves the same API replies and pages, in both languages, from PostgreSQL and the bucket', () => {
    expect(paths.length).toBeGreaterThan(5);
    for (const path of paths) expect(after.pages.get(path), path).toBe(before.pages.get(path));
  });

  it('serves the same pictures, byte for byte, from the bucket', () => {
    expect(pictures.length).toBeGreaterThan(0);
    for (const picture of pictures)
      expect(after.pictures.get(picture), picture).toBe(before.pictures.get(picture));
  });
});
