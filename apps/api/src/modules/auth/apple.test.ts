import { generateKeyPairSync } from 'node:crypto';
import { testDatabaseKinds } from '@seed/db/test-database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../../test/api';

// Apple's endpoints cannot be pointed at a stand-in (arctic fixes them), so this covers what happens on our
// side: the start of the flow and the refusals of the form post.
describe.each(testDatabaseKinds())('Sign in with Apple on %s', (kind) => {
  let api: TestApi;
  beforeAll(async () => {
    const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    api = await createTestApi(kind, {
      APPLE_CLIENT_ID: 'store.web',
      APPLE_TEAM_ID: 'TEAM123456',
      APPLE_KEY_ID: 'KEY1234567',
      APPLE_PRIVATE_KEY: privateKey.export({ format: 'pem', type: 'pkcs8' }).toString(),
    });
  });
  afterAll(async () => api?.close());

  it('starts with a form post back to the API and a cookie that survives a cross-site post', async () => {
    const start = await api.app.inject({ url: '/api/auth/apple?locale=ar&redirect=/ar/checkout' });
    expect(start.statusCode).toBe(302);
    const location = new URL(start.headers.location as string);
    expect(location.origin).toBe('https://appleid.apple.com');
    expect(location.searchParams.get('response_mode')).toBe('form_post');
    expect(location.searchParams.get('redirect_uri')).toBe('http://store.test/api/auth/apple/cb');
    expect(String(start.headers['set-cookie'])).toMatch(/^oauthState=.+; HttpOnly; SameSite=None; Secure$/);
  });

  it('sends a refused form post back to sign-in in the flow’s language', async () => {
    const start = await api.app.inject({ url: '/api/auth/apple?locale=en' });
    const cookie = String(start.headers['set-cookie']).split(';')[0]!;
    const post = (payload: string, headers: Record<string, string> = {}) =>
      api.app.inject({
        method: 'POST',
        url: '/api/auth/apple/cb',
        payload,
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      });
    const forged = await post('code=abc&state=not-the-state', { cookie });
    expect(forged.statusCode).toBe(303);
    expect(forged.headers.location).toBe('/en/auth?error=social');
    const cancelled = await post('error=user_cancelled_authorize', { cookie });
    expect(cancelled.headers.location).toBe('/en/auth?error=social');
    expect((await post('code=abc')).headers.location).toMatch(/\/auth\?error=social$/);
  });
});
