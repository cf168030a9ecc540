import { testDatabaseKinds } from '@seed/db/test-database';
import { describe, expect, it } from 'vitest';
import { useAuthApi } from './auth-test-client';

describe.each(testDatabaseKinds())('limits on the sign-in calls on %s', (kind) => {
  const t = useAuthApi(kind);

  const password = 'date-palm-evening';

  it('stops one client guessing a password, and its failures do not lock the owner out', async () => {
    const email = t.freshEmail();
    const person = { firstName: 'Mona', lastName: 'Saleh', password, password2: password };
    expect((await t.post('auth/sign-up', { ...person, email })).statusCode).toBe(200);
    const attacker = t.freshIp();
    const statuses = [];
    for (let i = 0; i < 11; i++) {
      const guess = { email, password: `guess-number-${i}` };
      statuses.push((await t.post('auth/sign-in', guess, { ip: attacker })).statusCode);
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses[10]).toBe(429);
    expect((await t.post('auth/sign-in', { email, password }, { ip: attacker })).statusCode).toBe(429);
    const owner = await t.post('auth/sign-in', { email, password }, { ip: t.freshIp() });
    expect(owner.statusCode).toBe(200);
  });

  it('slows a guess spread over many clients with a ceiling per e-mail address', async () => {
    const email = t.freshEmail();
    const statuses = [];
    for (let i = 0; i < 101; i++) {
      statuses.push((await t.post('auth/sign-in', { email, password: `guess-number-${i}` })).statusCode);
    }
    expect(statuses.slice(0, 100)).toEqual(Array(100).fill(401));
    expect(statuses[100]).toBe(429);
    const other = await t.post('auth/sign-in', { email: t.freshEmail(), password: 'guess-number-0' });
    expect(other.statusCode).toBe(401);
  });

  it('limits one client trying many addresses', async () => {
    const ip = t.freshIp();
    const statuses = [];
    for (let i = 0; i < 31; i++) {
      statuses.push(
        (await t.post('auth/sign-in', { email: t.freshEmail(), password: 'some-guess' }, { ip })).statusCode,
      );
    }
    expect(statuses.filter((status) => status === 401)).toHaveLength(30);
    const last = await t.post('auth/sign-in', { email: t.freshEmail(), password: 'some-guess' }, { ip });
    expect(last.statusCode).toBe(429);
    expect(last.json()).toMatchObject({ code: 'RATE_LIMITED', message: expect.stringMatching(/try again/) });
  });

  it('limits code requests and sign-ups per client', async () => {
    const ip = t.freshIp();
    const otp = [];
    for (let i = 0; i < 21; i++)
      otp.push((await t.post('auth/generate-otp', { email: t.freshEmail() }, { ip })).statusCode);
    expect(otp.at(-1)).toBe(429);
    const guests = [];
    for (let i = 0; i < 21; i++)
      guests.push((await t.post('auth/guest/sign-up', { email: t.freshEmail() }, { ip })).statusCode);
    expect(guests.slice(0, 20)).toEqual(Array(20).fill(200));
    expect(guests[20]).toBe(429);
  });
});
