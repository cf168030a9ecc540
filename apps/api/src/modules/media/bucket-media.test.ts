import { readdir } from 'node:fs/promises';
import { buffer } from 'node:stream/consumers';
import { users } from '@seed/db/schema/users';
import { type S3StandIn, startS3StandIn } from '@seed/media/s3-stand-in';
import { pngImage } from '@seed/media/test-images';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession, createTestApi, type TestApi } from '../../test/api';
import { DATABASE_TIMEOUT, multipart } from './test-app';

// The whole API chosen by env as a replica is: MEDIA_S3_* puts uploads in the bucket and /media streams
// them back from it, or sends browsers to the bucket's CDN when MEDIA_BASE_URL names one.
describe('media in an S3 bucket (MEDIA_S3_*)', () => {
  let standIn: S3StandIn;
  beforeAll(async () => {
    standIn = await startS3StandIn();
  });
  afterAll(() => standIn?.stop());

  async function upload(api: TestApi) {
    const [user] = await api.db
      .insert(users)
      .values({ email: `bucket-${Math.random().toString(36).slice(2)}@example.com` })
      .returning({ id: users.id });
    if (!user) throw new Error('no user inserted');
    const token = await createSession(api.db, user.id);
    const form = await multipart('file', await pngImage(60, 40), 'photo.png');
    const response = await api.app.inject({
      method: 'POST',
      url: '/api/media/upload',
      payload: form.payload,
      headers: { ...form.headers, authorization: `Bearer ${token}` },
    });
    expect(response.statusCode).toBe(201);
    return response.json() as {
      pathname: string;
      foldersName: string;
      url: { small: string; large: string };
    };
  }

  describe('streamed through /media', () => {
    let api: TestApi;
    beforeAll(async () => {
      api = await createTestApi('pglite', standIn.env);
    }, DATABASE_TIMEOUT);
    afterAll(() => api?.close());

    it('keeps an upload in the bucket, not the folder, and serves it with the same caching', async () => {
      const saved = await upload(api);
      expect(await readdir(api.mediaDir)).toEqual([]);
      const path = new URL(saved.url.large).pathname;
      const response = await api.app.inject({ url: path });
      expect(response.statusCode).toBe(200);
      expect(response.headers).toMatchObject({
        'content-type': 'image/webp',
        'cache-control': 'public, max-age=31536000, immutable',
        etag: expect.stringMatching(/^"[0-9a-f]{32}"$/),
      });
      expect(response.rawPayload.subarray(8, 12).toString()).toBe('WEBP');
      expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);

      const again = await api.app.inject({
        url: path,
        headers: { 'if-none-match': String(response.headers.etag) },
      });
      expect(again.statusCode).toBe(304);

      // Every variant is in the bucket; a name that is not a variant is never served at /media.
      const [folder = '', file = ''] = path.split('/').slice(2);
      for (const size of ['small', 'medium', 'large']) {
        const variant = await api.store.get(folder, file.replace(/^large_/, `${size}_`));
        expect(variant && (await buffer(variant.body)).length).toBeGreaterThan(0);
      }
      expect((await api.app.inject({ url: `/media/${folder}/${saved.pathname}` })).statusCode).toBe(404);
    });
  });

  describe('behind a CDN of its own (MEDIA_BASE_URL)', () => {
    let api: TestApi;
    beforeAll(async () => {
      api = await createTestApi('pglite', { ...standIn.env, MEDIA_BASE_URL: 'https://cdn.store.test/' });
    }, DATABASE_TIMEOUT);
    afterAll(() => api?.close());

    it('points image URLs at the CDN and redirects /media there, at the path the bucket holds', async () => {
      const saved = await upload(api);
      const url = new URL(saved.url.small);
      expect(url.origin).toBe('https://cdn.store.test');
      const response = await api.app.inject({ url: url.pathname });
      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toBe(saved.url.small);
      expect(response.headers['cache-control']).toBe('public, max-age=86400');
      // What the CDN fetches from the bucket, by the same path: `media/{folder}/{file}`.
      const object = await fetch(`${standIn.endpoint}/${standIn.bucket}${url.pathname}`);
      expect(object.status).toBe(200);
      expect(
        Buffer.from(await object.arrayBuffer())
          .subarray(8, 12)
          .toString(),
      ).toBe('WEBP');
    });

    it('still answers 404 for what is never public', async () => {
      for (const url of [
        '/media/print-files/small_a.webp',
        '/media/originals/a.png',
        '/media/a/..%2Fb.webp',
      ]) {
        expect((await api.app.inject({ url })).statusCode).toBe(404);
      }
    });
  });
});
