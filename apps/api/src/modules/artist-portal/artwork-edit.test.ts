import { inventories, sides } from '@seed/db/schema/inventory';
import { products } from '@seed/db/schema/products';
import { testDatabaseKinds } from '@seed/db/test-database';
import { pngImage } from '@seed/media/test-images';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { useCatalogApi } from '../../test/api';
import { caller, signInAs, uploadImage } from './portal-test-kit';

const CENTRED = { side: 'FRONT', x: 0.5, y: 0.5, scale: 1 };

describe.each(testDatabaseKinds())('an artist changing a published artwork on %s', (kind) => {
  const t = useCatalogApi(kind);
  const send = (...args: Parameters<ReturnType<typeof caller>>) => caller(t.api.app)(...args);
  let artist: Awaited<ReturnType<typeof signInAs>>;
  let admin: Awaited<ReturnType<typeof signInAs>>;
  let red: number;
  let blue: number;
  let secondTee: number;

  beforeAll(async () => {
    artist = await signInAs(t.api.db, 'artist@example.com');
    admin = await signInAs(t.api.db, 'admin@example.com', 'ADMIN');
    // A white 500×600 tee front; the fixture's print area is 300×400 at (100, 120).
    const mockup = await uploadImage(t.api.app, artist.headers, await pngImage(500, 600, '#ffffff'));
    await t.api.db
      .update(sides)
      .set({ mediaId: mockup.id })
      .where(and(eq(sides.inventoryId, t.catalog.inventories.tee), eq(sides.position, 'FRONT')));
    red = (await uploadImage(t.api.app, artist.headers, await pngImage(200, 200, '#ff0000'))).id;
    blue = (await uploadImage(t.api.app, artist.headers, await pngImage(200, 200, '#0000ff'))).id;
    // A second printable blank item: the tee copied, with the same front.
    const [tee] = await t.api.db
      .select()
      .from(inventories)
      .where(eq(inventories.id, t.catalog.inventories.tee));
    if (!tee) throw new Error('the catalogue has no tee');
    const { id: _id, ...copy } = tee;
    const [second] = await t.api.db
      .insert(inventories)
      .values({ ...copy, nameEn: 'Long tee', nameAr: 'تيشيرت طويل' })
      .returning({ id: inventories.id });
    secondTee = second?.id ?? 0;
    const [front] = await t.api.db
      .select()
      .from(sides)
      .where(and(eq(sides.inventoryId, t.catalog.inventories.tee), eq(sides.position, 'FRONT')));
    if (!front) throw new Error('the tee has no front');
    const { id: _side, ...side } = front;
    await t.api.db.insert(sides).values({ ...side, inventoryId: secondTee });
  });

  const photoPixel = async (productId: number, x: number, y: number) => {
    const list = (await send('GET', '/api/artist/portal/products?limit=100', artist.headers)).json();
    const product = list.products.find((row: { id: number }) => row.id === productId);
    const file = await t.api.app.inject({ url: new URL(product.media.url.large).pathname });
    const { data } = await sharp(file.rawPayload)
      .extract({ left: x, top: y, width: 1, height: 1 })
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    return [...data] as [number, number, number];
  };
  const isRed = ([r, g, b]: [number, number, number]) => r > 150 && g < 100 && b < 100;
  const isBlue = ([r, g, b]: [number, number, number]) => b > 150 && r < 100 && g < 100;
  const isWhite = (pixel: number[]) => pixel.every((v) => v > 240);

  it('publishes where the artist places it: a quarter-size artwork in the top start corner of the area', async () => {
    const reply = await send('POST', '/api/artist/portal/artworks', artist.headers, {
      title: 'Corner',
      titleAr: 'زاوية',
      mediaId: red,
      inventoryIds: [t.catalog.inventories.tee],
      placement: { side: 'FRONT', x: 0, y: 0, scale: 0.5 },
    });
    expect(reply.statusCode, reply.body).toBe(201);
    const [productId] = reply.json().productIds;
    // The box is 150×200 at (100, 120); the 200×200 art fits it at 150×150.
    expect(isRed(await photoPixel(productId, 170, 190))).toBe(true);
    expect(isWhite(await photoPixel(productId, 330, 400))).toBe(true);
    // The tee's back has no mockup: nothing can be printed there.
    const back = await send('POST', '/api/artist/portal/artworks', artist.headers, {
      title: 'Back',
      titleAr: 'ظهر',
      mediaId: red,
      inventoryIds: [t.catalog.inventories.tee],
      placement: { side: 'BACK', x: 0.5, y: 0.5, scale: 1 },
    });
    expect(back.json()).toMatchObject({ statusCode: 400, reason: 'BLANK_ITEM_NOT_PRINTABLE' });
    const off = await send('POST', '/api/artist/portal/artworks', artist.headers, {
      title: 'Off',
      titleAr: 'خارج',
      mediaId: red,
      inventoryIds: [t.catalog.inventories.tee],
      placement: { side: 'FRONT', x: 2, y: 0.5, scale: 1 },
    });
    expect(off.statusCode).toBe(400);
  });

  it('keeps an approved artwork in the shop for new texts, and sends it back for a new picture', async () => {
    const published = await send('POST', '/api/artist/portal/artworks', artist.headers, {
      title: 'Harbour',
      titleAr: 'ميناء',
      mediaId: red,
      topicIds: [t.catalog.topics.topic],
      inventoryIds: [t.catalog.inventories.tee],
    });
    const { artwork, productIds } = published.json();
    const url = `/api/artist/portal/artworks/${artwork.id}`;
    await send('POST', `/api/admin/moderation/artworks/${artwork.id}/decisions`, admin.headers, {
      decision: 'APPROVE',
    });
    expect((await send('GET', `/api/products/${productIds[0]}`)).json().nameEn).toBe('Harbour Tee');

    const texts = await send('PUT', url, artist.headers, {
      title: 'Harbour at night',
      titleAr: 'الميناء ليلًا',
      description: 'Lights',
      mediaId: red,
      topicIds: [],
      placement: CENTRED,
    });
    expect(texts.statusCode, texts.body).toBe(200);
    expect(texts.json()).toMatchObject({ review: 'APPROVED', title: 'Harbour at night', topicIds: [] });
    // The shop follows at once (the page was cached by the read above).
    const page = await send('GET', `/api/products/${productIds[0]}`);
    expect(page.json()).toMatchObject({ nameEn: 'Harbour at night Tee' });
    expect(isRed(await photoPixel(productIds[0], 250, 320))).toBe(true);

    const picture = await send('PUT', url, artist.headers, {
      title: 'Harbour at night',
      titleAr: 'الميناء ليلًا',
      mediaId: blue,
      placement: CENTRED,
    });
    expect(picture.json()).toMatchObject({ review: 'WAITING' });
    expect(isBlue(await photoPixel(productIds[0], 250, 320))).toBe(true);
    expect((await send('GET', `/api/products/${productIds[0]}`)).statusCode).toBe(404);

    // Someone else's upload, someone else's artwork, an unknown topic.
    const other = await signInAs(t.api.db, 'other@example.com', 'ARTIST');
    const theirs = await uploadImage(t.api.app, other.headers, await pngImage(40, 40));
    const base = { title: 'X', titleAr: 'س', mediaId: blue, placement: CENTRED };
    expect((await send('PUT', url, artist.headers, { ...base, mediaId: theirs.id })).json()).toMatchObject({
      statusCode: 404,
      reason: 'ARTWORK_IMAGE_NOT_FOUND',
    });
    expect(
      (await send('PUT', url, artist.headers, { ...base, topicIds: [t.catalog.topics.hiddenTopic] })).json(),
    ).toMatchObject({
      reason: 'ARTWORK_TOPIC_UNKNOWN',
    });
    expect((await send('PUT', url, other.headers, base)).statusCode).toBe(404);
    expect((await send('GET', url, other.headers)).statusCode).toBe(404);
    expect((await send('PUT', url, artist.headers, { ...base, isApproved: true })).statusCode).toBe(400);
  });

  it('makes an artwork on more blank items later, placed as before', async () => {
    const published = await send('POST', '/api/artist/portal/artworks', artist.headers, {
      title: 'Later',
      titleAr: 'لاحقًا',
      mediaId: red,
      inventoryIds: [t.catalog.inventories.tee],
      placement: { side: 'FRONT', x: 1, y: 1, scale: 0.5 },
    });
    const { artwork } = published.json();
    const url = `/api/artist/portal/artworks/${artwork.id}/products`;
    const added = await send('POST', url, artist.headers, { inventoryIds: [secondTee] });
    expect(added.statusCode, added.body).toBe(201);
    const [productId] = added.json().productIds;
    const [row] = await t.api.db.select().from(products).where(eq(products.id, productId));
    expect(row).toMatchObject({ artworkId: artwork.id, inventoryId: secondTee, nameEn: 'Later Long tee' });
    // Bottom end corner: the box is 150×200 at (250, 320).
    expect(isRed(await photoPixel(productId, 330, 450))).toBe(true);
    expect(isWhite(await photoPixel(productId, 150, 150))).toBe(true);
    expect(
      (await send('GET', `/api/artist/portal/artworks/${artwork.id}`, artist.headers)).json().inventoryIds,
    ).toEqual(expect.arrayContaining([t.catalog.inventories.tee, secondTee]));
    expect((await send('POST', url, artist.headers, { inventoryIds: [secondTee] })).json()).toMatchObject({
      statusCode: 409,
      reason: 'BLANK_ITEM_ALREADY_USED',
    });
    expect(
      (await send('POST', url, artist.headers, { inventoryIds: [t.catalog.inventories.tote] })).json(),
    ).toMatchObject({
      reason: 'BLANK_ITEM_NOT_PRINTABLE',
    });
    expect((await send('POST', url, artist.headers, { inventoryIds: [] })).statusCode).toBe(400);
  });
});
