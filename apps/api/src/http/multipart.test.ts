import { Readable } from 'node:stream';
import { media } from '@seed/db/schema/media';
import { users } from '@seed/db/schema/users';
import { testDatabaseKinds } from '@seed/db/test-database';
import { DEFAULT_LIMITS } from '@seed/media/intake';
import { pngImage } from '@seed/media/test-images';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession, createTestApi, type TestApi } from '../test/api';

const UPLOAD_ROUTES = [
  '/api/media/upload',
  '/api/media/remover-background',
  '/api/design-requests/upload-attachment',
];
const BOUNDARY = 'fuzzBoundary7MA4YWxkTrZu0gW';
const MULTIPART = `multipart/form-data; boundary=${BOUNDARY}`;
const LIMIT = DEFAULT_LIMITS.maxBytes;

function filePart(filename = 'photo.png') {
  return `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: image/png\r\n\r\n`;
}
const CLOSE = `\r\n--${BOUNDARY}--\r\n`;

describe.each(testDatabaseKinds())('multipart uploads on %s', (kind) => {
  let api: TestApi;
  let authorization: string;
  let png: Buffer;

  beforeAll(async () => {
    // With the job queue, as the store runs: background removal is only offered on it.
    api = await createTestApi(kind, {}, { jobs: true });
    const [user] = await api.db
      .insert(users)
      .values({ email: 'huda@example.com' })
      .returning({ id: users.id });
    authorization = `Bearer ${await createSession(api.db, user!.id)}`;
    png = await pngImage(40, 40);
  });
  afterAll(() => api?.close());

  const post = (url: string, payload: InjectOptions['payload'], contentType = MULTIPART) =>
    api.app.inject({ method: 'POST', url, payload, headers: { authorization, 'content-type': contentType } });

  async function expectRefused(response: Awaited<ReturnType<typeof post>>, status: number, message: RegExp) {
    expect(response.json()).toEqual({
      statusCode: status,
      code: status === 413 ? 'TOO_LARGE' : 'INVALID_DATA',
      message: expect.stringMatching(message),
    });
    expect(await api.db.select({ id: media.id }).from(media)).toEqual([]);
  }

  describe.each(UPLOAD_ROUTES)('%s', (url) => {
    it('refuses multipart without a boundary with 400', async () => {
      const body = Buffer.concat([Buffer.from(filePart()), png, Buffer.from(CLOSE)]);
      await expectRefused(await post(url, body, 'multipart/form-data'), 400, /multipart body cannot be read/);
    });

    it('refuses a body that stops before its closing boundary with 400', async () => {
      const cut = Buffer.concat([Buffer.from(filePart()), png, Buffer.from(`\r\n--${BOUNDARY}`)]);
      await expectRefused(await post(url, cut), 400, /multipart body cannot be read/);
      const noEnd = Buffer.concat([Buffer.from(filePart()), png]);
      await expectRefused(await post(url, noEnd), 400, /multipart body cannot be read/);
    });

    it('refuses a NUL in a field or in the file name with 400', async () => {
      const field = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="note"\r\n\r\na\u0000b\r\n`;
      const withField = Buffer.concat([Buffer.from(field + filePart()), png, Buffer.from(CLOSE)]);
      await expectRefused(await post(url, withField), 400, /^body\.note: must not contain the NUL/);
      const named = Buffer.concat([Buffer.from(filePart('a\u0000.png')), png, Buffer.from(CLOSE)]);
      await expectRefused(await post(url, named), 400, /^body\.file\.filename: must not contain the NUL/);
    });
  });

  // Busboy stops passing data on at the limit and drops the rest; when the limit falls on the end of a
  // chunk, @fastify/multipart's toBuffer used to return the first 15 MB as the whole file. Browsers and
  // fetch send a file in 64 KiB chunks, and 15 MB is 240 of them.
  it('answers 413 and stores nothing when the limit falls on the end of a chunk', async () => {
    const junk = Buffer.alloc(LIMIT - png.length, 7);
    const chunks = [Buffer.from(filePart()), png, junk, Buffer.alloc(64 * 1024, 7), Buffer.from(CLOSE)];
    const response = await post('/api/media/upload', Readable.from(chunks));
    await expectRefused(response, 413, /larger than 15 MB/);
  });

  it('answers 413, never "Only JPEG…", to a single 16 MB upload', async () => {
    const body = Buffer.concat([
      Buffer.from(filePart()),
      Buffer.alloc(16 * 1024 * 1024, 1),
      Buffer.from(CLOSE),
    ]);
    await expectRefused(await post('/api/media/upload', body), 413, /larger than 15 MB/);
  });

  it('answers 413 to each of 4 parallel uploads of a PNG and 20 MB of junk over HTTP', async () => {
    const address = await api.app.listen({ port: 0, host: '127.0.0.1' });
    const upload = () => {
      const form = new FormData();
      form.append('file', new Blob([png, Buffer.alloc(20 * 1024 * 1024, 9)]), 'big.png');
      return fetch(`${address}/api/media/upload`, { method: 'POST', body: form, headers: { authorization } });
    };
    const responses = await Promise.all([upload(), upload(), upload(), upload()]);
    expect(responses.map((response) => response.status)).toEqual([413, 413, 413, 413]);
    expect(await api.db.select({ id: media.id }).from(media)).toEqual([]);
  }, 60_000);
});
