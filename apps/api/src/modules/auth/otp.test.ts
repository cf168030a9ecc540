import { testDatabaseKinds } from '@seed/db/test-database';
import { OTP_TTL_MS } from '@seed/domain/auth-otp';
import { describe, expect, it } from 'vitest';
import { useAuthApi } from './auth-test-client';

describe.each(testDatabaseKinds())('sign-in by e-mail code on %s', (kind) => {
  const t = useAuthApi(kind);

  it('signs a new address up, then signs it in, with a mailed code in its language', async () => {
    const email = t.freshEmail();
    const first = await t.post('auth/generate-otp', { email: ` ${email.toUpperCase()} `, locale: 'ar' });
    expect(first.statusCode).toBe(200);
    expect(first.json().logInFlow).toBe(false);
    const mail = await t.lastMail(email);
    expect(mail?.subject).toMatch(/^رمز الدخول: \d{6}$/);
    expect(mail?.html).toContain('dir="rtl"');

    const verified = await t.post('auth/verify-otp', { email, otp: await t.lastCode(email) });
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toMatchObject({
      isNewUser: true,
      user: { email, emailVerified: true, locale: 'ar' },
    });
    const token = verified.json().accessToken as string;
    expect((await t.logout(token)).statusCode).toBe(204);

    await t.age(email, 60);
    const again = await t.post('auth/generate-otp', { email, locale: 'en' });
    expect(again.json().logInFlow).toBe(true);
    // The account's own language wins over the page's.
    expect((await t.lastMail(email))?.subject).toMatch(/^رمز الدخول/);
    const signedIn = await t.post('auth/verify-otp', { email, otp: await t.lastCode(email) });
    expect(signedIn.json()).toMatchObject({ isNewUser: false, user: { email } });
  });

  it('mails in English when asked', async () => {
    const email = t.freshEmail();
    await t.post('auth/generate-otp', { email, locale: 'en' });
    expect((await t.lastMail(email))?.subject).toMatch(/^Your sign-in code: \d{6}$/);
  });

  it('uses a code once', async () => {
    const email = t.freshEmail();
    await t.post('auth/generate-otp', { email });
    const otp = await t.lastCode(email);
    expect((await t.post('auth/verify-otp', { email, otp })).statusCode).toBe(200);
    const reused = await t.post('auth/verify-otp', { email, otp });
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toMatchObject({
      reason: 'OTP_ALREADY_USED',
      message: expect.stringMatching(/already used/),
    });
  });

  it('refuses an expired code', async () => {
    const email = t.freshEmail();
    await t.post('auth/generate-otp', { email });
    await t.age(email, OTP_TTL_MS / 1000);
    const reply = await t.post('auth/verify-otp', { email, otp: await t.lastCode(email) });
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toMatchObject({ reason: 'OTP_EXPIRED', message: expect.stringMatching(/expired/) });
  });

  it('burns a code after five wrong tries, even for the right code after them', async () => {
    const email = t.freshEmail();
    await t.post('auth/generate-otp', { email });
    const otp = (await t.lastCode(email))!;
    const wrong = String((Number(otp) + 1) % 1_000_000).padStart(6, '0');
    const replies = [];
    for (let i = 0; i < 5; i++) replies.push((await t.post('auth/verify-otp', { email, otp: wrong })).json());
    expect(replies[0]).toMatchObject({ reason: 'OTP_WRONG', details: { triesLeft: 4 } });
    expect(replies[0].message).toMatch(/4 tries left/);
    expect(replies[3]).toMatchObject({ reason: 'OTP_WRONG', details: { triesLeft: 1 } });
    expect(replies[3].message).toMatch(/1 try left/);
    expect(replies[4]).toMatchObject({ reason: 'OTP_TOO_MANY_TRIES' });
    expect(replies[4].message).toMatch(/Too many wrong tries/);
    const right = await t.post('auth/verify-otp', { email, otp });
    expect(right.statusCode).toBe(400);
    expect(right.json()).toMatchObject({ reason: 'OTP_TOO_MANY_TRIES' });
  });

  it('lets only the newest code work', async () => {
    const email = t.freshEmail();
    await t.post('auth/generate-otp', { email });
    const old = await t.lastCode(email);
    await t.age(email, 60);
    await t.post('auth/generate-otp', { email });
    const fresh = await t.lastCode(email);
    if (old !== fresh) expect((await t.post('auth/verify-otp', { email, otp: old })).statusCode).toBe(400);
    expect((await t.post('auth/verify-otp', { email, otp: fresh })).statusCode).toBe(200);
  });

  it('limits resends: a pause between codes and five an hour', async () => {
    const email = t.freshEmail();
    expect((await t.post('auth/generate-otp', { email })).statusCode).toBe(200);
    const soon = await t.post('auth/generate-otp', { email });
    expect(soon.statusCode).toBe(429);
    expect(soon.json().code).toBe('RATE_LIMITED');
    expect(Number(soon.headers['retry-after'])).toBeGreaterThan(0);
    for (let i = 0; i < 4; i++) {
      await t.age(email, 31);
      expect((await t.post('auth/generate-otp', { email })).statusCode).toBe(200);
    }
    await t.age(email, 31);
    expect((await t.post('auth/generate-otp', { email })).statusCode).toBe(429);
  });

  it('answers an unknown address with no code like a wrong code', async () => {
    const reply = await t.post('auth/verify-otp', { email: t.freshEmail(), otp: '123456' });
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toMatchObject({
      reason: 'OTP_NOT_REQUESTED',
      message: 'The code is wrong; check it or ask for a new one',
    });
  });

  it('refuses malformed input with a message', async () => {
    const cases = [
      ['auth/generate-otp', { email: 'not-an-address' }],
      ['auth/generate-otp', { email: `${'a'.repeat(10_000)}@example.com` }],
      ['auth/generate-otp', {}],
      ['auth/verify-otp', { email: t.freshEmail(), otp: '12ab56' }],
      ['auth/verify-otp', { email: t.freshEmail(), otp: '1'.repeat(10_000) }],
      ['auth/verify-otp', { email: t.freshEmail(), otp: '123456', deviceId: 'd'.repeat(10_000) }],
      ['auth/verify-otp', { email: t.freshEmail(), otp: '123456', bag: [{ id: 'x' }] }],
      ['auth/generate-otp', { email: t.freshEmail(), role: 'ADMIN' }],
    ] as const;
    for (const [path, body] of cases) {
      const reply = await t.post(path, body);
      expect(reply.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(reply.json().message).toBeTruthy();
    }
  });
});
