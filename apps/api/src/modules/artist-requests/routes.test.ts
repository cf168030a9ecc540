import { artists } from '@seed/db/schema/artists';
import { auditLog } from '@seed/db/schema/staff';
import { testDatabaseKinds } from '@seed/db/test-database';
import { pngImage } from '@seed/media/test-images';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useCatalogApi } from '../../test/api';
import { caller, signInAs, uploadImage } from '../artist-portal/portal-test-kit';

describe.each(testDatabaseKinds())('becoming an artist on %s', (kind) => {
  const t = useCatalogApi(kind);
  let admin: Awaited<ReturnType<typeof signInAs>>;
  const send = (...args: Parameters<ReturnType<typeof caller>>) => caller(t.api.app)(...args);
  const me = async (headers: Record<string, string>) =>
    (await send('GET', '/api/users/get/me', headers)).json();

  const apply = async (email: string, name: string) => {
    const user = await signInAs(t.api.db, email);
    const sample = await uploadImage(t.api.app, user.headers, await pngImage(40, 40));
    const body = {
      name,
      bio: 'I draw boats.',
      portfolioLinks: ['https://example.com/work'],
      sampleMediaIds: [sample.id],
    };
    return { user, body, reply: await send('POST', '/api/users/became-artist', user.headers, body) };
  };

  beforeAll(async () => {
    admin = await signInAs(t.api.db, 'admin@example.com', 'ADMIN');
  });

  it('files one request at a time and shows its state on the profile', async () => {
    const { user, body, reply } = await apply('hopeful@example.com', 'Noor');
    expect(reply.statusCode, reply.body).toBe(201);
    expect(reply.json()).toMatchObject({
      status: 'PENDING',
      name: 'Noor',
      portfolioLinks: body.portfolioLinks,
    });
    expect(reply.json().samples).toHaveLength(1);
    expect((await me(user.headers)).artistRequest).toMatchObject({ status: 'PENDING', reviewNote: null });
    const again = await send('PUT', '/api/users/became-artist', user.headers, body);
    expect(again.json()).toMatchObject({ statusCode: 409, reason: 'ARTIST_REQUEST_PENDING' });
  });

  it('makes an approved applicant an artist with a free subdomain', async () => {
    const { user, reply } = await apply('approved@example.com', 'Noor');
    const id = reply.json().id;
    const list = await send('GET', '/api/admin/artist-requests?status=PENDING', admin.headers);
    expect(list.statusCode).toBe(200);
    expect(list.json().artistRequests.map((r: { id: number }) => r.id)).toContain(id);

    const approved = await send('PATCH', `/api/admin/artist-requests/${id}`, admin.headers, {
      status: 'APPROVED',
      note: 'Welcome',
    });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({ status: 'APPROVED', reviewNote: 'Welcome' });
    const audit = await t.api.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.recordType, 'artistRequest'), eq(auditLog.recordId, String(id))));
    expect(audit).toMatchObject([
      {
        staffId: admin.id,
        action: 'artistRequest.status.set',
        before: { status: 'PENDING' },
        after: { status: 'APPROVED' },
        reason: 'Welcome',
        requestId: approved.headers['x-request-id'],
      },
    ]);
    const profile = await me(user.headers);
    expect(profile.role).toBe('ARTIST');
    expect(profile.artistRequest).toMatchObject({ status: 'APPROVED', reviewNote: 'Welcome' });
    // The catalogue's artist already has `noor`.
    const [row] = await t.api.db.select().from(artists).where(eq(artists.userId, user.id));
    expect(row!.subdomain).toBe('noor-2');
    const shop = await send('GET', '/api/users/subdomain/noor-2');
    expect(shop.statusCode).toBe(200);
    expect(shop.json().id).toBe(row!.id);
    expect((await send('GET', '/api/artist/portal/dashboard', user.headers)).statusCode).toBe(200);

    const twice = await send('PATCH', `/api/admin/artist-requests/${id}`, admin.headers, {
      status: 'REJECTED',
    });
    expect(twice.json()).toMatchObject({
      statusCode: 409,
      reason: 'ARTIST_REQUEST_ALREADY_REVIEWED',
      details: { status: 'APPROVED' },
    });
    const more = await send('POST', '/api/users/became-artist', user.headers, {
      name: 'Noor',
      sampleMediaIds: [reply.json().samples[0].id],
    });
    expect(more.json()).toMatchObject({ statusCode: 409, reason: 'ALREADY_AN_ARTIST' });
  });

  it('lets a rejected applicant see the reason and note, by e-mail too, and apply again', async () => {
    const { user, body, reply } = await apply('rejected@example.com', 'Sam');
    const url = `/api/admin/artist-requests/${reply.json().id}`;
    // A rejection needs a reason from the list.
    expect((await send('PATCH', url, admin.headers, { status: 'REJECTED' })).json()).toMatchObject({
      statusCode: 400,
      reason: 'MODERATION_REASON_REQUIRED',
    });
    expect(
      (await send('PATCH', url, admin.headers, { status: 'REJECTED', reasonCode: 'NOPE' })).statusCode,
    ).toBe(400);
    const rejected = await send('PATCH', url, admin.headers, {
      status: 'REJECTED',
      reasonCode: 'LOW_QUALITY',
      note: 'More samples, please',
    });
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json()).toMatchObject({ status: 'REJECTED', reasonCode: 'LOW_QUALITY' });
    const profile = await me(user.headers);
    expect(profile.role).toBe('USER');
    expect(profile.artistRequest).toMatchObject({
      status: 'REJECTED',
      reasonCode: 'LOW_QUALITY',
      reviewNote: 'More samples, please',
    });
    // The applicant's language is Arabic, the store's default.
    const mail = (await send('GET', '/api/dev/mailbox?to=rejected%40example.com')).json();
    expect(mail.messages).toMatchObject([{ subject: 'طلبك للانضمام فنانًا' }]);
    expect(mail.messages[0].text).toContain('جودة الصورة لا تكفي للطباعة');
    expect(mail.messages[0].text).toContain('More samples, please');
    expect((await send('POST', '/api/users/became-artist', user.headers, body)).statusCode).toBe(201);
  });

  it('keeps one of two requests sent at once, and one of two approvals', async () => {
    const user = await signInAs(t.api.db, 'eager@example.com');
    const sample = await uploadImage(t.api.app, user.headers, await pngImage(40, 40));
    const body = { name: 'Eager', sampleMediaIds: [sample.id] };
    const replies = await Promise.all([
      send('POST', '/api/users/became-artist', user.headers, body),
      send('POST', '/api/users/became-artist', user.headers, body),
    ]);
    expect(replies.map((reply) => reply.statusCode).sort()).toEqual([201, 409]);
    const id = replies.find((reply) => reply.statusCode === 201)!.json().id;
    const url = `/api/admin/artist-requests/${id}`;
    const reviews = await Promise.all([
      send('PATCH', url, admin.headers, { status: 'APPROVED' }),
      send('PATCH', url, admin.headers, { status: 'APPROVED' }),
    ]);
    expect(reviews.map((reply) => reply.statusCode).sort()).toEqual([200, 409]);
    expect(await t.api.db.select().from(artists).where(eq(artists.userId, user.id))).toHaveLength(1);
  });

  it('refuses bad input and non-admins', async () => {
    const user = await signInAs(t.api.db, 'careless@example.com');
    const post = (payload: object) => send('POST', '/api/users/became-artist', user.headers, payload);
    expect(
      (await send('POST', '/api/users/became-artist', {}, { name: 'x', sampleMediaIds: [1] })).statusCode,
    ).toBe(401);
    expect((await post({ name: 'X', sampleMediaIds: [] })).statusCode).toBe(400);
    expect(
      (await post({ name: 'X', sampleMediaIds: [1], portfolioLinks: ['javascript:alert(1)'] })).statusCode,
    ).toBe(400);
    expect((await post({ name: 'X', sampleMediaIds: [1], role: 'ADMIN' })).statusCode).toBe(400);
    // Another user's upload is not a sample of this applicant's.
    expect((await post({ name: 'X', sampleMediaIds: [1] })).json()).toMatchObject({
      statusCode: 404,
      reason: 'ARTIST_SAMPLE_NOT_FOUND',
    });
    // The moderators' desk is hidden from a shopper (404), as from anyone without the permission.
    expect((await send('GET', '/api/admin/artist-requests', user.headers)).statusCode).toBe(404);
    expect(
      (await send('PATCH', '/api/admin/artist-requests/1', user.headers, { status: 'APPROVED' })).statusCode,
    ).toBe(404);
    expect(
      (await send('PATCH', '/api/admin/artist-requests/1', admin.headers, { status: 'PENDING' })).statusCode,
    ).toBe(400);
    expect(
      (await send('PATCH', '/api/admin/artist-requests/999999', admin.headers, { status: 'APPROVED' }))
        .statusCode,
    ).toBe(404);
  });
});
