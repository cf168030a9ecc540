import { testDatabaseKinds } from '@seed/db/test-database';
import { describe, expect, it } from 'vitest';
import { useCheckoutApi } from '../checkout/checkout-test-api';

describe.each(testDatabaseKinds())('orders and admin moves on %s', (kind) => {
  const t = useCheckoutApi(kind);

  it('lists a shopper’s own orders newest first and hides everyone else’s', async () => {
    const shopper = await t.newShopper();
    const intruder = await t.newShopper();
    const ids: number[] = [];
    for (let i = 0; i < 2; i++) {
      await t.addToCart(shopper.token);
      ids.push((await t.order(shopper)).json().order.id);
    }
    const list = (await t.request('GET', '/api/users/my/orders?limit=1', shopper.token)).json();
    expect(list).toMatchObject({
      orders: [{ id: ids[1], status: 'PENDING_PAYMENT', itemsCount: 1 }],
      hasMore: true,
      limit: 1,
    });
    expect((await t.request('GET', '/api/users/my/orders', intruder.token)).json().orders).toEqual([]);
    const theirs = await t.request('GET', `/api/users/my/order/${ids[0]}`, intruder.token);
    expect(theirs.json()).toMatchObject({ statusCode: 404, message: `Order ${ids[0]} not found` });
    expect((await t.request('POST', `/api/payments/retry/${ids[0]}`, intruder.token)).statusCode).toBe(404);
    const mine = (await t.request('GET', `/api/users/my/order/${ids[0]}?currency=USD`, shopper.token)).json()
      .order;
    // An order reads in its own currency, not the one asked for now.
    expect(mine).toMatchObject({
      currency: 'KWD',
      subtotal: { amount: 10_000, currency: 'KWD' },
      address: { country: 'KW' },
    });
  });

  it('lets an admin move orders along the transitions, and hides the moves from shoppers', async () => {
    const shopper = await t.newShopper();
    const admin = await t.newShopper({ role: 'ADMIN' });
    await t.addToCart(shopper.token);
    const stock = await t.stock(t.extras.variants.teeWhiteS);
    const { order } = (await t.order(shopper)).json();
    expect(await t.stock(t.extras.variants.teeWhiteS)).toBe(stock - 1);
    const move = (token: string, status: string) =>
      t.request('PATCH', `/api/admin/orders/${order.id}/status`, token, { status, note: 'by hand' });

    // The back office does not reveal itself to a shopper: its routes answer as missing ones do.
    expect((await move(shopper.token, 'CANCELLED')).statusCode).toBe(404);
    expect((await t.request('GET', '/api/admin/orders', shopper.token)).statusCode).toBe(404);
    expect((await move(admin.token, 'PAID')).json()).toMatchObject({
      statusCode: 409,
      reason: 'ORDER_MOVE_PAYMENT_ONLY',
    });
    expect((await move(admin.token, 'SHIPPED')).json()).toMatchObject({
      statusCode: 409,
      reason: 'ORDER_MOVE_NOT_ALLOWED',
      details: { from: 'PENDING_PAYMENT', to: 'SHIPPED' },
      message: 'An order cannot go from PENDING_PAYMENT to SHIPPED',
    });
    expect(
      (
        await t.request('PATCH', '/api/admin/orders/999999/status', admin.token, { status: 'CANCELLED' })
      ).json(),
    ).toMatchObject({ statusCode: 404, reason: 'ORDER_NOT_FOUND' });
    expect((await move(admin.token, 'CANCELLED')).json()).toEqual({ id: order.id, status: 'CANCELLED' });
    expect(await t.stock(t.extras.variants.teeWhiteS)).toBe(stock);
    const list = (await t.request('GET', '/api/admin/orders?status=CANCELLED', admin.token)).json();
    expect(list.orders).toContainEqual(
      expect.objectContaining({ id: order.id, userId: shopper.userId, email: shopper.email }),
    );
    const detail = (await t.request('GET', `/api/users/my/order/${order.id}`, shopper.token)).json().order;
    expect((await t.request('GET', `/api/users/my/order/${order.id}`, admin.token)).json()).toMatchObject({
      statusCode: 404,
      reason: 'ORDER_NOT_FOUND',
    });
    expect(detail.statusHistory.at(-1)).toMatchObject({
      fromStatus: 'PENDING_PAYMENT',
      toStatus: 'CANCELLED',
      note: 'by hand',
    });
  });
});
