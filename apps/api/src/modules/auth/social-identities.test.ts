import { userIdentities } from '@seed/db/schema/auth';
import { users } from '@seed/db/schema/users';
import { testDatabaseKinds } from '@seed/db/test-database';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { deleteAccount } from '../users/service';
import { useGoogleStandIn } from './google-stand-in';

describe.each(testDatabaseKinds())('provider identities (Google stand-in) on %s', (kind) => {
  const google = useGoogleStandIn(kind);

  async function signUpByCode(email: string) {
    await google.api.app.inject({ method: 'POST', url: '/api/auth/generate-otp', payload: { email } });
    const mail = await google.api.app.inject({ url: `/api/dev/mailbox?to=${encodeURIComponent(email)}` });
    const otp = /\b(\d{6})\b/.exec(mail.json().messages[0].subject)![1];
    const reply = await google.api.app.inject({
      method: 'POST',
      url: '/api/auth/verify-otp',
      payload: { email, otp },
    });
    return reply.json() as { accessToken: string; user: { id: number } };
  }
  const session = (token: string) =>
    google.api.app.inject({ url: '/api/auth/session', headers: { authorization: `Bearer ${token}` } });
  const identitiesOf = (userId: number) =>
    google.api.db
      .select({ provider: userIdentities.provider, subject: userIdentities.subject })
      .from(userIdentities)
      .where(eq(userIdentities.userId, userId));

  it('signs a returning subject in to its account after its address changed, verified or not', async () => {
    google.as({ sub: 'moving-sub', email: 'before@example.com' });
    const first = await google.signIn();
    expect(first.json()).toMatchObject({ email_exists: false, user: { email: 'before@example.com' } });
    const id = first.json().user.id;
    expect(await identitiesOf(id)).toEqual([{ provider: 'google', subject: 'moving-sub' }]);

    google.as({ sub: 'moving-sub', email: 'after@example.com' });
    const moved = await google.signIn();
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({ email_exists: true, user: { id, email: 'before@example.com' } });

    google.as({ sub: 'moving-sub', email: 'after@example.com', email_verified: false });
    expect((await google.signIn()).json().user.id).toBe(id);
  });

  it('links an account found by verified address once, then matches by subject only', async () => {
    const byCode = await signUpByCode('linked@example.com');
    google.as({ sub: 'linking-sub', email: 'linked@example.com' });
    const linked = await google.signIn();
    expect(linked.json()).toMatchObject({ email_exists: true, user: { id: byCode.user.id } });
    expect(await identitiesOf(byCode.user.id)).toEqual([{ provider: 'google', subject: 'linking-sub' }]);
    // The address was already verified: nothing of the account's is taken away.
    expect((await session(byCode.accessToken)).statusCode).toBe(200);
  });

  it('refuses another subject with the address of an account linked to a first one, leaving it intact', async () => {
    const owner = await signUpByCode('taken@example.com');
    google.as({ sub: 'first-owner', email: 'taken@example.com' });
    expect((await google.signIn()).json().user.id).toBe(owner.user.id);

    google.as({ sub: 'reassigned-address', email: 'taken@example.com' });
    const other = await google.signIn();
    expect(other.statusCode).toBe(409);
    expect(other.json()).toMatchObject({
      reason: 'LINKED_TO_ANOTHER_PROVIDER_ACCOUNT',
      details: { provider: 'Google' },
    });
    expect(other.json().message).toBe(
      "This e-mail's account signs in with another Google account: use that one, or a code sent to the e-mail",
    );
    expect(await identitiesOf(owner.user.id)).toEqual([{ provider: 'google', subject: 'first-owner' }]);
    expect((await session(owner.accessToken)).statusCode).toBe(200);
  });

  it('takes over an account whose address was never verified, as a mailed code does', async () => {
    const [unverified] = await google.api.db
      .insert(users)
      .values({ email: 'squatted@example.com', passwordHash: 'not-theirs' })
      .returning();
    google.as({ sub: 'mailbox-owner', email: 'squatted@example.com' });
    const reply = await google.signIn();
    expect(reply.json()).toMatchObject({
      user: { id: unverified!.id, emailVerified: true, hasPassword: false },
    });
    expect(await identitiesOf(unverified!.id)).toEqual([{ provider: 'google', subject: 'mailbox-owner' }]);
  });

  it('signs both in to one new account when the same person signs in twice at once', async () => {
    google.as({ sub: 'twice-sub', email: 'twice@example.com' });
    const flows = await Promise.all([google.authorize(), google.authorize()]);
    const replies = await Promise.all(
      flows.map(({ query, cookie }) =>
        google.api.app.inject({ url: `/api/auth/google/cb${query}`, headers: { cookie } }),
      ),
    );
    expect(replies.map((reply) => reply.statusCode)).toEqual([200, 200]);
    expect(new Set(replies.map((reply) => reply.json().user.id)).size).toBe(1);
  });

  it('starts a new, empty account for the subject of a closed account', async () => {
    google.as({ sub: 'leaving-sub', email: 'leaving@example.com' });
    const first = (await google.signIn()).json().user.id;
    await deleteAccount(google.api.db, first);
    const again = await google.signIn();
    expect(again.json()).toMatchObject({ email_exists: false });
    expect(again.json().user.id).not.toBe(first);
  });
});
