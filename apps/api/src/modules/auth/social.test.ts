import { testDatabaseKinds } from '@seed/db/test-database';
import { encodeGuestCart } from '@seed/domain/cart-cookie';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../../test/api';
import { insertCatalog } from '../../test/fixtures';
import { useGoogleStandIn } from './google-stand-in';

describe.each(testDatabaseKinds())('Google sign-in against a stand-in provider on %s', (kind) => {
  const google = useGoogleStandIn(kind);
  let product: number;
  let variant: number;

  beforeAll(async () => {
    const catalog = await insertCatalog(google.api.db);
    product = catalog.products.palmTee!;
    const bag = await google.api.app.inject({ url: `/api/products/${product}` });
    variant = bag.json().colorsToSizes[0].id;
  });

  it('asks for PKCE and a nonce and comes back to the web’s callback', async () => {
    const { location } = await google.authorize();
    expect(location.searchParams.get('code_challenge_method')).toBe('S256');
    expect(location.searchParams.get('nonce')).toMatch(/^[\w-]{20,}$/);
    expect(location.searchParams.get('redirect_uri')).toBe('http://store.test/en/auth/google/cb');
  });

  it('opens an account for a new Google address, merges the bag, and signs in again later', async () => {
    google.as({ sub: 'google-new', email: 'google-user@example.com' });
    const bag = encodeGuestCart([
      {
        id: 1,
        productId: product,
        colorsToSizesId: variant,
        count: 2,
        printPosition: 'FRONT',
        bundleId: null,
        uniqueKey: null,
      },
    ]);
    const reply = await google.signIn(`&bag=${bag}`);
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toMatchObject({
      email_exists: false,
      redirect: '/en/checkout',
      user: { email: 'google-user@example.com', firstName: 'Salma', lastName: 'Noor', emailVerified: true },
    });
    const token = reply.json().accessToken;
    const cart = await google.api.app.inject({
      url: '/api/carts/my/bag',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(cart.json().items).toHaveLength(1);

    const again = await google.authorize('https://evil.example/');
    const second = await google.api.app.inject({
      url: `/api/auth/google/cb${again.query}`,
      headers: { cookie: again.cookie },
    });
    expect(second.json()).toMatchObject({
      email_exists: true,
      redirect: '/en',
      user: { id: reply.json().user.id },
    });
  });

  it('keeps a return address only when it resolves to a path of the store', async () => {
    for (const [asked, kept] of [
      ['/..//evil.example', '/en'],
      ['/a/..//evil.example', '/en'],
      ['/.%2e//evil.example', '/en'],
      ['/\\evil.example', '/en'],
      ['http://store.test/en/cart?x=1', '/en/cart?x=1'],
      ['/en/shop/../cart', '/en/cart'],
    ] as const) {
      google.as({ sub: 'google-return', email: 'return@example.com' });
      const { query, cookie } = await google.authorize(asked);
      const reply = await google.api.app.inject({ url: `/api/auth/google/cb${query}`, headers: { cookie } });
      expect(reply.json().redirect, asked).toBe(kept);
    }
  });

  it('refuses a callback without its state cookie, with a forged one, or used twice', async () => {
    google.as({ sub: 'google-replay', email: 'replay@example.com' });
    const { query, cookie } = await google.authorize();
    const none = await google.api.app.inject({ url: `/api/auth/google/cb${query}` });
    expect(none.statusCode).toBe(400);
    expect(none.json().reason).toBe('SIGN_IN_LINK_EXPIRED');
    const forged = await google.api.app.inject({
      url: `/api/auth/google/cb${query}`,
      headers: { cookie: `${cookie}x` },
    });
    expect(forged.statusCode).toBe(400);
    expect(
      (await google.api.app.inject({ url: `/api/auth/google/cb${query}`, headers: { cookie } })).statusCode,
    ).toBe(200);
    const replay = await google.api.app.inject({ url: `/api/auth/google/cb${query}`, headers: { cookie } });
    expect(replay.statusCode).toBe(400);
    expect(replay.json().message).toMatch(/did not confirm/);
    expect(replay.json().reason).toBe('PROVIDER_REFUSED_SIGN_IN');
  });

  it('refuses an address Google has not verified', async () => {
    google.as({ sub: 'google-unverified', email: 'unverified@example.com', email_verified: false });
    const reply = await google.signIn();
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toMatchObject({
      reason: 'EMAIL_NOT_VERIFIED_BY_PROVIDER',
      message: 'Google has not verified this e-mail address',
    });
  });

  it('refuses an id token from another issuer, for another client, expired, or of another sign-in', async () => {
    const refusals = [
      { iss: 'https://accounts.example.com' },
      { aud: 'someone-else' },
      { exp: Math.floor(Date.now() / 1000) - 5 },
      { nonce: 'a-nonce-of-another-sign-in' },
      { nonce: undefined },
    ];
    for (const claims of refusals) {
      google.as({ sub: 'google-refused', email: 'refused@example.com', ...claims });
      const reply = await google.signIn();
      expect(reply.statusCode, JSON.stringify(claims)).toBe(400);
      expect(reply.json().message).toBe('Google did not confirm the sign-in; try again');
    }
    google.as({ sub: 'google-refused', email: 'refused@example.com', iss: 'accounts.google.com' });
    expect((await google.signIn()).statusCode).toBe(200);
  });

  it('lists the configured providers, and refuses unknown and unconfigured ones', async () => {
    expect((await google.api.app.inject({ url: '/api/auth/providers' })).json()).toEqual({
      google: true,
      apple: false,
    });
    const apple = await google.api.app.inject({ url: '/api/auth/apple' });
    expect(apple.statusCode).toBe(404);
    expect(apple.json().message).toBe('Sign-in with Apple is not available here');
    expect((await google.api.app.inject({ url: '/api/auth/facebook' })).statusCode).toBe(400);
  });
});

describe.each(testDatabaseKinds())('the social sign-in state cookie in production on %s', (kind) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi(kind, {
      NODE_ENV: 'production',
      SESSION_SECRET: 's'.repeat(40),
      MAIL_FROM: 'Store <no-reply@store.example>',
      LOG_LEVEL: 'warn',
      GOOGLE_CLIENT_ID: 'store-web',
      GOOGLE_CLIENT_SECRET: 'secret',
    });
  });
  afterAll(async () => api?.close());

  it('is Secure even when PUBLIC_URL is plain http (TLS ends at the load balancer)', async () => {
    const start = await api.app.inject({ url: '/api/auth/google?locale=en&redirect=/en' });
    expect(start.statusCode).toBe(302);
    const attributes = String(start.headers['set-cookie'])
      .split(';')
      .map((part) => part.trim());
    expect(attributes).toEqual(expect.arrayContaining(['HttpOnly', 'SameSite=Lax', 'Secure']));
  });
});
