import { media } from '@seed/db/schema/media';
import { testDatabaseKinds } from '@seed/db/test-database';
import { animatedGif, jpegImage, pngBomb, pngImage, svgImage } from '@seed/media/test-images';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createMediaTestApp, DATABASE_TIMEOUT, MEDIA_BASE, multipart } from './test-app';

const MAX_BYTES = 200_000;

describe.each(testDatabaseKinds())('POST /api/media/upload on %s', (kind) => {
  let t: Awaited<ReturnType<typeof createMediaTestApp>>;

  beforeAll(async () => {
    t = await createMediaTestApp(kind, MAX_BYTES);
  }, DATABASE_TIMEOUT);
  afterAll(() => t?.close());

  function send(form: Awaited<ReturnType<typeof multipart>>) {
    return t.app.inject({
      method: 'POST',
      url: '/api/media/upload',
      payload: form.payload,
      headers: { ...form.headers, authorization: `Bearer ${t.token}` },
    });
  }

  const upload = async (content: Buffer | string, filename = 'photo.png') =>
    send(await multipart('file', content, filename));

  async function expectRejected(
    response: Awaited<ReturnType<typeof upload>>,
    status: number,
    message: RegExp,
    // The reason and details a page translates, when the refusal is about the image itself.
    refusal: { reason?: string; details?: Record<string, number> } = {},
  ) {
    expect(response.statusCode).toBe(status);
    expect(response.json()).toEqual({
      statusCode: status,
      code: status === 413 ? 'TOO_LARGE' : 'INVALID_DATA',
      message: expect.stringMatching(message),
      ...refusal,
    });
    expect(await t.storedFiles()).toEqual([]);
    expect(await t.db.select().from(media)).toEqual([]);
  }

  it('refuses an anonymous upload', async () => {
    const form = await multipart('file', await pngImage(20, 20), 'a.png');
    const response = await t.app.inject({ method: 'POST', url: '/api/media/upload', ...form });
    expect(response.statusCode).toBe(401);
    expect(await t.storedFiles()).toEqual([]);
  });

  it('stores a PNG as webp variants, records it and answers with its addresses', async () => {
    const response = await upload(await pngImage(1200, 600), 'قميص.png');
    expect(response.statusCode).toBe(201);
    const body = response.json();
    const name = /^([0-9a-f]{32})\.png$/.exec(body.pathname)?.[1];
    expect(name).toBeDefined();
    expect(body).toEqual({
      id: expect.any(Number),
      pathname: `${name}.png`,
      filename: 'قميص.png',
      foldersName: 'uploads',
      url: {
        small: `${MEDIA_BASE}/media/uploads/small_${name}.webp`,
        medium: `${MEDIA_BASE}/media/uploads/medium_${name}.webp`,
        large: `${MEDIA_BASE}/media/uploads/large_${name}.webp`,
      },
    });
    const [row] = await t.db.select().from(media);
    expect(row).toMatchObject({ mimeType: 'image/png', width: 1200, height: 600, ownerUserId: t.userId });

    for (const [size, width] of [
      ['small', 300],
      ['medium', 800],
      ['large', 1200],
    ] as const) {
      const file = await t.app.inject({ url: body.url[size].replace(MEDIA_BASE, '') });
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('image/webp');
      expect(await sharp(file.rawPayload).metadata()).toMatchObject({ format: 'webp', width });
    }
    await t.db.delete(media);
    for (const file of await t.storedFiles()) await t.store.delete('uploads', file.name);
  });

  it.each([
    ['a JPEG', () => jpegImage(900, 900), 'image/jpeg'],
    ['an animated GIF', () => animatedGif(4), 'image/gif'],
  ])('accepts %s', async (_, make, mimeType) => {
    const response = await upload(await make(), 'picture');
    expect(response.statusCode).toBe(201);
    const [row] = await t.db.select().from(media);
    expect(row?.mimeType).toBe(mimeType);
    // Three webp variants and the original, kept for printing.
    expect((await t.storedFiles()).map((file) => file.name.split('_')[0]).sort()).toEqual([
      'large',
      'medium',
      'original',
      'small',
    ]);
    const original = (await t.storedFiles()).find((file) => file.name.startsWith('original_'))!;
    expect((await t.app.inject({ url: `/media/uploads/${original.name}` })).statusCode).toBe(404);
    await t.db.delete(media);
    for (const file of await t.storedFiles()) await t.store.delete('uploads', file.name);
  });

  it('refuses an SVG with a script', async () => {
    await expectRejected(await upload(svgImage('<script>alert(1)</script>'), 'logo.svg'), 400, /scripts/, {
      reason: 'SVG_UNSAFE',
    });
  });

  it('refuses a truncated PNG', async () => {
    const png = await pngImage(300, 300);
    await expectRejected(await upload(png.subarray(0, png.length - 50)), 400, /damaged or incomplete/, {
      reason: 'IMAGE_UNREADABLE',
    });
  });

  it('refuses a text file named .png', async () => {
    await expectRejected(await upload('name,price\nshirt,5\n', 'prices.png'), 400, /Only JPEG, PNG/, {
      reason: 'UNSUPPORTED_IMAGE_TYPE',
    });
  });

  it('refuses a decompression bomb', async () => {
    await expectRejected(await upload(await pngBomb(8000, 6000)), 400, /megapixels/, {
      reason: 'IMAGE_TOO_MANY_PIXELS',
      details: { maxMegapixels: 40 },
    });
  }, 30_000);

  it('refuses a file over the size limit with 413', async () => {
    await expectRejected(await upload(Buffer.alloc(MAX_BYTES + 1, 1)), 413, /larger than 0\.2 MB/);
  });

  it('asks for multipart with the field "file"', async () => {
    await expectRejected(
      await send(await multipart('image', await pngImage(20, 20), 'a.png')),
      400,
      /field "file"/,
    );
    await expectRejected(
      await send(await multipart('file', 'a text field, not a file')),
      400,
      /field "file"/,
    );
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/media/upload',
      payload: { file: 'x' },
      headers: { authorization: `Bearer ${t.token}` },
    });
    await expectRejected(json, 400, /multipart\/form-data/);
  });

  it('removes the stored variants when the row cannot be inserted', async () => {
    const insert = vi.spyOn(t.db, 'insert').mockImplementationOnce(() => {
      throw new Error('database went away');
    });
    const response = await upload(await pngImage(50, 50));
    insert.mockRestore();
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ statusCode: 500, message: 'Internal Server Error' });
    expect(await t.storedFiles()).toEqual([]);
  });
});
