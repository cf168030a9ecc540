import { users } from '@seed/db/schema/users';
import { testDatabaseKinds } from '@seed/db/test-database';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession, createTestApi, type TestApi } from '../test/api';
import { insertCatalog } from '../test/fixtures';

const NUL = 'must not contain the NUL character';

describe.each(testDatabaseKinds())('input guard on %s', (kind) => {
  let api: TestApi;
  let authorization: string;
  let productId: number;

  beforeAll(async () => {
    api = await createTestApi(kind);
    const catalog = await insertCatalog(api.db);
    productId = catalog.products.palmTee!;
    const [user] = await api.db
      .insert(users)
      .values({ email: 'lina@example.com' })
      .returning({ id: users.id });
    authorization = `Bearer ${await createSession(api.db, user!.id)}`;
  });
  afterAll(() => api?.close());

  const signedIn = (request: InjectOptions) =>
    api.app.inject({ ...request, headers: { ...request.headers, authorization } });

  // Each of these reached PostgreSQL with the NUL and failed there with a 500.
  it.each<[string, InjectOptions, string]>([
    [
      'a sign-up name',
      {
        method: 'POST',
        url: '/api/auth/sign-up',
        payload: {
          firstName: 'a\u0000b',
          lastName: 'Saleh',
          email: 'new@example.com',
          password: 'a long enough secret 7',
          password2: 'a long enough secret 7',
        },
      },
      `body.firstName: ${NUL}`,
    ],
    ['a guest device id', { url: '/api/search/history?deviceId=%00' }, `querystring.deviceId: ${NUL}`],
    [
      'a guest cart device id',
      { method: 'POST', url: '/api/carts/products/to/guest_bag_items?deviceId=a%00', payload: {} },
      `querystring.deviceId: ${NUL}`,
    ],
    [
      'a saved search',
      { method: 'POST', url: '/api/shared/save/search?deviceId=d1', payload: { searchWord: '\u0000' } },
      `body.searchWord: ${NUL}`,
    ],
    [
      'a sign-in e-mail',
      {
        method: 'POST',
        url: '/api/auth/sign-in',
        payload: { email: 'x\u0000@example.com', password: 'secret' },
      },
      `body.email: ${NUL}`,
    ],
    [
      'the name of a JSON field',
      { method: 'POST', url: '/api/auth/sign-in', payload: '{"email":"x@example.com","pass\\u0000":"x"}' },
      'body."pass\\u0000": the name must not contain the NUL character',
    ],
  ])('refuses a NUL in %s with 400', async (_, request, message) => {
    const response = await api.app.inject({
      ...request,
      headers: { 'content-type': 'application/json', ...request.headers },
    });
    expect(response.json()).toEqual({
      statusCode: 400,
      code: 'INVALID_DATA',
      message: expect.stringContaining(message),
    });
  });

  it.each<[string, InjectOptions, string]>([
    ['a voucher code', { url: '/api/checkout/summary?voucherCode=%00' }, `querystring.voucherCode: ${NUL}`],
    ['a promo code in the path', { url: '/api/carts/promocode/check/A%00B' }, `params.code: ${NUL}`],
    [
      'a gift card code',
      { method: 'POST', url: '/api/gift-cards/redeem', payload: { code: 'GIFT\u0000' } },
      `body.code: ${NUL}`,
    ],
    [
      'a profile name',
      { method: 'PUT', url: '/api/users/profile/edit', payload: { firstName: 'Lina\u0000' } },
      `body.firstName: ${NUL}`,
    ],
    [
      'a nested JSON string',
      {
        method: 'POST',
        url: '/api/carts/merge/guest_bag',
        payload: { bag: [{ productId: 1, colorsToSizesId: 1, count: 1, uniqueKey: 'k\u0000' }] },
      },
      `body.bag.0.uniqueKey: ${NUL}`,
    ],
  ])('refuses a NUL in %s of a signed-in call with 400', async (_, request, message) => {
    const response = await signedIn(request);
    expect(response.json()).toEqual({
      statusCode: 400,
      code: 'INVALID_DATA',
      message: expect.stringContaining(message),
    });
  });

  it('refuses a lone surrogate, which jsonb cannot hold', async () => {
    const response = await signedIn({
      method: 'PUT',
      url: '/api/users/profile/edit',
      payload: '{"firstName":"\\ud800"}',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.json()).toMatchObject({
      statusCode: 400,
      message: expect.stringContaining('lone surrogate'),
    });
  });

  it('keeps other text as it is: control characters, emoji, Arabic', async () => {
    const response = await signedIn({
      method: 'PUT',
      url: '/api/users/profile/edit',
      payload: { firstName: 'لينا \u0001\u001f 👩🏽‍🎨' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().firstName).toBe('لينا \u0001\u001f 👩🏽‍🎨');
  });

  // Common HTTP clients send the header on every call; a call that takes no body must not need one.
  it('accepts a JSON content type with an empty body on a call that takes none', async () => {
    const headers = { 'content-type': 'application/json' };
    const added = await signedIn({ method: 'POST', url: `/api/favorite/product/${productId}`, headers });
    expect(added.statusCode).toBe(201);
    const removed = await signedIn({ method: 'DELETE', url: `/api/favorite/product/${productId}`, headers });
    expect(removed.statusCode).toBe(200);
  });

  it('still asks for the body of a call that takes one, and refuses bad or poisoned JSON', async () => {
    const headers = { 'content-type': 'application/json' };
    const empty = await signedIn({ method: 'POST', url: '/api/gift-cards/redeem', headers });
    expect(empty.json()).toMatchObject({ statusCode: 400, message: expect.stringMatching(/^body/) });
    for (const payload of ['{"code":', '{"code":"A","__proto__":{"x":1}}', ' ']) {
      const response = await signedIn({ method: 'POST', url: '/api/gift-cards/redeem', headers, payload });
      expect(response.json()).toMatchObject({ statusCode: 400, code: 'INVALID_DATA' });
    }
  });
});
