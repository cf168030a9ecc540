import { generateKeyPairSync, verify } from 'node:crypto';
import { users } from '@seed/db/schema/users';
import { testDatabaseKinds } from '@seed/db/test-database';
import { eq } from 'drizzle-orm';
import { OAuth2Server } from 'oauth2-mock-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../../test/api';

const CLIENT_ID = 'store.web';

// Apple's endpoints point at a local OpenID provider (oauth2-mock-server) whose id tokens carry what Apple's
// do: its issuer, string flags, a private relay address, never a name.
describe.each(testDatabaseKinds())('Sign in with Apple against a stand-in provider on %s', (kind) => {
  const provider = new OAuth2Server();
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  let api: TestApi;
  let claims: Record<string, unknown> = {};
  const clientSecrets: string[] = [];

  beforeAll(async () => {
    await provider.issuer.keys.generate('RS256');
    await provider.start(0, '127.0.0.1');
    provider.service.on('beforeTokenSigning', (token, req) => {
      clientSecrets.push(req.body.client_secret);
      Object.assign(token.payload, {
        iss: 'https://appleid.apple.com',
        aud: CLIENT_ID,
        email_verified: 'true',
        is_private_email: 'true',
        ...claims,
      });
      for (const [name, value] of Object.entries(claims)) if (value === undefined) delete token.payload[name];
    });
    const pem = privateKey.export({ format: 'pem', type: 'pkcs8' }).toString();
    api = await createTestApi(kind, {
      APPLE_CLIENT_ID: CLIENT_ID,
      APPLE_TEAM_ID: 'TEAM123456',
      APPLE_KEY_ID: 'KEY1234567',
      // On one line with literal \n, as environment variables often carry it.
      APPLE_PRIVATE_KEY: pem.trimEnd().replaceAll('\n', '\\n'),
      APPLE_AUTHORIZATION_URL: `${provider.issuer.url}/authorize`,
      APPLE_TOKEN_URL: `${provider.issuer.url}/token`,
    });
  });
  afterAll(async () => {
    await api?.close();
    await provider.stop();
  });

  const post = (payload: string, headers: Record<string, string> = {}) =>
    api.app.inject({
      method: 'POST',
      url: '/api/auth/apple/cb',
      payload,
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    });

  /** Starts at the API, lets the stand-in approve, and posts its answer back as Apple's form post does. */
  async function signIn(token: Record<string, unknown>, form: Record<string, string> = {}) {
    claims = token;
    const start = await api.app.inject({ url: '/api/auth/apple?locale=en&redirect=/en/checkout' });
    const cookie = String(start.headers['set-cookie']).split(';')[0]!;
    const approved = await fetch(start.headers.location as string, { redirect: 'manual' });
    const back = new URL(approved.headers.get('location')!);
    const reply = await post(
      new URLSearchParams({ ...Object.fromEntries(back.searchParams), ...form }).toString(),
      {
        cookie,
      },
    );
    expect(reply.statusCode).toBe(303);
    return new URL(reply.headers.location as string, 'http://store.test');
  }
  const accountOf = async (email: string) =>
    (await api.db.select().from(users).where(eq(users.email, email)))[0];

  it('starts with a nonce and a form post back to the API, with a cookie that survives a cross-site post', async () => {
    const start = await api.app.inject({ url: '/api/auth/apple?locale=ar&redirect=/ar/checkout' });
    expect(start.statusCode).toBe(302);
    const location = new URL(start.headers.location as string);
    expect(location.origin).toBe(provider.issuer.url);
    expect(Object.fromEntries(location.searchParams)).toMatchObject({
      response_type: 'code',
      response_mode: 'form_post',
      client_id: CLIENT_ID,
      scope: 'name email',
      redirect_uri: 'http://store.test/api/auth/apple/cb',
    });
    expect(location.searchParams.get('nonce')).toMatch(/^[\w-]{20,}$/);
    expect(String(start.headers['set-cookie'])).toMatch(/^oauthState=.+; HttpOnly; SameSite=None; Secure$/);
  });

  it("opens an account named from the first authorisation's user field, then signs in by subject", async () => {
    const email = 'k7x2q9@privaterelay.appleid.com';
    const user = JSON.stringify({ name: { firstName: 'ليلى', lastName: 'Haddad' }, email });
    const first = await signIn({ sub: 'apple-1', email }, { user });
    expect(first.pathname).toBe('/en/auth/apple/cb');
    expect(first.searchParams.get('email_exists')).toBe('false');
    expect(first.searchParams.get('redirect')).toBe('/en/checkout');
    const session = await api.app.inject({
      url: '/api/auth/session',
      headers: { authorization: `Bearer ${first.searchParams.get('accessToken')}` },
    });
    expect(session.json().user).toMatchObject({
      email,
      firstName: 'ليلى',
      lastName: 'Haddad',
      emailVerified: true,
    });

    // The client secret is an ES256 JWT signed with the team's key (given with literal \n).
    const [header, payload, signature] = clientSecrets.at(-1)!.split('.');
    const signed = Buffer.from(`${header}.${payload}`);
    const raw = Buffer.from(signature!, 'base64url');
    expect(verify('sha256', signed, { key: publicKey, dsaEncoding: 'ieee-p1363' }, raw)).toBe(true);
    expect(JSON.parse(Buffer.from(payload!, 'base64url').toString())).toMatchObject({
      iss: 'TEAM123456',
      sub: CLIENT_ID,
      aud: 'https://appleid.apple.com',
    });

    // Later authorisations carry no user field; the relay address may even change.
    const again = await signIn({ sub: 'apple-1', email: 'other@privaterelay.appleid.com' });
    expect(again.searchParams.get('email_exists')).toBe('true');
    expect(await accountOf('other@privaterelay.appleid.com')).toBeUndefined();
    expect((await accountOf(email))?.firstName).toBe('ليلى');
  });

  it('opens the account without a name when the user field is not a valid one', async () => {
    const fields = [
      'not json',
      JSON.stringify({ name: { firstName: 'A'.repeat(81), lastName: 'Long' } }),
      JSON.stringify({ name: { firstName: 'Line\nbreak', lastName: 'Evil' } }),
      JSON.stringify({ name: 'Layla Haddad' }),
    ];
    for (const [index, user] of fields.entries()) {
      const email = `unnamed-${index}@example.com`;
      const back = await signIn({ sub: `apple-unnamed-${index}`, email }, { user });
      expect(back.pathname, user).toBe('/en/auth/apple/cb');
      expect(await accountOf(email), user).toMatchObject({ firstName: '', lastName: '' });
    }
  });

  it('refuses another Apple ID with the address of an account linked to a first one, and names why', async () => {
    expect((await signIn({ sub: 'apple-owner', email: 'shared@example.com' })).pathname).toBe(
      '/en/auth/apple/cb',
    );
    const other = await signIn({ sub: 'apple-newcomer', email: 'shared@example.com' });
    expect(`${other.pathname}${other.search}`).toBe('/en/auth?error=social-linked');
    const again = await signIn({ sub: 'apple-owner', email: 'shared@example.com' });
    expect(again.searchParams.get('email_exists')).toBe('true');
  });

  it('refuses an id token from another issuer, for another client, expired, or of another sign-in', async () => {
    const refusals = [
      { iss: 'https://accounts.google.com' },
      { aud: 'another.services.id' },
      { exp: Math.floor(Date.now() / 1000) - 5 },
      { nonce: 'a-nonce-of-another-sign-in' },
      { nonce: undefined },
    ];
    for (const [index, refusal] of refusals.entries()) {
      const email = `refused-${index}@example.com`;
      const back = await signIn({ sub: `apple-refused-${index}`, email, ...refusal });
      expect(`${back.pathname}${back.search}`, JSON.stringify(refusal)).toBe('/en/auth?error=social');
      expect(await accountOf(email)).toBeUndefined();
    }
  });

  it('sends a refused form post back to sign-in in the flow’s language', async () => {
    const start = await api.app.inject({ url: '/api/auth/apple?locale=en' });
    const cookie = String(start.headers['set-cookie']).split(';')[0]!;
    const forged = await post('code=abc&state=not-the-state', { cookie });
    expect(forged.statusCode).toBe(303);
    expect(forged.headers.location).toBe('/en/auth?error=social');
    const cancelled = await post('error=user_cancelled_authorize', { cookie });
    expect(cancelled.headers.location).toBe('/en/auth?error=social');
    expect((await post('code=abc')).headers.location).toMatch(/\/auth\?error=social$/);
  });
});
