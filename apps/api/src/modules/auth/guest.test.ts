import { testDatabaseKinds } from '@seed/db/test-database';
import { describe, expect, it } from 'vitest';
import { useAuthApi } from './auth-test-client';

describe.each(testDatabaseKinds())('guest sign-up and sign-up by code on %s', (kind) => {
  const t = useAuthApi(kind);

  it('signs a new address in as a guest at once', async () => {
    const email = t.freshEmail();
    const reply = await t.post('auth/guest/sign-up', { email, firstName: 'Ali' });
    expect(reply.statusCode).toBe(200);
    const { logInFlow, user } = reply.json();
    expect(logInFlow).toBe(false);
    expect(user).toMatchObject({ email, firstName: 'Ali', isGuest: true, hasPassword: false });
    expect((await t.logout(user.accessToken)).statusCode).toBe(204);
  });

  it('only mails a code to an address that has an account: a login flow signs nobody in', async () => {
    const email = t.freshEmail();
    await t.signUpByCode(email);
    await t.age(email, 60);
    const reply = await t.post('auth/guest/sign-up', { email });
    expect(reply.json()).toEqual({ logInFlow: true, user: null });
    const code = await t.lastCode(email);
    expect((await t.post('auth/verify-otp', { email, otp: code })).statusCode).toBe(200);
  });

  it('a guest cannot set a password before proving the address', async () => {
    const { user } = (await t.post('auth/guest/sign-up', { email: t.freshEmail() })).json();
    const body = {
      firstName: 'A',
      lastName: 'B',
      password: 'long-enough-words',
      password2: 'long-enough-words',
    };
    const reply = await t.post('users/continue-registration', body, { token: user.accessToken });
    expect(reply.statusCode).toBe(403);
    expect(reply.json().reason).toBe('EMAIL_NOT_VERIFIED');
  });

  it('generate-otp-or-signup keeps the details of a new address for when its code is entered', async () => {
    const email = t.freshEmail();
    const first = await t.post('auth/generate-otp-or-signup', { email, firstName: 'Huda', lastName: 'Ali' });
    expect(first.json().logInFlow).toBe(false);
    const verified = await t.post('auth/verify-otp', { email, otp: await t.lastCode(email) });
    expect(verified.json().user).toMatchObject({ firstName: 'Huda', lastName: 'Ali', emailVerified: true });
    await t.age(email, 60);
    expect((await t.post('auth/generate-otp-or-signup', { email })).json().logInFlow).toBe(true);
  });
});
