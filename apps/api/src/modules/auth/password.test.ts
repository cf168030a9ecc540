import { testDatabaseKinds } from '@seed/db/test-database';
import { describe, expect, it } from 'vitest';
import { useAuthApi } from './auth-test-client';

const password = 'date-palm-evening';
const person = { firstName: 'Mona', lastName: 'Saleh' };

describe.each(testDatabaseKinds())('password accounts and sessions on %s', (kind) => {
  const t = useAuthApi(kind);
  const signUp = (email: string, extra: object = {}) =>
    t.post('auth/sign-up', { ...person, email, password, password2: password, ...extra });
  const signIn = (email: string, pass = password, options = {}) =>
    t.post('auth/sign-in', { email, password: pass, deviceId: 'phone-1' }, options);

  it('signs up, signs in and out; a token stops working at logout', async () => {
    const email = t.freshEmail();
    const created = await signUp(email, { locale: 'en', phone: '+965 5555 1234' });
    expect(created.statusCode).toBe(200);
    expect(created.json()).toMatchObject({
      isNewUser: true,
      user: { ...person, email, locale: 'en', emailVerified: false, hasPassword: true, role: 'USER' },
    });
    const reply = await signIn(email.toUpperCase());
    expect(reply.statusCode).toBe(200);
    const token = reply.json().accessToken as string;
    expect(token).toMatch(/^[\w-]{43}$/);
    const session = await t.api.app.inject({
      url: '/api/auth/session',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(session.json().user).toMatchObject({ email, firstName: 'Mona' });
    expect((await t.logout(token)).statusCode).toBe(204);
    const again = await t.logout(token);
    expect(again.statusCode).toBe(401);
    const gone = await t.api.app.inject({
      url: '/api/auth/session',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(gone.statusCode).toBe(401);
  });

  it('replaces the token at sign-in: the one the request came with, and the same device’s', async () => {
    const email = t.freshEmail();
    const first = (await signUp(email)).json().accessToken as string;
    const second = (await signIn(email, password, { token: first })).json().accessToken as string;
    expect(second).not.toBe(first);
    expect((await t.logout(first)).statusCode).toBe(401);
    // Same deviceId, no token sent: the device's earlier session goes too.
    const third = (await signIn(email)).json().accessToken as string;
    expect((await t.logout(second)).statusCode).toBe(401);
    expect((await t.logout(third)).statusCode).toBe(204);
  });

  it('says the same for an unknown address, a wrong password and a passwordless account', async () => {
    const email = t.freshEmail();
    await signUp(email);
    const codeOnly = t.freshEmail();
    await t.signUpByCode(codeOnly);
    const replies = [
      await signIn(email, 'wrong-password-1'),
      await signIn(t.freshEmail()),
      await signIn(codeOnly),
    ];
    for (const reply of replies) {
      expect(reply.statusCode).toBe(401);
      expect(reply.json()).toMatchObject({
        reason: 'BAD_CREDENTIALS',
        message: 'Incorrect e-mail or password',
      });
    }
  });

  it('refuses weak, long, mismatched passwords and a taken address', async () => {
    const email = t.freshEmail();
    const cases = [
      [{ password: 'short', password2: 'short' }, /at least 8/, 'PASSWORD_TOO_SHORT'],
      [{ password: 'password123', password2: 'password123' }, /too common/, 'PASSWORD_TOO_COMMON'],
      [{ password2: 'another-long-one' }, /do not match/, 'PASSWORDS_DO_NOT_MATCH'],
      [{ password: 'x'.repeat(129), password2: 'x'.repeat(129) }, /at most 128/, undefined],
      [{ firstName: 'n'.repeat(10_000) }, /At most 80/, undefined],
      [{ phone: 'call me maybe' }, /phone/, undefined],
    ] as const;
    for (const [change, message, reason] of cases) {
      const reply = await signUp(email, change);
      expect(reply.statusCode).toBe(400);
      expect(reply.json().message).toMatch(message);
      expect(reply.json().reason).toBe(reason);
    }
    expect((await signUp(email, { password: 'short', password2: 'short' })).json().details).toEqual({
      minimum: 8,
    });
    expect((await signUp(email)).statusCode).toBe(200);
    const taken = await signUp(email);
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).not.toMatch(/exists|registered/i);
    expect(taken.json().reason).toBe('EMAIL_TAKEN');
  });

  it('signin-or-signup opens an account for a new address and signs in an existing one', async () => {
    const email = t.freshEmail();
    const body = { email, password, ...person };
    const created = await t.post('auth/signin-or-signup', body);
    expect(created.json()).toMatchObject({ isNewUser: true, user: { email, ...person } });
    const again = await t.post('auth/signin-or-signup', body);
    expect(again.json()).toMatchObject({ isNewUser: false, user: { id: created.json().user.id } });
    const wrong = await t.post('auth/signin-or-signup', { ...body, password: 'not-the-password' });
    expect(wrong.statusCode).toBe(401);
  });

  it('gives an unverified account to whoever proves the mailbox with a code', async () => {
    const email = t.freshEmail('victim');
    const squatter = (await signUp(email)).json().accessToken as string;
    const owner = await t.signUpByCode(email);
    expect(owner).toBeTruthy();
    expect((await t.logout(squatter)).statusCode).toBe(401);
    expect((await signIn(email)).statusCode).toBe(401);
  });

  it('continue-registration completes the profile and sets a password once, for a verified address', async () => {
    const email = t.freshEmail();
    const token = await t.signUpByCode(email);
    const body = { ...person, locale: 'en', password, password2: password };
    const done = await t.post('users/continue-registration', body, { token });
    expect(done.statusCode).toBe(200);
    expect(done.json().user).toMatchObject({ ...person, locale: 'en', hasPassword: true });
    expect((await signIn(email)).statusCode).toBe(200);
    const twice = await t.post('users/continue-registration', body, { token });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().reason).toBe('PASSWORD_ALREADY_SET');
    expect((await t.post('users/continue-registration', body)).statusCode).toBe(401);
    const noPassword = { ...person, password: 'fresh-words-here' };
    const unconfirmed = await t.post('users/continue-registration', noPassword, {
      token: (await signUp(t.freshEmail())).json().accessToken,
    });
    expect(unconfirmed.statusCode).toBe(409);
  });
});
