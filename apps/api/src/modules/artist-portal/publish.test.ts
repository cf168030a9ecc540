import { sides } from '@seed/db/schema/inventory';
import { productImages, products } from '@seed/db/schema/products';
import { auditLog } from '@seed/db/schema/staff';
import { testDatabaseKinds } from '@seed/db/test-database';
import { pngImage } from '@seed/media/test-images';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { useCatalogApi } from '../../test/api';
import { caller, signInAs, uploadImage } from './portal-test-kit';

const GARMENT = '#ffffff';
const ART = '#c0392b';

describe.each(testDatabaseKinds())('publishing an artwork on %s', (kind) => {
  const t = useCatalogApi(kind);
  let artist: Awaited<ReturnType<typeof signInAs>>;
  let artworkImage: number;
  const send = (...args: Parameters<ReturnType<typeof caller>>) => caller(t.api.app)(...args);

  beforeAll(async () => {
    artist = await signInAs(t.api.db, 'artist@example.com');
    // The tee's front mockup: a white 500×600 garment; the fixture's print area is 300×400 at (100, 120).
    const mockup = await uploadImage(t.api.app, artist.headers, await pngImage(500, 600, GARMENT));
    await t.api.db
      .update(sides)
      .set({ mediaId: mockup.id })
      .where(and(eq(sides.inventoryId, t.catalog.inventories.tee), eq(sides.position, 'FRONT')));
    artworkImage = (await uploadImage(t.api.app, artist.headers, await pngImage(200, 200, ART))).id;
  });

  const body = () => ({
    title: 'Harbour Lights',
    titleAr: 'أضواء الميناء',
    description: 'Boats at dusk',
    topicIds: [t.catalog.topics.topic],
    mediaId: artworkImage,
    inventoryIds: [t.catalog.inventories.tee],
  });

  it('makes the artwork and a product photo with the art in the print area, hidden until approved', async () => {
    const reply = await send('POST', '/api/artist/portal/artworks', artist.headers, body());
    expect(reply.statusCode, reply.body).toBe(201);
    const { artwork, productIds } = reply.json();
    expect(artwork).toMatchObject({ title: 'Harbour Lights', isApproved: false, isActive: true });
    expect(productIds).toHaveLength(1);
    const [product] = await t.api.db.select().from(products).where(eq(products.id, productIds[0]));
    expect(product).toMatchObject({
      artworkId: artwork.id,
      inventoryId: t.catalog.inventories.tee,
      price: 7000,
    });

    const [image] = await t.api.db
      .select()
      .from(productImages)
      .where(eq(productImages.productId, productIds[0]));
    const mine = await send('GET', '/api/artist/portal/products?search=harbour', artist.headers);
    const listed = mine.json().products[0];
    expect(listed.id).toBe(productIds[0]);
    expect(listed.media.id).toBe(image!.mediaId);
    const file = await t.api.app.inject({ url: new URL(listed.media.url.large).pathname });
    expect(file.statusCode).toBe(200);
    const pixel = async (x: number, y: number) => {
      const { data } = await sharp(file.rawPayload)
        .extract({ left: x, top: y, width: 1, height: 1 })
        .removeAlpha()
        .raw()
        .toBuffer({ resolveWithObject: true });
      return [...data];
    };
    // The art fills the middle of the print area; the garment shows outside it.
    const [r, g, b] = await pixel(250, 320);
    expect(r).toBeGreaterThan(150);
    expect(g).toBeLessThan(100);
    expect(b).toBeLessThan(100);
    expect((await pixel(20, 20)).every((v) => v > 240)).toBe(true);

    // Not in the shop before approval.
    expect((await send('GET', `/api/products/${productIds[0]}`)).statusCode).toBe(404);
    expect((await send('GET', `/api/artwork/${artwork.id}`)).statusCode).toBe(404);

    const url = `/api/admin/moderation/artworks/${artwork.id}/decisions`;
    // Approval is the moderators' desk, hidden from the artist.
    expect((await send('POST', url, artist.headers, { decision: 'APPROVE' })).statusCode).toBe(404);
    const admin = await signInAs(t.api.db, 'admin@example.com', 'ADMIN');
    const approved = await send('POST', url, admin.headers, { decision: 'APPROVE', note: 'Clean lines' });
    expect(approved.statusCode, approved.body).toBe(201);
    const audit = await t.api.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.recordType, 'artwork'), eq(auditLog.recordId, String(artwork.id))));
    expect(audit).toMatchObject([
      {
        staffId: admin.id,
        action: 'artwork.review.set',
        before: { review: 'WAITING' },
        after: { review: 'APPROVED', decision: 'APPROVE' },
        reason: 'Clean lines',
      },
    ]);
    expect((await send('GET', `/api/products/${productIds[0]}`)).statusCode).toBe(200);
    expect((await send('GET', `/api/artwork/${artwork.id}`)).json().topics).toHaveLength(1);
    expect(
      (
        await send('POST', '/api/admin/moderation/artworks/999999/decisions', admin.headers, {
          decision: 'APPROVE',
        })
      ).json(),
    ).toMatchObject({ statusCode: 404, reason: 'ARTWORK_NOT_FOUND' });
  });

  it('refuses what cannot be published', async () => {
    const post = (payload: object, headers = artist.headers) =>
      send('POST', '/api/artist/portal/artworks', headers, payload);
    // The tote has no front mockup, the retired item is inactive.
    const items = [t.catalog.inventories.tote, t.catalog.inventories.retired, 999999];
    const reasons: string[] = [];
    for (const inventoryId of items) {
      const reply = await post({ ...body(), inventoryIds: [inventoryId] });
      expect(reply.statusCode, reply.body).toBe(400);
      reasons.push(reply.json().reason);
    }
    expect(reasons).toEqual(items.map(() => 'BLANK_ITEM_NOT_PRINTABLE'));
    expect((await post({ ...body(), topicIds: [t.catalog.topics.hiddenTopic] })).json()).toMatchObject({
      statusCode: 400,
      reason: 'ARTWORK_TOPIC_UNKNOWN',
    });
    expect((await post({ ...body(), inventoryIds: [] })).statusCode).toBe(400);
    expect((await post({ ...body(), title: ' ' })).statusCode).toBe(400);
    expect((await post({ ...body(), isApproved: true })).statusCode).toBe(400);
    const shopper = await signInAs(t.api.db, 'shopper@example.com');
    expect((await post(body(), shopper.headers)).statusCode).toBe(403);
    // Someone else's upload is not the artist's to publish.
    const other = await signInAs(t.api.db, 'other-artist@example.com', 'ARTIST');
    const theirs = await uploadImage(t.api.app, other.headers, await pngImage(50, 50));
    expect((await post({ ...body(), mediaId: theirs.id })).json()).toMatchObject({
      statusCode: 404,
      reason: 'ARTWORK_IMAGE_NOT_FOUND',
    });
  });
});
