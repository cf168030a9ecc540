import { artworkDecisions } from '@seed/db/schema/artworks';
import { sides } from '@seed/db/schema/inventory';
import { auditLog } from '@seed/db/schema/staff';
import { users } from '@seed/db/schema/users';
import { testDatabaseKinds } from '@seed/db/test-database';
import { pngImage } from '@seed/media/test-images';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useCatalogApi } from '../../test/api';
import { caller, signInAs, uploadImage } from '../artist-portal/portal-test-kit';

type Headers = Record<string, string>;

describe.each(testDatabaseKinds())('the moderation desk on %s', (kind) => {
  const t = useCatalogApi(kind);
  const send = (...args: Parameters<ReturnType<typeof caller>>) => caller(t.api.app)(...args);
  let artist: { id: number; headers: Headers };
  let moderator: { id: number; headers: Headers };
  let art: number;

  beforeAll(async () => {
    artist = await signInAs(t.api.db, 'artist@example.com');
    // The artist reads their mail in Arabic.
    await t.api.db.update(users).set({ locale: 'ar' }).where(eq(users.id, artist.id));
    const mockup = await uploadImage(t.api.app, artist.headers, await pngImage(500, 600, '#ffffff'));
    await t.api.db
      .update(sides)
      .set({ mediaId: mockup.id })
      .where(and(eq(sides.inventoryId, t.catalog.inventories.tee), eq(sides.position, 'FRONT')));
    art = (await uploadImage(t.api.app, artist.headers, await pngImage(200, 200, '#c0392b'))).id;
    const admin = await signInAs(t.api.db, 'boss@example.com', 'ADMIN');
    moderator = await signInAs(t.api.db, 'moderator@example.com');
    const granted = await send('PUT', `/api/admin/staff/${moderator.id}/roles`, admin.headers, {
      roles: ['MODERATOR'],
      reason: 'Hired',
    });
    expect(granted.statusCode, granted.body).toBe(200);
  });

  const publish = async (title: string) => {
    const reply = await send('POST', '/api/artist/portal/artworks', artist.headers, {
      title,
      titleAr: `عمل ${title}`,
      mediaId: art,
      inventoryIds: [t.catalog.inventories.tee],
    });
    expect(reply.statusCode, reply.body).toBe(201);
    return reply.json() as { artwork: { id: number }; productIds: number[] };
  };
  const decide = (id: number, body: object, headers = moderator.headers) =>
    send('POST', `/api/admin/moderation/artworks/${id}/decisions`, headers, body);
  const portalArtwork = async (id: number) =>
    (await send('GET', `/api/artist/portal/artworks/${id}`, artist.headers)).json();
  const productState = async (productId: number) =>
    (await send('GET', '/api/artist/portal/products?limit=100', artist.headers))
      .json()
      .products.find((row: { id: number }) => row.id === productId).state;

  it('queues a new artwork with its products and artist, and refuses it with a reason the artist reads', async () => {
    const { artwork, productIds } = await publish('Dunes');
    const queue = (await send('GET', '/api/admin/moderation/artworks?limit=100', moderator.headers)).json();
    expect(queue.artworks.map((row: { id: number }) => row.id)).toContain(artwork.id);
    const detail = await send('GET', `/api/admin/moderation/artworks/${artwork.id}`, moderator.headers);
    expect(detail.statusCode, detail.body).toBe(200);
    expect(detail.json()).toMatchObject({
      review: 'WAITING',
      artist: { displayNameEn: 'Noor', subdomain: 'noor' },
      products: [{ id: productIds[0] }],
      decisions: [],
    });
    expect(detail.json().media.url.large).toMatch(/large/);
    expect(await productState(productIds[0] ?? 0)).toBe('WAITING_APPROVAL');

    // A refusal needs a reason from the list; the artist cannot decide; a made-up decision is refused.
    expect((await decide(artwork.id, { decision: 'REFUSE' })).json()).toMatchObject({
      statusCode: 400,
      reason: 'MODERATION_REASON_REQUIRED',
    });
    expect((await decide(artwork.id, { decision: 'REFUSE', reasonCode: 'UGLY' })).statusCode).toBe(400);
    expect((await decide(artwork.id, { decision: 'DELETE' })).statusCode).toBe(400);
    expect((await decide(artwork.id, { decision: 'APPROVE' }, artist.headers)).statusCode).toBe(404);
    expect((await decide(artwork.id, { decision: 'TAKE_DOWN', reasonCode: 'OTHER' })).json()).toMatchObject({
      statusCode: 409,
      reason: 'ARTWORK_NOT_LISTED',
    });

    const refused = await decide(artwork.id, {
      decision: 'REFUSE',
      reasonCode: 'LOW_QUALITY',
      note: 'The edges are blurred',
    });
    expect(refused.statusCode, refused.body).toBe(201);
    expect(refused.json()).toEqual({ id: artwork.id, review: 'REFUSED' });
    expect((await decide(artwork.id, { decision: 'APPROVE' })).json()).toMatchObject({
      statusCode: 409,
      reason: 'ARTWORK_NOT_WAITING',
    });

    const rows = await t.api.db
      .select()
      .from(artworkDecisions)
      .where(eq(artworkDecisions.artworkId, artwork.id));
    expect(rows).toMatchObject([
      { decision: 'REFUSE', reasonCode: 'LOW_QUALITY', note: 'The edges are blurred', staffId: moderator.id },
    ]);
    const audit = await t.api.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.recordType, 'artwork'), eq(auditLog.recordId, String(artwork.id))));
    expect(audit).toMatchObject([
      {
        staffId: moderator.id,
        action: 'artwork.review.set',
        before: { review: 'WAITING' },
        after: { review: 'REFUSED', decision: 'REFUSE', reasonCode: 'LOW_QUALITY' },
        reason: 'The edges are blurred',
      },
    ]);

    // The artist: an e-mail in Arabic with the reason, the portal's reason, the product's state.
    const mail = (await send('GET', '/api/dev/mailbox?to=artist%40example.com')).json();
    const sent = mail.messages.find((m: { subject: string }) => m.subject === 'لم تُقبل «عمل Dunes»');
    expect(sent.text).toContain('جودة الصورة لا تكفي للطباعة');
    expect(sent.text).toContain('The edges are blurred');
    expect(sent.html).toContain('dir="rtl"');
    expect(await portalArtwork(artwork.id)).toMatchObject({
      review: 'REFUSED',
      decision: { decision: 'REFUSE', reasonCode: 'LOW_QUALITY', note: 'The edges are blurred' },
    });
    const list = (await send('GET', '/api/artist/portal/artworks', artist.headers)).json();
    expect(list.artworks.find((row: { id: number }) => row.id === artwork.id)).toMatchObject({
      review: 'REFUSED',
      decision: { reasonCode: 'LOW_QUALITY' },
    });
    expect(await productState(productIds[0] ?? 0)).toBe('REFUSED');
    const history = (
      await send('GET', `/api/admin/moderation/artworks/${artwork.id}`, moderator.headers)
    ).json();
    expect(history.decisions).toMatchObject([{ decision: 'REFUSE', staffName: 'moderator@example.com' }]);
    const refusedList = (
      await send('GET', '/api/admin/moderation/artworks?review=REFUSED', moderator.headers)
    ).json();
    expect(refusedList.artworks.map((row: { id: number }) => row.id)).toContain(artwork.id);
  });

  it('takes a changed artwork back, approves it into the shop and takes it down at once', async () => {
    const { artwork, productIds } = await publish('Waves');
    await decide(artwork.id, { decision: 'REFUSE', reasonCode: 'TEXT_ERRORS', note: 'Typo' });
    const edit = await send('PUT', `/api/artist/portal/artworks/${artwork.id}`, artist.headers, {
      title: 'Waves',
      titleAr: 'أمواج',
      mediaId: art,
      placement: { side: 'FRONT', x: 0.5, y: 0.5, scale: 1 },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(edit.json()).toMatchObject({ review: 'WAITING', titleAr: 'أمواج' });

    const approved = await decide(artwork.id, { decision: 'APPROVE' });
    expect(approved.json()).toEqual({ id: artwork.id, review: 'APPROVED' });
    // Read by a guest (so the reply is cached), then taken down: the next read already misses it.
    expect((await send('GET', `/api/products/${productIds[0]}`)).statusCode).toBe(200);
    expect((await send('GET', `/api/artwork/${artwork.id}`)).statusCode).toBe(200);
    expect((await send('GET', `/api/products/${productIds[0]}`)).statusCode).toBe(200);
    expect(await productState(productIds[0] ?? 0)).toBe('SHOWN');
    expect((await decide(artwork.id, { decision: 'TAKE_DOWN' })).json()).toMatchObject({
      reason: 'MODERATION_REASON_REQUIRED',
    });
    const down = await decide(artwork.id, {
      decision: 'TAKE_DOWN',
      reasonCode: 'COPYRIGHT',
      note: 'A complaint',
    });
    expect(down.json()).toEqual({ id: artwork.id, review: 'TAKEN_DOWN' });
    expect((await send('GET', `/api/products/${productIds[0]}`)).statusCode).toBe(404);
    expect((await send('GET', `/api/artwork/${artwork.id}`)).statusCode).toBe(404);
    expect(
      (await portalArtwork(artwork.id)).decisions.map((row: { decision: string }) => row.decision),
    ).toEqual(['TAKE_DOWN', 'APPROVE', 'REFUSE']);
    const mail = (await send('GET', '/api/dev/mailbox?to=artist%40example.com')).json();
    expect(mail.messages.map((m: { subject: string }) => m.subject)).toContain('أُزيلت «أمواج» من المتجر');
  });

  it('hides the desk from an artist and a shopper, and answers 404 for an unknown artwork', async () => {
    const shopper = await signInAs(t.api.db, 'shopper@example.com');
    for (const headers of [artist.headers, shopper.headers]) {
      expect((await send('GET', '/api/admin/moderation/artworks', headers)).statusCode).toBe(404);
    }
    expect((await send('GET', '/api/admin/moderation/artworks', {})).statusCode).toBe(401);
    expect(
      (await send('GET', '/api/admin/moderation/artworks?review=LOST', moderator.headers)).statusCode,
    ).toBe(400);
    expect(
      (await send('GET', '/api/admin/moderation/artworks/999999', moderator.headers)).json(),
    ).toMatchObject({
      statusCode: 404,
      reason: 'ARTWORK_NOT_FOUND',
    });
  });

  it('lets one of two moderators deciding at once win', async () => {
    const { artwork } = await publish('Race');
    const replies = await Promise.all([
      decide(artwork.id, { decision: 'APPROVE' }),
      decide(artwork.id, { decision: 'REFUSE', reasonCode: 'OTHER' }),
    ]);
    expect(replies.map((reply) => reply.statusCode).sort()).toEqual([201, 409]);
    expect(
      await t.api.db.select().from(artworkDecisions).where(eq(artworkDecisions.artworkId, artwork.id)),
    ).toHaveLength(1);
  });
});
