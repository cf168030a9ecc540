import { type S3StandIn, startS3StandIn } from '@seed/media/s3-stand-in';
import { S3Store } from '@seed/media/s3-store';
import { pngImage } from '@seed/media/test-images';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMediaTestApp, DATABASE_TIMEOUT, multipart } from './test-app';

// The same answers whether the variants are in the folder or streamed from a bucket.
describe.each(['folder', 'bucket'])('GET /media/:folder/:file from the %s', (kind) => {
  let t: Awaited<ReturnType<typeof createMediaTestApp>>;
  let bucket: { standIn: S3StandIn; store: S3Store } | undefined;
  const webp = Buffer.from('RIFF....WEBPVP8 ');

  beforeAll(async () => {
    if (kind === 'bucket') {
      const standIn = await startS3StandIn();
      const { MEDIA_S3_ACCESS_KEY_ID: accessKeyId, MEDIA_S3_SECRET_ACCESS_KEY: secretAccessKey } =
        standIn.env;
      const options = { bucket: standIn.bucket, endpoint: standIn.endpoint, region: 'us-east-1' };
      bucket = {
        standIn,
        store: new S3Store({ ...options, accessKeyId, secretAccessKey, forcePathStyle: true }),
      };
    }
    t = await createMediaTestApp('pglite', undefined, bucket?.store);
    await t.store.put('uploads', 'small_abc123.webp', webp, 'image/webp');
    await t.store.put('attachments', 'brief.pdf', Buffer.from('%PDF-1.4'), 'application/pdf');
  }, DATABASE_TIMEOUT);
  afterAll(async () => {
    await t?.close();
    bucket?.store.close();
    await bucket?.standIn.stop();
  });

  it('serves a variant as webp with a year of immutable caching and an ETag', async () => {
    const response = await t.app.inject({ url: '/media/uploads/small_abc123.webp' });
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload).toEqual(webp);
    expect(response.headers).toMatchObject({
      'content-type': 'image/webp',
      'content-length': String(webp.length),
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
      etag: expect.stringMatching(/^"[^"]+"$/),
    });
  });

  it('answers 304 when the client already has it', async () => {
    const { etag } = (await t.app.inject({ url: '/media/uploads/small_abc123.webp' })).headers;
    for (const ifNoneMatch of [String(etag), `W/${etag}`, `"other", ${etag}`, '*']) {
      const response = await t.app.inject({
        url: '/media/uploads/small_abc123.webp',
        headers: { 'if-none-match': ifNoneMatch },
      });
      expect(response.statusCode).toBe(304);
      expect(response.body).toBe('');
    }
    const changed = await t.app.inject({
      url: '/media/uploads/small_abc123.webp',
      headers: { 'if-none-match': '"other"' },
    });
    expect(changed.statusCode).toBe(200);
  });

  it('answers HEAD with the headers only', async () => {
    const response = await t.app.inject({ method: 'HEAD', url: '/media/uploads/small_abc123.webp' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.body).toBe('');
  });

  it.each([
    '/media/uploads/small_missing.webp',
    '/media/other/small_abc123.webp',
    '/media/uploads/small_abc123.png',
    '/media/uploads/SMALL_abc123.webp',
    '/media/uploads/..%2F..%2Fetc%2Fpasswd',
    '/media/..%2Fuploads/small_abc123.webp',
    '/media/%2E%2E/small_abc123.webp',
    // A stored PDF is a design request's private brief, served only by its owner's API route.
    '/media/attachments/brief.pdf',
  ])('answers 404 for %s', async (url) => {
    const response = await t.app.inject({ url });
    expect(response.statusCode).toBe(404);
    expect(response.headers['cache-control']).toBeUndefined();
  });

  it('serves what an upload stored', async () => {
    const form = await multipart('file', await pngImage(40, 40), 'a.png');
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/media/upload',
      payload: form.payload,
      headers: { ...form.headers, authorization: `Bearer ${t.token}` },
    });
    expect(saved.statusCode).toBe(201);
    const response = await t.app.inject({ url: new URL(saved.json().url.large).pathname });
    expect(response.statusCode).toBe(200);
  });
});
