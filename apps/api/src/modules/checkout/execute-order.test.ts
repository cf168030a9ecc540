import { randomUUID } from 'node:crypto';
import { orderStatusHistory, orders } from '@seed/db/schema/orders';
import { products } from '@seed/db/schema/products';
import { walletLedger } from '@seed/db/schema/wallet';
import { testDatabaseKinds } from '@seed/db/test-database';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { payOnTestGateway, useCheckoutApi } from './checkout-test-api';

describe.each(testDatabaseKinds())('placing and paying an order on %s', (kind) => {
  const t = useCheckoutApi(kind);
  const mail = async (to: string) =>
    (await t.request('GET', `/api/dev/mailbox?to=${encodeURIComponent(to)}`)).json().messages as {
      subject: string;
      text: string;
      html: string;
    }[];

  it('orders the cart, pays on the test gateway and lands on the thank-you page, once', async () => {
    const shopper = await t.newShopper({ locale: 'en' });
    const variant = t.extras.variants.teeWhiteS;
    const before = await t.stock(variant);
    await t.addToCart(shopper.token, 2);
    const summary = await t.request(
      'GET',
      `/api/checkout/summary?deliveryId=${t.deliveryId}&deliveryAddressId=${shopper.addressId}`,
      shopper.token,
    );
    expect(summary.json()).toMatchObject({ subtotal: { amount: 20_000 }, blockers: [] });
    const expectedTotal = summary.json().total.amount;

    const placed = await t.order(shopper);
    expect(placed.statusCode).toBe(201);
    const { order, paymentUrl } = placed.json();
    expect(order).toMatchObject({
      status: 'PENDING_PAYMENT',
      itemsCount: 2,
      price: { amount: expectedTotal, currency: 'KWD' },
    });
    expect(paymentUrl).toMatch(/^\/api\/payments\/test-gateway\/[0-9a-f-]{36}\?lang=ar$/);
    expect(await t.stock(variant)).toBe(before - 2);
    expect((await t.request('GET', '/api/carts/my/bag', shopper.token)).json().items).toEqual([]);

    const { page, callbackPath } = await payOnTestGateway(t, paymentUrl);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain('dir="rtl"');
    expect(page.body).toContain('4242 4242 4242 4242');
    // The gateway's page writes the amount as the store does: code, space, two decimals.
    expect(page.body).toMatch(/<strong dir="ltr">KWD \d+\.\d\d<\/strong>/);
    const landed = await t.request('GET', callbackPath);
    expect(landed.statusCode).toBe(303);
    expect(landed.headers.location).toBe(`/ar/thank-you/${order.id}`);

    const detail = (await t.request('GET', `/api/users/my/order/${order.id}`, shopper.token)).json().order;
    expect(detail).toMatchObject({ status: 'PAID', paymentMethod: '2' });
    expect(detail.statusHistory.map((row: { toStatus: string }) => row.toStatus)).toEqual([
      'PENDING_PAYMENT',
      'PAID',
    ]);
    expect(detail.orderProducts).toMatchObject([
      { nameEn: 'Palm tee', count: 2, unitPrice: { amount: 10_000 }, color: { nameEn: 'White' }, size: 'S' },
    ]);
    const [product] = await t.db
      .select({ n: products.purchaseCount })
      .from(products)
      .where(eq(products.id, t.catalog.products.palmTee!));
    expect(product!.n).toBeGreaterThanOrEqual(2);
    const receipts = await mail(shopper.email);
    expect(receipts).toHaveLength(1);
    expect(receipts[0]!.subject).toBe(`Your order #${order.id} is paid`);
    // The line's picture is its photo of the side and colour bought (here the front, drawn in any colour),
    // in the order and in the receipt alike.
    const picture = 'http://store.test/media/demo/small_palm-front.webp';
    expect(detail.orderProducts[0].media.url.small).toBe(picture);
    expect(receipts[0]!.html).toContain(`<img src="${picture}" alt="Palm tee"`);
    // Amounts in the mail keep the spec's format, isolated so they read left to right in any language.
    expect(receipts[0]!.text).toMatch(/\u2066KWD \d+\.\d\d\u2069/);
  });

  it('marks a declined payment PAYMENT_FAILED, gives the stock back and puts the lines back in the cart', async () => {
    const shopper = await t.newShopper();
    const variant = t.extras.variants.teeWhiteS;
    await t.addToCart(shopper.token, 1);
    const before = await t.stock(variant);
    const { order, paymentUrl } = (await t.order(shopper)).json();
    expect(await t.stock(variant)).toBe(before - 1);
    const { callbackPath } = await payOnTestGateway(t, paymentUrl, '4000 0000 0000 0002');
    const landed = await t.request('GET', callbackPath);
    expect(landed.headers.location).toBe(`/ar/payment-error?orderId=${order.id}&reason=DECLINED`);
    const detail = (await t.request('GET', `/api/users/my/order/${order.id}`, shopper.token)).json().order;
    expect(detail.status).toBe('PAYMENT_FAILED');
    expect(await t.stock(variant)).toBe(before);
    const bag = (await t.request('GET', '/api/carts/my/bag', shopper.token)).json();
    expect(bag.items).toMatchObject([{ productId: t.catalog.products.palmTee, count: 1 }]);
    expect(await mail(shopper.email)).toEqual([]);

    const retried = await t.request('POST', `/api/payments/retry/${order.id}`, shopper.token);
    expect(retried.statusCode).toBe(200);
    expect(await t.stock(variant)).toBe(before - 1);
    expect((await t.request('GET', '/api/carts/my/bag', shopper.token)).json().items).toEqual([]);
    const paid = await payOnTestGateway(t, retried.json().paymentUrl);
    expect((await t.request('GET', paid.callbackPath)).headers.location).toBe(`/ar/thank-you/${order.id}`);
    const again = await t.request('POST', `/api/payments/retry/${order.id}`, shopper.token);
    expect(again.json()).toMatchObject({ statusCode: 409, reason: 'ORDER_NOT_PAYABLE' });
    const stranger = await t.newShopper();
    const theirs = await t.request('POST', `/api/payments/retry/${order.id}`, stranger.token);
    expect(theirs.json()).toMatchObject({ statusCode: 404, reason: 'ORDER_NOT_FOUND' });
  });

  it('returns the same order for the same idempotency key', async () => {
    const shopper = await t.newShopper();
    await t.addToCart(shopper.token);
    const idempotencyKey = randomUUID();
    const first = await t.order(shopper, { idempotencyKey });
    const again = await t.order(shopper, { idempotencyKey });
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(200);
    expect(again.json().order.id).toBe(first.json().order.id);
    expect(again.json().paymentUrl).toBe(first.json().paymentUrl);
    const [mine] = await t.db.select({ n: count() }).from(orders).where(eq(orders.userId, shopper.userId));
    expect(mine!.n).toBe(1);
  });

  it('pays from the wallet alone when it covers everything: PAID at once, no payment page', async () => {
    const shopper = await t.newShopper({ wallet: 50_000 });
    await t.addToCart(shopper.token);
    const placed = await t.order(shopper, { useWallet: true });
    expect(placed.statusCode).toBe(201);
    expect(placed.json().paymentUrl).toBeNull();
    expect(placed.json().order).toMatchObject({ status: 'PAID', price: { amount: 0 } });
    const spent = await t.db
      .select()
      .from(walletLedger)
      .where(eq(walletLedger.orderId, placed.json().order.id));
    expect(spent).toMatchObject([{ reason: 'ORDER_PAYMENT', amount: -placed.json().order.total.amount }]);
    const history = await t.db
      .select()
      .from(orderStatusHistory)
      .where(eq(orderStatusHistory.orderId, placed.json().order.id));
    expect(history.map((row) => row.toStatus)).toEqual(['PENDING_PAYMENT', 'PAID']);
    expect(await mail(shopper.email)).toHaveLength(1);
    const detail = await t.request('GET', `/api/users/my/order/${placed.json().order.id}`, shopper.token);
    expect(detail.json().order.paymentMethod).toBe('WALLET');
  });

  it('uses part of the wallet and charges the rest, in the shopper’s currency', async () => {
    const shopper = await t.newShopper({ wallet: 3000 });
    await t.addToCart(shopper.token);
    const placed = await t.api.app.inject({
      method: 'POST',
      url: '/api/payments/execute/order?currency=USD',
      headers: { authorization: `Bearer ${shopper.token}` },
      payload: {
        idempotencyKey: randomUUID(),
        deliveryAddressId: shopper.addressId,
        deliveryId: t.deliveryId,
        paymentMethodId: 1,
        useWallet: true,
      },
    });
    expect(placed.statusCode).toBe(201);
    const { order } = placed.json();
    expect(order.currency).toBe('USD');
    // 10.000 + 1.000 delivery − 3.000 wallet = KWD 8.000 = USD 26.04.
    expect(order.price).toEqual({ amount: 2604, currency: 'USD' });
    const page = await t.request('GET', placed.json().paymentUrl);
    expect(page.body).toContain('USD 26.04');
  });

  it('shows the card page in English and refuses a card it does not know, keeping the payment open', async () => {
    const shopper = await t.newShopper();
    await t.addToCart(shopper.token);
    const { paymentUrl } = (await t.order(shopper)).json();
    const pathname = paymentUrl.split('?')[0];
    const english = await t.request('GET', `${pathname}?lang=en`);
    expect(english.body).toContain('<html lang="en" dir="ltr">');
    expect(english.body).toContain('<label for="card"');
    const refused = await t.api.app.inject({
      method: 'POST',
      url: pathname,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'card=1111222233334444&expiry=01%2F20&cvc=1&action=pay&lang=en',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain('Enter one of the test card numbers below.');
    expect(refused.body).toContain('Enter a future expiry date as MM/YY.');
    expect(refused.body).toContain('aria-invalid="true"');
    expect((await t.request('GET', `${pathname}?lang=en`)).statusCode).toBe(200);
    expect(
      (await t.request('GET', '/api/payments/test-gateway/00000000-0000-4000-8000-000000000000')).statusCode,
    ).toBe(404);
  });
});
