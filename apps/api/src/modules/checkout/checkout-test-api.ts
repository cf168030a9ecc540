import { randomUUID } from 'node:crypto';
import { addresses } from '@seed/db/schema/addresses';
import { colorsToSizes } from '@seed/db/schema/inventory';
import { deliveryRates, deliveryZones } from '@seed/db/schema/shipping';
import { users } from '@seed/db/schema/users';
import { walletLedger } from '@seed/db/schema/wallet';
import type { TestDatabaseKind } from '@seed/db/test-database';
import { asc, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, expect } from 'vitest';
import { createSession, createTestApi, type TestApi } from '../../test/api';
import { type Catalog, insertCatalog } from '../../test/fixtures';
import { type CartExtras, insertCartExtras } from '../cart/cart-fixtures';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * For a describe block: the API (test gateway unless `env` says otherwise) with the cart fixtures, rate
 * tiers for their Kuwait and Gulf zones, and helpers to make a shopper with an address, fill a cart and
 * place an order.
 */
export function useCheckoutApi(kind: TestDatabaseKind, env: Record<string, string> = {}) {
  const t = {} as { api: TestApi; catalog: Catalog; extras: CartExtras; kuwaitZone: number };
  beforeAll(async () => {
    t.api = await createTestApi(kind, env);
    t.catalog = await insertCatalog(t.api.db);
    t.extras = await insertCartExtras(t.api.db, t.catalog);
    // Plenty of the tee the tests buy, so they do not run each other out of stock.
    await t.api.db
      .update(colorsToSizes)
      .set({ count: 1000 })
      .where(eq(colorsToSizes.id, t.extras.variants.teeWhiteS));
    const zones = await t.api.db.select().from(deliveryZones).orderBy(asc(deliveryZones.id));
    t.kuwaitZone = zones[0]!.id;
    await t.api.db.insert(deliveryRates).values([
      { zoneId: zones[0]!.id, maxWeight: 1000, price: 1000 },
      { zoneId: zones[0]!.id, maxWeight: 10_000, price: 2500 },
      { zoneId: zones[1]!.id, maxWeight: 10_000, price: 4500 },
    ]);
    // A worker's first PGlite migrates its template; on a machine shared with other test runs that alone
    // can outlast the project's 60 s hook limit.
  }, 180_000);
  afterAll(async () => t.api?.close());
  let shoppers = 0;

  const request = (
    method: Method,
    url: string,
    token?: string | null,
    body?: unknown,
  ): Promise<LightMyRequestResponse> =>
    t.api.app.inject({
      method,
      url,
      headers: token ? { authorization: `Bearer ${token}` } : {},
      ...(body === undefined ? {} : { payload: body as object }),
    });

  return {
    get api() {
      return t.api;
    },
    get db() {
      return t.api.db;
    },
    get catalog() {
      return t.catalog;
    },
    get extras() {
      return t.extras;
    },
    get deliveryId() {
      return `zone-${t.kuwaitZone}-standard`;
    },
    request,
    /** A shopper with a session, a Kuwaiti address and, if asked, a wallet balance in fils. */
    async newShopper(options: { wallet?: number; role?: 'USER' | 'ADMIN'; locale?: 'ar' | 'en' } = {}) {
      const [user] = await t.api.db
        .insert(users)
        .values({
          email: `buyer-${++shoppers}-${randomUUID().slice(0, 8)}@example.com`,
          firstName: 'Sara',
          role: options.role ?? 'USER',
          locale: options.locale ?? 'ar',
        })
        .returning({ id: users.id, email: users.email });
      const [address] = await t.api.db
        .insert(addresses)
        .values({
          userId: user!.id,
          firstName: 'Sara',
          lastName: 'Ali',
          phone: '+96555551234',
          country: 'KW',
          area: 'Salmiya',
          block: '1',
          street: '2',
          building: '3',
        })
        .returning({ id: addresses.id });
      if (options.wallet) {
        await t.api.db
          .insert(walletLedger)
          .values({ userId: user!.id, amount: options.wallet, reason: 'ADJUSTMENT' });
      }
      const token = await createSession(t.api.db, user!.id);
      return { userId: user!.id, email: user!.email, token, addressId: address!.id };
    },
    async addToCart(
      token: string,
      count = 1,
      colorsToSizesId = t.extras.variants.teeWhiteS,
      productId = t.catalog.products.palmTee!,
    ) {
      const reply = await request('POST', '/api/carts/product/to/bag', token, {
        productId,
        colorsToSizesId,
        count,
      });
      if (reply.statusCode !== 200) throw new Error(`add to cart failed: ${reply.body}`);
    },
    order(shopper: { token: string; addressId: number }, extra: object = {}) {
      return request('POST', '/api/payments/execute/order', shopper.token, {
        idempotencyKey: randomUUID(),
        deliveryAddressId: shopper.addressId,
        deliveryId: `zone-${t.kuwaitZone}-standard`,
        paymentMethodId: 2,
        useWallet: false,
        ...extra,
      });
    },
    async setStock(colorsToSizesId: number, count: number) {
      await t.api.db.update(colorsToSizes).set({ count }).where(eq(colorsToSizes.id, colorsToSizesId));
    },
    async stock(colorsToSizesId: number) {
      const [row] = await t.api.db
        .select({ count: colorsToSizes.count })
        .from(colorsToSizes)
        .where(eq(colorsToSizes.id, colorsToSizesId));
      return row!.count;
    },
  };
}

type CheckoutApi = ReturnType<typeof useCheckoutApi>;

/** Pays (or declines) a test-gateway payment page the way a browser would, following the redirects. */
export async function payOnTestGateway(t: CheckoutApi, paymentUrl: string, card = '4242 4242 4242 4242') {
  const { pathname, searchParams } = new URL(paymentUrl, 'http://store.test');
  const page = await t.request('GET', `${pathname}?${searchParams}`);
  expect(page.statusCode).toBe(200);
  const posted = await t.api.app.inject({
    method: 'POST',
    url: pathname,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      card,
      expiry: '12/39',
      cvc: '123',
      action: 'pay',
      lang: searchParams.get('lang') ?? 'ar',
    }).toString(),
  });
  expect(posted.statusCode).toBe(303);
  expect(posted.headers.location).toMatch(/^\/api\/payments\/callback\/test\?lang=(ar|en)&paymentId=test-/);
  const callback = new URL(posted.headers.location as string, 'http://store.test');
  return { page, callbackPath: `${callback.pathname}${callback.search}` };
}
