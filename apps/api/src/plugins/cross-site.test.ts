import { users } from '@seed/db/schema/users';
import { testDatabaseKinds } from '@seed/db/test-database';
import { describe, expect, it } from 'vitest';
import { createSession, useCatalogApi } from '../test/api';

const EVIL = 'https://evil.example';

describe.each(testDatabaseKinds())('writes sent from another site on %s', (kind) => {
  const t = useCatalogApi(kind);
  const token = async (email: string) => {
    const [row] = await t.api.db.insert(users).values({ email }).returning({ id: users.id });
    return createSession(t.api.db, row!.id);
  };
  const post = (url: string, headers: Record<string, string>, payload?: string) =>
    t.api.app.inject({ method: 'POST', url, headers, payload });

  it('refuses a cookie-signed write from a foreign Origin, with a readable 403', async () => {
    const cookie = `accessToken=${await token('victim@example.com')}`;
    const product = t.catalog.products.palmTee;
    const forged = await post(
      `/api/favorite/product/${product}`,
      { cookie, origin: EVIL, 'content-type': 'text/plain' },
      'x',
    );
    expect(forged.statusCode).toBe(403);
    expect(forged.json()).toMatchObject({
      code: 'FORBIDDEN',
      message: expect.stringMatching(/another site/),
    });
    const ids = await t.api.app.inject({ url: '/api/favorite/product-ids', headers: { cookie } });
    expect(ids.json()).not.toContain(product);

    const logout = await post('/api/auth/logout', { cookie, origin: 'null' });
    expect(logout.statusCode).toBe(403);
    const fetchSite = await post('/api/auth/logout', { cookie, 'sec-fetch-site': 'cross-site' });
    expect(fetchSite.statusCode).toBe(403);
    expect((await t.api.app.inject({ url: '/api/auth/session', headers: { cookie } })).statusCode).toBe(200);
  });

  it('lets the store itself, clients that are not browsers and bearer-token clients write', async () => {
    const cookie = `accessToken=${await token('cross-site-shopper@example.com')}`;
    const { palmTee, palmTote, plainTee } = t.catalog.products;
    const own = await post(`/api/favorite/product/${palmTee}`, { cookie, origin: 'http://store.test' });
    expect(own.statusCode).toBe(201);
    const sameHost = await post(`/api/favorite/product/${palmTote}`, {
      cookie,
      origin: 'http://localhost:3000',
      host: 'localhost:3000',
    });
    expect(sameHost.statusCode).toBe(201);
    expect((await post(`/api/favorite/product/${plainTee}`, { cookie })).statusCode).toBe(201);
    const bearer = await token('cross-site-app@example.com');
    const app = await post(`/api/favorite/product/${palmTee}`, {
      authorization: `Bearer ${bearer}`,
      origin: EVIL,
    });
    expect(app.statusCode).toBe(201);
  });

  it("still takes Apple's form post, which comes from Apple's site by design", async () => {
    const reply = await post(
      '/api/auth/apple/cb',
      { origin: 'https://appleid.apple.com', 'content-type': 'application/x-www-form-urlencoded' },
      'state=x&code=y',
    );
    expect(reply.statusCode).not.toBe(403);
  });
});
