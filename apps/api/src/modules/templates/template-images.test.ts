import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { media } from '@seed/db/schema/media';
import { products } from '@seed/db/schema/products';
import { testDatabaseKinds } from '@seed/db/test-database';
import { pngImage } from '@seed/media/test-images';
import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { insertPhotoBundle, PHOTO_SLOT } from '../bundles/photo-bundle-fixtures';
import { multipart } from '../media/test-app';
import { bigPicture, useStudioApi } from '../studio/studio-test-api';
import { PRINT_WIDTH_PX } from './render';

const GREEN = [0x1e, 0x84, 0x49];
const near = (pixel: number[], colour: number[]) => colour.every((c, i) => Math.abs(c - pixel[i]!) < 12);

describe.each(testDatabaseKinds())('template image controls on %s', (kind) => {
  const t = useStudioApi(kind);
  let f: Awaited<ReturnType<typeof insertPhotoBundle>>;
  let own: number;
  let others: number;
  beforeAll(async () => {
    f = await insertPhotoBundle(t.api.db, t.catalog.inventories.tee);
    own = (await t.upload(t.shopper, await bigPicture())).id;
    others = (await t.upload(t.other, await bigPicture())).id;
  }, 60_000);

  const controls = (values: object) => encodeURIComponent(JSON.stringify(values));
  const preview = (token: string | null, templateId: number, values: object) =>
    t.get(`/api/template/${templateId}/generateHtmlCode?controls=${controls(values)}`, token);
  const print = (token: string | null, values: object) =>
    t.get(`/api/template/${f.photo}/print?controls=${controls(values)}`, token);
  const addBundle = (token: string | null, photo: string, colorsToSizesId = f.variant) =>
    t.api.app.inject({
      method: 'POST',
      url: '/api/carts/product/multi/to/bag',
      headers: token ? { authorization: `Bearer ${token}` } : {},
      payload: {
        products: [
          {
            bundleId: f.bundle,
            inventoryId: t.catalog.inventories.tee,
            templateId: f.photo,
            controls: { photo, text: 'سارة' },
            colorsToSizesId,
          },
        ],
      },
    });
  const bundleFiles = async () =>
    (await readdir(join(t.api.mediaDir, 'bundles')).catch(() => [] as string[])).length;
  const productCount = async () => (await t.api.db.select({ n: count() }).from(products))[0]!.n;

  it("draws the shopper's own upload into the slot of the preview, as a data: URL", async () => {
    const reply = await preview(t.shopper, f.photo, { photo: String(own), text: 'سارة' });
    expect(reply.statusCode).toBe(200);
    const { html, imageIssues } = reply.json();
    expect(imageIssues).toEqual([]);
    const image = /<image [^>]*>/.exec(html)?.[0] ?? '';
    expect(image).toContain('preserveAspectRatio="xMidYMid slice"');
    expect(image).toMatch(/href="data:image\/(png|jpeg);base64,[A-Za-z0-9+/=]+"/);
    expect(image).not.toContain('onload');
    expect(html).toContain('>سارة</text>');
    expect(html).not.toContain('{{');
    // Without a picture the slot is left out, so nothing stands in for it.
    const empty = (await preview(null, f.photo, { text: 'سارة' })).json();
    expect(empty.html).not.toContain('<image');
  });

  it('prints the image at 300 DPI in its slot, with the same renderer', async () => {
    const reply = await print(t.shopper, { photo: String(own), text: 'سارة' });
    expect(reply.statusCode).toBe(200);
    const { data, info } = await sharp(reply.rawPayload).raw().toBuffer({ resolveWithObject: true });
    expect(info.width).toBe(PRINT_WIDTH_PX);
    const at = (x: number, y: number) => {
      const scale = PRINT_WIDTH_PX / 600;
      const offset = (Math.round(y * scale) * info.width + Math.round(x * scale)) * info.channels;
      return [...data.subarray(offset, offset + info.channels)];
    };
    const { x, y, width, height } = PHOTO_SLOT;
    expect(near(at(x + width / 2, y + height / 2), GREEN)).toBe(true);
    expect(near(at(x + 5, y + 5), GREEN)).toBe(true);
    // Outside the slot the print stays transparent.
    expect(at(20, 20)[3]).toBe(0);
  });

  it("refuses someone else's image (404), a guest's image (401), an unknown id and a value that is no id", async () => {
    const theirs = await preview(t.shopper, f.photo, { photo: String(others) });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().message).toBe(`Image ${others} not found`);
    expect((await print(t.shopper, { photo: String(others), text: 'x' })).statusCode).toBe(404);
    const guest = await preview(null, f.photo, { photo: String(own) });
    expect(guest.statusCode).toBe(401);
    expect(guest.json().message).toMatch(/Sign in/);
    const unknown = await preview(t.shopper, f.photo, { photo: '999999' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Image 999999 not found');
    const notAnId = await preview(t.shopper, f.photo, { photo: 'https://evil.test/x.png' });
    expect(notAnId.statusCode).toBe(400);
    expect(notAnId.json().message).toBe('photo must be the id of an uploaded image');
  });

  it('refuses an image whose stored file is missing, with a clear 404', async () => {
    const gone = (await t.upload(t.shopper, await pngImage(800, 800, '#1e8449'))).id;
    const [row] = await t.api.db.select().from(media).where(eq(media.id, gone));
    await t.api.db
      .update(media)
      .set({ pathname: `missing-${row!.pathname}` })
      .where(eq(media.id, gone));
    const reply = await preview(t.shopper, f.photo, { photo: String(gone) });
    expect(reply.statusCode).toBe(404);
    expect(reply.json().message).toBe(`Image ${gone} not found`);
  });

  it('refuses an upload over the size limit with 413 and a message a person can read', async () => {
    const form = await multipart('file', Buffer.alloc(15 * 1024 * 1024 + 1, 1), 'huge.png');
    const reply = await t.api.app.inject({
      method: 'POST',
      url: '/api/media/upload',
      payload: form.payload,
      headers: { ...form.headers, authorization: `Bearer ${t.shopper}` },
    });
    expect(reply.statusCode).toBe(413);
    expect(reply.json().message).toMatch(/larger than 15 MB/);
  });

  it('warns under 150 DPI, and blocks the print and the order under 75 DPI, as the studio does', async () => {
    // 500 pixels across 12.7 cm: 100 DPI. 300 pixels: 60 DPI.
    const soft = (await t.upload(t.shopper, await pngImage(500, 500, '#1e8449'))).id;
    const tiny = (await t.upload(t.shopper, await pngImage(300, 300, '#1e8449'))).id;
    const warned = (await preview(t.shopper, f.photo, { photo: String(soft) })).json();
    expect(warned.imageIssues).toEqual([
      expect.objectContaining({ control: 'photo', severity: 'warn', dpi: 100 }),
    ]);
    expect((await print(t.shopper, { photo: String(soft), text: 'x' })).statusCode).toBe(200);
    const blocked = await preview(t.shopper, f.photo, { photo: String(tiny) });
    expect(blocked.statusCode).toBe(200);
    expect(blocked.json().imageIssues).toEqual([
      expect.objectContaining({ control: 'photo', severity: 'block', dpi: 60 }),
    ]);
    const printed = await print(t.shopper, { photo: String(tiny), text: 'x' });
    expect(printed.statusCode).toBe(400);
    expect(printed.json().message).toMatch(/under 75 DPI/);
    expect(printed.json()).toMatchObject({ reason: 'DPI_TOO_LOW', details: { minDpi: 75 } });
    const before = await productCount();
    const ordered = await addBundle(t.shopper, String(tiny));
    expect(ordered.statusCode).toBe(400);
    expect(ordered.json().message).toMatch(/^Item 1: photo: the image is under 75 DPI/);
    expect(await productCount()).toBe(before);
  });

  it('keeps sanitising: only image slots of image controls are drawn, never an address from elsewhere', async () => {
    const reply = await preview(t.shopper, f.sneaky, {
      photo: String(own),
      text: 'https://evil.test/a.png',
    });
    expect(reply.statusCode).toBe(200);
    const { html } = reply.json();
    const images = html.match(/<image [^>]*>/g) ?? [];
    expect(images).toHaveLength(1);
    expect(images[0]).toMatch(/href="data:image\/(png|jpeg);base64,[^"]+" width="100" height="100"/);
    expect(html).toContain('<text>https://evil.test/a.png</text>');
    expect(html.match(/evil\.test/g)).toHaveLength(1);
    expect(html).not.toContain('xlink');
  });

  it('adds the bundle with the photo: the product gets a rendered picture of its own, served from /media', async () => {
    const filesBefore = await bundleFiles();
    const reply = await addBundle(t.shopper, String(own));
    expect(reply.statusCode).toBe(200);
    const [line] = reply.json().items as { productId: number; media: { url: { large: string } } | null }[];
    const [made] = await t.api.db.select().from(products).where(eq(products.id, line!.productId));
    expect(made!.design).toMatchObject({ templateId: f.photo, values: { photo: String(own), text: 'سارة' } });
    const [picture] = await t.api.db.select().from(media).where(eq(media.id, made!.mediaId!));
    expect(picture).toMatchObject({ foldersName: 'bundles', ownerUserId: t.catalog.users.shopper });
    expect(line!.media?.url.large).toMatch(/^http:\/\/store\.test\/media\/bundles\/large_\w+\.webp$/);
    const served = await t.api.app.inject({ url: new URL(line!.media!.url.large).pathname });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    const { data, info } = await sharp(served.rawPayload).raw().toBuffer({ resolveWithObject: true });
    let green = 0;
    for (let i = 0; i < data.length; i += info.channels) {
      if (near([data[i]!, data[i + 1]!, data[i + 2]!], GREEN)) green++;
    }
    expect(green).toBeGreaterThan(1000);
    expect(await bundleFiles()).toBeGreaterThan(filesBefore);
  });

  it('deletes the pictures it drew when the cart then refuses the bundle', async () => {
    const [before, filesBefore] = [await productCount(), await bundleFiles()];
    const reply = await addBundle(t.shopper, String(own), f.soldOut);
    expect(reply.statusCode).toBe(409);
    expect(await productCount()).toBe(before);
    expect(await bundleFiles()).toBe(filesBefore);
  });

  it('asks a guest to sign in to use an image, and leaves neither products nor files behind', async () => {
    const [before, filesBefore] = [await productCount(), await bundleFiles()];
    const reply = await t.api.app.inject({
      method: 'POST',
      url: `/api/bundling/${f.bundle}/designs?deviceId=guest-device-1`,
      payload: {
        items: [
          {
            inventoryId: t.catalog.inventories.tee,
            templateId: f.photo,
            controls: { photo: String(own), text: 'سارة' },
            colorsToSizesId: f.variant,
          },
        ],
      },
    });
    expect(reply.statusCode).toBe(401);
    expect(reply.json().message).toMatch(/^Item 1: Sign in/);
    expect(await productCount()).toBe(before);
    expect(await bundleFiles()).toBe(filesBefore);
  });
});
