import { readdir } from 'node:fs/promises';
import { colorsToSizes } from '@seed/db/schema/inventory';
import { media } from '@seed/db/schema/media';
import { products } from '@seed/db/schema/products';
import { testDatabaseKinds } from '@seed/db/test-database';
import type { Design } from '@seed/domain/design';
import { pngImage } from '@seed/media/test-images';
import { asc, count } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { bigPicture, teeDesign, useStudioApi } from './studio-test-api';

describe.each(testDatabaseKinds())('POST /api/products/v2/user/create on %s', (kind) => {
  const t = useStudioApi(kind);
  let variants: { whiteS: number; whiteM: number; blackM: number; toteS: number };
  let picture: { id: number };
  let created: Awaited<ReturnType<typeof t.create>>;

  beforeAll(async () => {
    const ids = (
      await t.api.db.select({ id: colorsToSizes.id }).from(colorsToSizes).orderBy(asc(colorsToSizes.id))
    ).map((row) => row.id);
    variants = { whiteS: ids[0]!, whiteM: ids[1]!, blackM: ids[2]!, toteS: ids[3]! };
    picture = await t.upload(t.shopper, await bigPicture());
    // One full-size render shared by the tests that read the product back (rendering is most of their time).
    created = await t.create(t.shopper, { design: design(), addToCart: true, count: 2 });
  }, 60_000);

  const design = (change: (d: Design) => void = () => {}) => {
    const d = teeDesign(t.catalog, variants.whiteS, picture.id);
    change(d);
    return d;
  };
  const counts = async () => ({
    media: (await t.api.db.select({ n: count() }).from(media))[0]!.n,
    products: (await t.api.db.select({ n: count() }).from(products))[0]!.n,
  });

  it('renders a 300 DPI transparent print file, a mockup, and adds the product to the cart', async () => {
    expect(created.statusCode, created.body).toBe(201);
    const body = created.json();
    expect(body.product).toMatchObject({
      price: { amount: 5000, currency: 'KWD' },
      clientPrintPosition: 'FRONT',
    });
    expect(body.cartLine).toMatchObject({
      productId: body.product.id,
      colorsToSizesId: variants.whiteS,
      count: 2,
    });
    expect(body.printFiles).toHaveLength(1);

    const file = await t.get(body.printFiles[0].url, t.shopper);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    const png = file.rawPayload;
    const meta = await sharp(png).metadata();
    // 15 cm wide, 20 cm high (the area's aspect) at 300 DPI.
    expect([meta.width, meta.height]).toEqual([Math.round((15 / 2.54) * 300), Math.round((20 / 2.54) * 300)]);
    expect(meta.density).toBe(300);
    expect(meta.hasAlpha).toBe(true);
    const alphaAt = async (x: number, y: number) =>
      (await sharp(png).extract({ left: x, top: y, width: 1, height: 1 }).raw().toBuffer())[3];
    expect(await alphaAt(0, 0)).toBe(0);
    expect(await alphaAt(Math.round(meta.width! / 2), Math.round(meta.height! * 0.35))).toBe(255);

    const bag = await t.get('/api/carts/my/bag', t.shopper);
    expect(bag.json().items).toContainEqual(
      expect.objectContaining({ ownedByUser: true, count: 2, printPosition: 'FRONT' }),
    );
    const product = await t.get(`/api/products/${body.product.id}`, t.shopper);
    expect(product.statusCode).toBe(200);
    expect(product.json().productImages ?? product.json().images).toBeDefined();
  }, 60_000);

  it('keeps the product out of the shop and away from other users', async () => {
    const { product, printFiles } = created.json();
    const listed = await t.get('/api/products/all?limit=50');
    expect(listed.json().products.map((p: { id: number }) => p.id)).not.toContain(product.id);
    expect((await t.get(`/api/products/${product.id}`, t.other)).statusCode).toBe(404);
    expect((await t.get(printFiles[0].url, t.other)).statusCode).toBe(404);
    expect((await t.get(printFiles[0].url)).statusCode).toBe(401);
    const stored = await t.api.db.select().from(media).orderBy(asc(media.id));
    const printRow = stored.find((row) => row.id === printFiles[0].mediaId)!;
    expect((await t.get(`/media/print-files/${printRow.pathname}`)).statusCode).toBe(404);

    const own = await t.get(`/api/studio/products/${product.id}/design`, t.shopper);
    expect(own.json().design).toEqual(design());
    expect((await t.get(`/api/studio/products/${product.id}/design`, t.other)).statusCode).toBe(404);
  }, 60_000);

  it('prices front and back together and prints both sides', async () => {
    const both = design((d) => {
      d.printPosition = 'BOTH';
      d.sides.BACK = [
        { kind: 'image', mediaId: picture.id, x: 0.5, y: 0.5, width: 0.4, aspect: 1, rotation: 30 },
      ];
    });
    const reply = await t.create(t.shopper, { design: both });
    expect(reply.statusCode, reply.body).toBe(201);
    expect(reply.json().product.price.amount).toBe(6500);
    expect(reply.json().printFiles.map((f: { side: string }) => f.side)).toEqual(['FRONT', 'BACK']);
  }, 60_000);

  it('refuses guests', async () => {
    expect((await t.create(null, { design: design() })).statusCode).toBe(401);
  });

  // The reason is what a page translates; a refusal without one of its own carries its code.
  const refusals: [string, (d: Design) => void, number, RegExp, string][] = [
    [
      'a technique the item does not offer',
      (d) => (d.printingType = 'EMBROIDERY'),
      400,
      /not printed with EMBROIDERY/,
      'TECHNIQUE_NOT_OFFERED',
    ],
    [
      'a position the item does not offer',
      (d) => (d.printPosition = 'POCKET'),
      400,
      /not POCKET/,
      'PRINT_POSITION_NOT_OFFERED',
    ],
    [
      'a layer outside the print area',
      (d) => (d.sides.FRONT![0]!.x = 0.1),
      400,
      /outside the print area/,
      'DESIGN_OUTSIDE_PRINT_AREA',
    ],
    [
      'a font size over the limit',
      (d) => Object.assign(d.sides.FRONT![1]!, { fontSize: 80 }),
      400,
      /between 10 and 72 pt/,
      'FONT_SIZE_OUT_OF_RANGE',
    ],
    [
      'a font the studio does not offer',
      (d) => Object.assign(d.sides.FRONT![1]!, { fontFamily: 'Comic Sans' }),
      400,
      /not offered/,
      'FONT_NOT_OFFERED',
    ],
    [
      'a garment colour for text',
      (d) => Object.assign(d.sides.FRONT![1]!, { colorId: t.catalog.colors.white }),
      400,
      /not a text colour/,
      'TEXT_COLOR_NOT_OFFERED',
    ],
    [
      'a design over the largest size',
      (d) => Object.assign(d.sides.FRONT![0]!, { width: 0.95, y: 0.5, aspect: 1.3 }),
      400,
      /larger than this item allows/,
      'DESIGN_TOO_LARGE',
    ],
    [
      'layers on a side the position does not print',
      (d) => (d.sides.BACK = d.sides.FRONT),
      400,
      /does not print the BACK side/,
      'SIDE_NOT_PRINTED',
    ],
    ['an empty side', (d) => (d.sides.FRONT = []), 400, /Add something to the FRONT side/, 'SIDE_EMPTY'],
    ['a sold-out variant', (d) => (d.colorsToSizesId = variants.whiteM), 409, /sold out/, 'OUT_OF_STOCK'],
    [
      "another item's variant",
      (d) => (d.colorsToSizesId = variants.toteS),
      400,
      /not offered/,
      'VARIANT_NOT_OFFERED',
    ],
    ['an unknown item', (d) => (d.inventoryId = 999_999), 404, /Inventory 999999 not found/, 'NOT_FOUND'],
  ];

  it.each(refusals)('refuses %s and stores nothing', async (_name, change, status, message, reason) => {
    const before = await counts();
    const reply = await t.create(t.shopper, { design: design(change) });
    expect(reply.statusCode, reply.body).toBe(status);
    expect(reply.json().message).toMatch(message);
    expect(reply.json().reason ?? reply.json().code).toBe(reason);
    expect(await counts()).toEqual(before);
  });

  it("answers 404 for someone else's image", async () => {
    const theirs = await t.upload(t.other, await pngImage(1000, 1000));
    const reply = await t.create(t.shopper, {
      design: design((d) => Object.assign(d.sides.FRONT![0]!, { mediaId: theirs.id })),
    });
    expect(reply.statusCode).toBe(404);
    expect(reply.json().message).toBe(`Image ${theirs.id} not found`);
  });

  it('blocks an image under 75 DPI at its printed size', async () => {
    // 7.5 cm wide from 200 px is 68 DPI.
    const small = await t.upload(t.shopper, await pngImage(200, 200));
    const reply = await t.create(t.shopper, {
      design: design((d) => Object.assign(d.sides.FRONT![0]!, { mediaId: small.id })),
    });
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toMatchObject({ reason: 'DPI_TOO_LOW', details: { minDpi: 75 } });
    expect(reply.json().message).toMatch(/under 75 DPI/);
  });

  it('rejects unknown fields and bad numbers with a clear message', async () => {
    const extra = await t.create(t.shopper, { design: { ...design(), price: 1 } });
    expect(extra.statusCode).toBe(400);
    expect(extra.json().message).toMatch(/price/);
    const count = await t.create(t.shopper, { design: design(), count: 0 });
    expect(count.statusCode).toBe(400);
  });

  it('leaves no product, media or file behind when the cart refuses the line', async () => {
    const before = await counts();
    const files = async (folder: string) =>
      readdir(`${t.api.mediaDir}/${folder}`).catch(() => [] as string[]);
    const printFiles = (await files('print-files')).length;
    const mockups = (await files('studio')).length;
    // White S has 5 in stock.
    const reply = await t.create(t.shopper, { design: design(), addToCart: true, count: 50 });
    expect(reply.statusCode, reply.body).toBe(409);
    expect(await counts()).toEqual(before);
    expect((await files('print-files')).length).toBe(printFiles);
    expect((await files('studio')).length).toBe(mockups);
  }, 60_000);

  it('sells the last items once when two creations race for them', async () => {
    const before = await counts();
    // Black M has 3 in stock: both want 2.
    const race = design((d) => (d.colorsToSizesId = variants.blackM));
    const replies = await Promise.all([
      t.create(t.shopper, { design: race, addToCart: true, count: 2 }),
      t.create(t.shopper, { design: race, addToCart: true, count: 2 }),
    ]);
    expect(replies.map((reply) => reply.statusCode).sort()).toEqual([201, 409]);
    // One product with its print file and mockup: the loser left nothing.
    const after = await counts();
    expect(after.products - before.products).toBe(1);
    expect(after.media - before.media).toBe(2);
  }, 90_000);
});
