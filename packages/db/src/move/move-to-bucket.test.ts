import { execFile } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { FolderStore } from '@seed/media/folder-store';
import { type S3StandIn, startS3StandIn } from '@seed/media/s3-stand-in';
import { S3Store } from '@seed/media/s3-store';
import { count } from 'drizzle-orm';
import pg from 'pg';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase } from '../client';
import { migrateDatabase } from '../migrate';
import { media } from '../schema/media';
import { users } from '../schema/users';
import { createMediaWriter } from '../seed/media-writer';

const adminUrl = process.env.TEST_DATABASE_URL;
if (!adminUrl)
  console.warn('SKIPPED move-store into a bucket: TEST_DATABASE_URL is not set, so there is no PostgreSQL');

const root = join(import.meta.dirname, '../../../..');
const run = promisify(execFile);
const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

async function admin(sql: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

const square = (colour: string) =>
  sharp({ create: { width: 48, height: 48, channels: 3, background: colour } })
    .png()
    .toBuffer();

// A small store rather than the demo: two images (their variants), a print file, a stray half-written file
// and a few rows cover what the bucket target does, in seconds.
async function smallStore(dataDir: string) {
  const mediaDir = join(dataDir, 'media');
  const database = await createDatabase({ dataDir: join(dataDir, 'pglite') });
  try {
    await migrateDatabase(database);
    await database.db
      .insert(users)
      .values([{ email: 'moved-a@example.com' }, { email: 'moved-b@example.com' }]);
    const write = createMediaWriter(database.db, new FolderStore(mediaDir));
    await write('products', 'red', () => square('#c0392b'));
    await write('users', 'blue', () => square('#2c3e50'));
  } finally {
    await database.close();
  }
  await new FolderStore(mediaDir).put(
    'print-files',
    'order_front.pdf',
    Buffer.from('%PDF-1.4 x'),
    'application/pdf',
  );
  await writeFile(join(mediaDir, 'products', '.upload-1234.tmp'), 'half written');
}

// Every file of the media folder a store would have written, as folder/key.
async function mediaFiles(mediaDir: string): Promise<string[]> {
  const files: string[] = [];
  for (const folder of await readdir(mediaDir))
    for (const key of await readdir(join(mediaDir, folder)))
      if (!key.startsWith('.')) files.push(`${folder}/${key}`);
  return files.sort();
}

describe.skipIf(!adminUrl)('moving a PGlite store to PostgreSQL and a bucket (npm run move-store)', () => {
  const name = `seed_test_move_bucket_${randomBytes(4).toString('hex')}`;
  let work: string;
  let bucket: S3StandIn;
  let store: S3Store;
  let output: string;

  beforeAll(async () => {
    work = await mkdtemp(join(tmpdir(), 'move-bucket-'));
    await mkdir(join(work, 'data'));
    await smallStore(join(work, 'data'));
    bucket = await startS3StandIn();
    store = new S3Store({
      bucket: bucket.bucket,
      endpoint: bucket.endpoint,
      region: 'us-east-1',
      accessKeyId: bucket.env.MEDIA_S3_ACCESS_KEY_ID,
      secretAccessKey: bucket.env.MEDIA_S3_SECRET_ACCESS_KEY,
      forcePathStyle: true,
    });
    await admin(`create database "${name}"`);
    const url = new URL(adminUrl ?? '');
    url.pathname = `/${name}`;
    // The command as an operator runs it: the bucket named by the MEDIA_S3_* variables a replica reads. Not
    // spawnSync: the stand-in answers from this process, whose event loop must keep running.
    const moved = await run(
      process.execPath,
      [
        '--import',
        'tsx',
        'packages/db/src/move/cli.ts',
        '--from-data-dir',
        join(work, 'data'),
        '--to',
        url.href,
      ],
      { cwd: root, env: { ...process.env, ...bucket.env }, encoding: 'utf8' },
    );
    output = moved.stdout;
  }, 180_000);

  afterAll(async () => {
    store?.close();
    await bucket?.stop();
    if (adminUrl) await admin(`drop database if exists "${name}" with (force)`);
    if (work) await rm(work, { recursive: true, force: true });
  });

  it('reports every table and object the same on both sides', async () => {
    const files = await mediaFiles(join(work, 'data', 'media'));
    // Two images of several variants each, and the print file.
    expect(files.length).toBeGreaterThan(5);
    const bytes = (
      await Promise.all(files.map((file) => readFile(join(work, 'data', 'media', file))))
    ).reduce((sum, data) => sum + data.length, 0);
    expect(output).toContain(`copying media from ${join(work, 'data', 'media')} to s3://${bucket.bucket}`);
    expect(output).toMatch(/^users\s+2\s+2\s+same /m);
    expect(output).toMatch(/^media\s+2\s+2\s+same /m);
    expect(output).toContain(`media: ${files.length} objects, ${bytes} bytes (0 already there), 0 different`);
    expect(output).toContain('not media, left behind: products/.upload-1234.tmp');
    expect(output).toContain('move-store: every table, sequence and object matches');
  });

  it('leaves each object in the bucket with the bytes of its file, public variants apart from the rest', async () => {
    const files = await mediaFiles(join(work, 'data', 'media'));
    for (const file of files) {
      const [folder = '', key = ''] = file.split('/');
      const stored = await store.get(folder, key);
      expect(stored, file).not.toBeNull();
      const hash = createHash('sha256');
      for await (const chunk of stored?.body ?? []) hash.update(chunk as Buffer);
      expect(hash.digest('hex'), file).toBe(sha256(await readFile(join(work, 'data', 'media', file))));
    }
    const client = new S3Client({
      region: 'us-east-1',
      endpoint: bucket.endpoint,
      forcePathStyle: true,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    });
    const listed = await client.send(new ListObjectsV2Command({ Bucket: bucket.bucket }));
    client.destroy();
    const expected = files.map((file) =>
      file.endsWith('.webp') && !file.startsWith('print-files/') ? `media/${file}` : `private/${file}`,
    );
    expect((listed.Contents ?? []).map((object) => object.Key).sort()).toEqual(expected.sort());
  });

  it('fills the PostgreSQL database with the rows', async () => {
    const url = new URL(adminUrl ?? '');
    url.pathname = `/${name}`;
    const target = await createDatabase({ url: url.href });
    try {
      expect(await target.db.select({ n: count() }).from(users)).toEqual([{ n: 2 }]);
      expect(await target.db.select({ n: count() }).from(media)).toEqual([{ n: 2 }]);
    } finally {
      await target.close();
    }
  });
});
