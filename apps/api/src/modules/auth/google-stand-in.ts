import type { TestDatabaseKind } from '@seed/db/test-database';
import { OAuth2Server } from 'oauth2-mock-server';
import { afterAll, beforeAll, expect } from 'vitest';
import { createTestApi, type TestApi } from '../../test/api';

const CLIENT_ID = 'store-web';

/** The claims the stand-in signs into the next id tokens, as Google would for the account signing in. */
type GoogleClaims = Record<string, unknown> & { sub: string; email: string; email_verified: boolean };

/**
 * For a describe block: the API with Google pointed at a local OpenID provider (oauth2-mock-server), whose
 * id tokens carry `claims` (changed by the tests) on top of what it sets itself (nonce, exp).
 */
export function useGoogleStandIn(kind: TestDatabaseKind) {
  const provider = new OAuth2Server();
  const context = {} as { api: TestApi };
  const claims: GoogleClaims = { sub: 'google-1', email: 'google-user@example.com', email_verified: true };
  const defaults = { ...claims };
  beforeAll(async () => {
    await provider.issuer.keys.generate('RS256');
    await provider.start(0, '127.0.0.1');
    provider.service.on('beforeTokenSigning', (token) => {
      Object.assign(token.payload, {
        iss: 'https://accounts.google.com',
        aud: CLIENT_ID,
        given_name: 'Salma',
        family_name: 'Noor',
        ...claims,
      });
      for (const [name, value] of Object.entries(claims)) if (value === undefined) delete token.payload[name];
    });
    context.api = await createTestApi(kind, {
      GOOGLE_CLIENT_ID: CLIENT_ID,
      GOOGLE_CLIENT_SECRET: 'secret',
      GOOGLE_AUTHORIZATION_URL: `${provider.issuer.url}/authorize`,
      GOOGLE_TOKEN_URL: `${provider.issuer.url}/token`,
    });
  });
  afterAll(async () => {
    await context.api?.close();
    await provider.stop();
  });

  const google = {
    get api() {
      return context.api;
    },
    /** The claims of the next sign-ins, the others back to their defaults. */
    as(next: Partial<GoogleClaims>) {
      for (const name of Object.keys(claims)) delete claims[name];
      Object.assign(claims, defaults, next);
    },
    /** Starts at the API, lets the provider approve, and returns the callback query and the state cookie. */
    async authorize(redirect = '/en/checkout') {
      const start = await context.api.app.inject({
        url: `/api/auth/google?locale=en&redirect=${encodeURIComponent(redirect)}`,
      });
      expect(start.statusCode).toBe(302);
      const location = new URL(start.headers.location as string);
      expect(location.origin).toBe(provider.issuer.url);
      const cookie = String(start.headers['set-cookie']).split(';')[0]!;
      const approved = await fetch(location, { redirect: 'manual' });
      const back = new URL(approved.headers.get('location')!);
      return { query: back.search, cookie, location };
    },
    /** A whole sign-in with the current claims: the API's answer to the callback. */
    async signIn(extra = '') {
      const { query, cookie } = await google.authorize();
      return context.api.app.inject({ url: `/api/auth/google/cb${query}${extra}`, headers: { cookie } });
    },
  };
  return google;
}
