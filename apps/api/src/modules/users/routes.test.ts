import { sessions } from '@seed/db/schema/auth';
import { media } from '@seed/db/schema/media';
import { users } from '@seed/db/schema/users';
import { walletLedger } from '@seed/db/schema/wallet';
import { testDatabaseKinds } from '@seed/db/test-database';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createSession, useCatalogApi } from '../../test/api';

const kuwaitAddress = {
  firstName: 'Sara',
  lastName: 'Ali',
  phone: '+965 5555 1234',
  country: 'KW',
  state: 'HA',
  area: 'Salmiya',
  block: '10',
  street: 'Salem Al-Mubarak',
  building: '7',
};

describe.each(testDatabaseKinds())('users on %s', (kind) => {
  const t = useCatalogApi(kind);
  const as = async (userId: number) => ({ authorization: `Bearer ${await createSession(t.api.db, userId)}` });
  const newUser = async (email: string, values: Partial<typeof users.$inferInsert> = {}) => {
    const [row] = await t.api.db
      .insert(users)
      .values({ email, ...values })
      .returning({ id: users.id });
    return row!.id;
  };
  const inject = (
    method: 'GET' | 'PUT' | 'POST' | 'DELETE',
    url: string,
    headers: object,
    payload?: object,
  ) => t.api.app.inject({ method, url, headers: headers as Record<string, string>, payload });

  it('answers 401 to guests and stale sessions', async () => {
    expect((await inject('GET', '/api/users/get/me', {})).statusCode).toBe(401);
    const userId = await newUser('stale@example.com');
    const revoked = await createSession(t.api.db, userId, { revoked: true });
    const reply = await inject('GET', '/api/users/get/me', { authorization: `Bearer ${revoked}` });
    expect(reply.json()).toMatchObject({ statusCode: 401, code: 'UNAUTHORIZED' });
  });

  it('returns the signed-in user with wallet, photo and their own addresses only', async () => {
    const userId = await newUser('me@example.com', { firstName: 'Mona', lastName: 'Saad', locale: 'en' });
    const otherId = await newUser('other@example.com');
    await t.api.db.insert(walletLedger).values([
      { userId, amount: 5000, reason: 'ADJUSTMENT' },
      { userId, amount: -1500, reason: 'ADJUSTMENT' },
      { userId: otherId, amount: 9000, reason: 'ADJUSTMENT' },
    ]);
    const headers = await as(userId);
    await inject('POST', '/api/users/delivery/address', headers, kuwaitAddress);
    await inject('POST', '/api/users/delivery/address', await as(otherId), {
      ...kuwaitAddress,
      firstName: 'X',
    });

    const me = (await inject('GET', '/api/users/get/me?currency=KWD', headers)).json();
    expect(me).toMatchObject({
      id: userId,
      email: 'me@example.com',
      firstName: 'Mona',
      lastName: 'Saad',
      locale: 'en',
      role: 'USER',
      emailVerified: false,
      walletAmount: { amount: 3500, currency: 'KWD' },
      media: null,
      artistRequest: null,
    });
    expect(me.deliveryAddress).toHaveLength(1);
    expect(me.deliveryAddress[0]).toMatchObject({ firstName: 'Sara', area: 'Salmiya', country: 'KW' });
    const usd = (await inject('GET', '/api/users/get/me?currency=USD', headers)).json();
    expect(usd.walletAmount).toEqual({ amount: 1139, currency: 'USD' });
  });

  it('edits the profile, and refuses role, wallet, e-mail and verification fields', async () => {
    const userId = await newUser('edit@example.com');
    const headers = await as(userId);
    const reply = await inject('PUT', '/api/users/profile/edit', headers, {
      firstName: ' Huda ',
      lastName: 'Nasser',
      phone: '+96550000000',
      locale: 'en',
    });
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toMatchObject({
      firstName: 'Huda',
      lastName: 'Nasser',
      phone: '+96550000000',
      locale: 'en',
    });
    expect((await inject('PUT', '/api/users/profile/edit', headers, { phone: '' })).json().phone).toBeNull();

    for (const forbidden of [
      { role: 'ADMIN' },
      { walletAmount: 100000 },
      { email: 'boss@example.com' },
      { emailVerified: true },
      { emailVerifiedAt: new Date().toISOString() },
    ]) {
      const refused = await inject('PUT', '/api/users/profile/edit', headers, forbidden);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toContain(Object.keys(forbidden)[0]);
    }
    const [row] = await t.api.db.select().from(users).where(eq(users.id, userId));
    expect(row).toMatchObject({ role: 'USER', email: 'edit@example.com', emailVerifiedAt: null });
  });

  it('refuses overlong and malformed profile fields with 400, never 500', async () => {
    const headers = await as(await newUser('long@example.com'));
    for (const body of [
      { firstName: 'x'.repeat(10_000) },
      { phone: '9'.repeat(10_000) },
      { phone: 'call me' },
      { username: 'A!' },
      { locale: 'fr' },
      { mediaId: 'abc' },
      { mediaId: 99_999_999_999 },
    ]) {
      const reply = await inject('PUT', '/api/users/profile/edit', headers, body);
      expect(reply.statusCode, JSON.stringify(body).slice(0, 40)).toBe(400);
      expect(reply.json().code).toBe('INVALID_DATA');
    }
  });

  it("sets a photo from the user's own upload only", async () => {
    const userId = await newUser('photo@example.com');
    const otherId = await newUser('photo-other@example.com');
    const image = (ownerUserId: number) =>
      t.api.db
        .insert(media)
        .values({
          pathname: 'a.png',
          filename: 'a.png',
          foldersName: 'uploads',
          mimeType: 'image/png',
          ownerUserId,
        })
        .returning({ id: media.id });
    const [[own], [foreign]] = await Promise.all([image(userId), image(otherId)]);
    const headers = await as(userId);
    const set = await inject('PUT', '/api/users/profile/edit', headers, { mediaId: own!.id });
    expect(set.json().media).toMatchObject({
      id: own!.id,
      url: { small: 'http://store.test/media/uploads/small_a.webp' },
    });
    const refused = await inject('PUT', '/api/users/profile/edit', headers, { mediaId: foreign!.id });
    expect(refused.statusCode).toBe(404);
    expect(refused.json().reason).toBe('PHOTO_NOT_AMONG_UPLOADS');
    expect(
      (await inject('PUT', '/api/users/profile/edit', headers, { mediaId: null })).json().media,
    ).toBeNull();
  });

  it('refuses a username someone else has', async () => {
    await newUser('taken@example.com', { username: 'noor.art' });
    const headers = await as(await newUser('wants@example.com'));
    const reply = await inject('PUT', '/api/users/profile/edit', headers, { username: 'noor.art' });
    expect(reply.json()).toMatchObject({ statusCode: 409, code: 'CONFLICT', reason: 'USERNAME_TAKEN' });
  });

  it('deletes the account: every session ends, data goes, the e-mail is free again', async () => {
    const userId = await newUser('leaving@example.com', { firstName: 'Leila', phone: '+9651' });
    const headers = await as(userId);
    const otherDevice = await as(userId);
    await inject('POST', '/api/users/delivery/address', headers, kuwaitAddress);
    await inject('POST', `/api/favorite/product/${t.catalog.products.palmTee}`, headers);

    const reply = await inject('DELETE', '/api/users', headers);
    expect(reply.json()).toEqual({ deleted: true });
    expect((await inject('GET', '/api/users/get/me', headers)).statusCode).toBe(401);
    expect((await inject('GET', '/api/users/get/me', otherDevice)).statusCode).toBe(401);
    expect((await inject('DELETE', '/api/users', headers)).statusCode).toBe(401);

    const live = await t.api.db.select().from(sessions).where(eq(sessions.userId, userId));
    expect(live.every((session) => session.revokedAt !== null)).toBe(true);
    const [row] = await t.api.db.select().from(users).where(eq(users.id, userId));
    expect(row).toMatchObject({
      isActive: false,
      firstName: '',
      phone: null,
      email: `deleted-${userId}@deleted.invalid`,
    });
    expect(row!.deletedAt).not.toBeNull();
    // The address is free, so the same person can open a new, empty account.
    const again = await newUser('leaving@example.com');
    expect((await inject('GET', '/api/users/get/me', await as(again))).json()).toMatchObject({
      email: 'leaving@example.com',
      deliveryAddress: [],
    });
  });
});
