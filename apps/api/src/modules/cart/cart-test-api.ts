import { users } from '@seed/db/schema/users';
import type { TestDatabaseKind } from '@seed/db/test-database';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, expect } from 'vitest';
import { createSession, useCatalogApi } from '../../test/api';
import { type CartExtras, insertCartExtras } from './cart-fixtures';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * For a describe block: the catalogue API with the cart fixtures, a way to sign a fresh shopper in (so
 * each test starts from an empty cart of its own) and a request helper that sends JSON and a token.
 */
export function useCartApi(kind: TestDatabaseKind) {
  const t = useCatalogApi(kind);
  const context = {} as { extras: CartExtras };
  beforeAll(async () => {
    context.extras = await insertCartExtras(t.api.db, t.catalog);
  });
  let shoppers = 0;
  return {
    get catalog() {
      return t.catalog;
    },
    get extras() {
      return context.extras;
    },
    get db() {
      return t.api.db;
    },
    /** A new shopper with a live session; returns the user id and the bearer token. */
    async newShopper() {
      const [user] = await t.api.db
        .insert(users)
        .values({ email: `cart-${++shoppers}-${Date.now()}@example.com` })
        .returning({ id: users.id });
      return { userId: user!.id, token: await createSession(t.api.db, user!.id) };
    },
    token: (userId: number) => createSession(t.api.db, userId),
    request(
      method: Method,
      url: string,
      token?: string | null,
      body?: unknown,
    ): Promise<LightMyRequestResponse> {
      return t.api.app.inject({
        method,
        url,
        headers: token ? { authorization: `Bearer ${token}` } : {},
        ...(body === undefined ? {} : { payload: body as object }),
      });
    },
  };
}

export type CartItem = {
  id: number;
  count: number;
  productId: number;
  colorsToSizesId: number;
  printPosition: string;
  uniqueKey: string | null;
  availability: string;
};

/** The signed-in cart's calls as the tests use them: a line's body, adding it, reading the bag. */
export function cartCalls(t: ReturnType<typeof useCartApi>) {
  const line = (productId: number, colorsToSizesId: number, extra: object = {}) => ({
    productId,
    colorsToSizesId,
    ...extra,
  });
  return {
    line,
    add: (token: string, body: object) => t.request('POST', '/api/carts/product/to/bag', token, body),
    async bag(token: string, query = '') {
      const reply = await t.request('GET', `/api/carts/my/bag${query}`, token);
      expect(reply.statusCode).toBe(200);
      return reply.json() as { items: CartItem[]; total: { amount: number; currency: string } };
    },
    palmTeeWhiteS: () => line(t.catalog.products.palmTee!, t.extras.variants.teeWhiteS),
  };
}
