import { artworks } from '@seed/db/schema/artworks';
import { colorsToSizes } from '@seed/db/schema/inventory';
import { media } from '@seed/db/schema/media';
import { products } from '@seed/db/schema/products';
import { users } from '@seed/db/schema/users';
import { testDatabaseKinds } from '@seed/db/test-database';
import { pngImage } from '@seed/media/test-images';
import { and, asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '../../test/api';
import { bigPicture, teeDesign, useStudioApi } from './studio-test-api';

describe.each(testDatabaseKinds())('GET /api/studio/products/:id/start on %s', (kind) => {
  const t = useStudioApi(kind);
  let artwork: { id: number };
  let blackM: number;
  let whiteS: number;
  const start = (id: number, token?: string | null) => t.get(`/api/studio/products/${id}/start`, token);

  beforeAll(async () => {
    const db = t.api.db;
    const [artist] = await db.select().from(users).where(eq(users.email, 'artist@example.com'));
    artwork = await t.upload(await createSession(db, artist!.id), await bigPicture());
    await db.update(artworks).set({ mediaId: artwork.id }).where(eq(artworks.slug, 'palm'));
    await db
      .update(products)
      .set({ printingAreaColor: '#000000' })
      .where(eq(products.id, t.catalog.products.palmTee!));
    const variants = await db.select().from(colorsToSizes).orderBy(asc(colorsToSizes.id));
    whiteS = variants[0]!.id;
    blackM = variants[2]!.id;
  });

  it('starts a catalogue product from its artwork, centred, for anyone', async () => {
    const reply = await start(t.catalog.products.palmTee!);
    expect(reply.statusCode, reply.body).toBe(200);
    const body = reply.json();
    expect(body).toMatchObject({
      productId: t.catalog.products.palmTee,
      inventoryId: t.catalog.inventories.tee,
      printingType: 'DTG',
      printPosition: 'FRONT',
      colorId: t.catalog.colors.black,
      colorsToSizesId: null,
      pictures: [{ id: artwork.id, width: 2000, height: 2000, ownUpload: false }],
    });
    expect(body.pictures[0].url.large).toMatch(/^http:\/\/store\.test\/media\/uploads\/large_/);
    const [layer] = body.sides.FRONT;
    expect(layer).toMatchObject({ kind: 'image', mediaId: artwork.id, x: 0.5, y: 0.5, aspect: 1 });
    // As large as the tee's largest design (20 cm diagonal) allows: just under 20 / √2 of 15 cm.
    expect(layer.width * 15).toBeCloseTo(20 / Math.SQRT2, 1);
    expect(body.sides.BACK).toBeUndefined();
    expect((await start(t.catalog.products.palmTee!, t.other)).json()).toEqual(body);
    // Seeded artworks have no owner: that is nobody's upload, a guest's least of all.
    await t.api.db.update(media).set({ ownerUserId: null }).where(eq(media.id, artwork.id));
    expect((await start(t.catalog.products.palmTee!)).json().pictures[0].ownUpload).toBe(false);
  });

  it('makes a new product of the shopper from it and leaves the original alone', async () => {
    const body = (await start(t.catalog.products.palmTee!, t.shopper)).json();
    const design = {
      inventoryId: body.inventoryId,
      printingType: body.printingType,
      printPosition: body.printPosition,
      colorsToSizesId: blackM,
      sides: body.sides,
    };
    const [before] = await t.api.db.select().from(products).where(eq(products.id, body.productId));
    const reply = await t.create(t.shopper, { design });
    expect(reply.statusCode, reply.body).toBe(201);
    const created = reply.json().product;
    expect(created.id).not.toBe(body.productId);
    const [mine] = await t.api.db.select().from(products).where(eq(products.id, created.id));
    expect(mine).toMatchObject({
      ownerUserId: t.catalog.users.shopper,
      artworkId: null,
      randomColor: '#000000',
    });
    const [after] = await t.api.db.select().from(products).where(eq(products.id, body.productId));
    expect(after).toEqual(before);

    // Reopened, the shopper's product starts from its own design; nobody else may open it.
    const own = await start(created.id, t.shopper);
    expect(own.json()).toMatchObject({
      productId: created.id,
      colorId: t.catalog.colors.black,
      colorsToSizesId: blackM,
      sides: body.sides,
      pictures: [{ id: artwork.id, ownUpload: false }],
    });
    expect((await start(created.id, t.other)).statusCode).toBe(404);
    expect((await start(created.id)).statusCode).toBe(404);
  }, 60_000);

  it("reopens the shopper's own design with their uploads", async () => {
    const picture = await t.upload(t.shopper, await bigPicture());
    // Stored as creation stores it (the round trip through creation is the test above); no render needed.
    const [product] = await t.api.db
      .insert(products)
      .values({
        nameEn: 'Tee: your design',
        nameAr: 'تيشيرت: تصميمك',
        inventoryId: t.catalog.inventories.tee,
        price: 5000,
        ownerUserId: t.catalog.users.shopper,
        design: { ...teeDesign(t.catalog, whiteS, picture.id), printFiles: { FRONT: picture.id } },
      })
      .returning({ id: products.id });
    const own = (await start(product!.id, t.shopper)).json();
    const { inventoryId: _id, colorsToSizesId, ...design } = teeDesign(t.catalog, whiteS, picture.id);
    expect(own).toMatchObject({ ...design, colorsToSizesId, colorId: t.catalog.colors.white });
    expect(own.pictures).toEqual([expect.objectContaining({ id: picture.id, ownUpload: true, width: 2000 })]);
    expect(own).not.toHaveProperty('printFiles');
  });

  it('answers 404 for hidden products, others’ designs and unknown ids; 400 for a malformed id', async () => {
    const { inactive, unapproved, orphaned, ownDesign } = t.catalog.products;
    for (const id of [inactive!, unapproved!, orphaned!, 99_999]) {
      expect((await start(id, t.shopper)).statusCode, `product ${id}`).toBe(404);
    }
    expect((await start(ownDesign!, t.other)).statusCode).toBe(404);
    expect((await start(ownDesign!)).statusCode).toBe(404);
    expect((await t.get('/api/studio/products/abc/start')).statusCode).toBe(400);
  });

  it("refuses an unlisted artwork's image or another user's upload in a design", async () => {
    const hidden = await t.upload(t.other, await pngImage(2000, 2000, '#123456'));
    await t.api.db
      .update(artworks)
      .set({ mediaId: hidden.id })
      .where(and(eq(artworks.slug, 'pending'), eq(artworks.isApproved, false)));
    const design = teeDesign(t.catalog, whiteS, hidden.id);
    design.sides.FRONT = design.sides.FRONT!.slice(0, 1);
    const reply = await t.create(t.shopper, { design });
    expect(reply.statusCode).toBe(404);
    expect(reply.json().message).toBe(`Image ${hidden.id} not found`);
  });
});
