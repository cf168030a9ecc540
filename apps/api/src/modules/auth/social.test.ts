import { testDatabaseKinds } from '@seed/db/test-database';
import { encodeGuestCart } from '@seed/domain/cart-cookie';
import { OAuth2Server } from 'oauth2-mock-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../../test/api';
import { insertCatalog } from '../../test/fixtures';

const CLIENT_ID = 'store-web';

describe.each(testDatabaseKinds())('Google sign-in against a stand-in provider on %s', (kind) => {
  const provider = new OAuth2Server();
  let api: TestApi;
  let product: number;
  let variant: number;
  let email = 'google-user@example.com';
  let verified = true;

  beforeAll(async () => {
    await provider.issuer.keys.generate('RS256');
    await provider.start(0, '127.0.0.1');
    // The stand-in signs whatever claims we give it, as Google would for this account.
    provider.service.on('beforeTokenSigning', (token) => {
      Object.assign(token.payload, {
        aud: CLIENT_ID,
        email,
        email_verified: verified,
        given_name: 'Salma',
        family_name: 'Noor',
      });
    });
    api = await createTestApi(kind, {
      GOOGLE_CLIENT_ID: CLIENT_ID,
      GOOGLE_CLIENT_SECRET: 'secret',
      GOOGLE_AUTHORIZATION_URL: `${provider.issuer.url}/authorize`,
      GOOGLE_TOKEN_URL: `${provider.issuer.url}/token`,
    });
    const catalog = await insertCatalog(api.db);
    product = catalog.products.palmTee!;
    const bag = await api.app.inject({ url: `/api/products/${product}` });
    variant = bag.json().colorsToSizes[0].id;
  });
  afterAll(async () => {
    await api?.close();
    await provider.stop();
  });

  /** Starts at the API, lets the provider approve, and returns the callback query and the state cookie. */
  async function authorize(redirect = '/en/checkout') {
    const start = await api.app.inject({
      url: `/api/auth/google?locale=en&redirect=${encodeURIComponent(redirect)}`,
    });
    expect(start.statusCode).toBe(302);
    const location = new URL(start.headers.location as string);
    expect(location.origin).toBe(provider.issuer.url);
    expect(location.searchParams.get('code_challenge_method')).toBe('S256');
    expect(location.searchParams.get('redirect_uri')).toBe('http://store.test/en/auth/google/cb');
    const cookie = String(start.headers['set-cookie']).split(';')[0]!;
    const approved = await fetch(location, { redirect: 'manual' });
    const back = new URL(approved.headers.get('location')!);
    return { query: back.search, cookie };
  }

  it('opens an account for a new Google address, merges the bag, and signs in again later', async () => {
    const { query, cookie } = await authorize();
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
    const reply = await api.app.inject({
      url: `/api/auth/google/cb${query}&bag=${bag}`,
      headers: { cookie },
    });
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toMatchObject({
      email_exists: false,
      redirect: '/en/checkout',
      user: { email, firstName: 'Salma', lastName: 'Noor', emailVerified: true },
    });
    const token = reply.json().accessToken;
    const cart = await api.app.inject({
      url: '/api/carts/my/bag',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(cart.json().items).toHaveLength(1);

    const again = await authorize('https://evil.example/');
    const second = await api.app.inject({
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
      const { query, cookie } = await authorize(asked);
      const reply = await api.app.inject({ url: `/api/auth/google/cb${query}`, headers: { cookie } });
      expect(reply.json().redirect, asked).toBe(kept);
    }
  });

  it('refuses a callback without its state cookie, with a forged one, or used twice', async () => {
    const { query, cookie } = await authorize();
    const none = await api.app.inject({ url: `/api/auth/google/cb${query}` });
    expect(none.statusCode).toBe(400);
    const forged = await api.app.inject({
      url: `/api/auth/google/cb${query}`,
      headers: { cookie: `${cookie}x` },
    });
    expect(forged.statusCode).toBe(400);
    expect(
      (await api.app.inject({ url: `/api/auth/google/cb${query}`, headers: { cookie } })).statusCode,
    ).toBe(200);
    const replay = await api.app.inject({ url: `/api/auth/google/cb${query}`, headers: { cookie } });
    expect(replay.statusCode).toBe(400);
    expect(replay.json().message).toMatch(/did not confirm/);
  });

  it('refuses an address Google has not verified', async () => {
    email = 'unverified@example.com';
    verified = false;
    const { query, cookie } = await authorize();
    const reply = await api.app.inject({ url: `/api/auth/google/cb${query}`, headers: { cookie } });
    expect(reply.statusCode).toBe(400);
    verified = true;
  });

  it('lists the configured providers, and refuses unknown and unconfigured ones', async () => {
    expect((await api.app.inject({ url: '/api/auth/providers' })).json()).toEqual({
      google: true,
      apple: false,
    });
    const apple = await api.app.inject({ url: '/api/auth/apple' });
    expect(apple.statusCode).toBe(404);
    expect(apple.json().message).toBe('Sign-in with Apple is not available here');
    expect((await api.app.inject({ url: '/api/auth/facebook' })).statusCode).toBe(400);
  });
});

describe.each(testDatabaseKinds())('the social sign-in state cookie in production on %s', (kind) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi(kind, {
      NODE_ENV: 'production',
      SESSION_SECRET: 's'.repeat(40),
      GOOGLE_CLIENT_ID: CLIENT_ID,
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
