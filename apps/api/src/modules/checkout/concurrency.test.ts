import { orderStatusHistory, orders } from '@seed/db/schema/orders';
import { vouchers, voucherUses } from '@seed/db/schema/wallet';
import { testDatabaseKinds } from '@seed/db/test-database';
import { and, count, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { payOnTestGateway, useCheckoutApi } from './checkout-test-api';

describe.each(testDatabaseKinds())('orders under contention on %s', (kind) => {
  const t = useCheckoutApi(kind);

  it('sells the last unit once to 20 simultaneous buyers; the others hear it is out of stock', async () => {
    const variant = t.extras.variants.teeBlackM;
    const buyers = await Promise.all(Array.from({ length: 20 }, () => t.newShopper()));
    await t.setStock(variant, 20);
    for (const buyer of buyers) await t.addToCart(buyer.token, 1, variant);
    await t.setStock(variant, 1);

    const replies = await Promise.all(buyers.map((buyer) => t.order(buyer)));
    const statuses = replies.map((reply) => reply.statusCode).sort();
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(19);
    for (const reply of replies.filter((r) => r.statusCode === 409)) {
      expect(reply.json()).toMatchObject({
        code: 'OUT_OF_STOCK',
        message: expect.stringContaining('Palm tee'),
      });
    }
    expect(await t.stock(variant)).toBe(0);
    const placed = await t.db
      .select({ n: count() })
      .from(orders)
      .where(
        inArray(
          orders.userId,
          buyers.map((buyer) => buyer.userId),
        ),
      );
    expect(placed[0]!.n).toBe(1);
  });

  it('lets a voucher limited to one use be used once among 10 simultaneous checkouts', async () => {
    const [voucher] = await t.db
      .insert(vouchers)
      .values({ code: 'JUSTONE', percent: 50, usageLimit: 1 })
      .returning({ id: vouchers.id });
    const buyers = await Promise.all(Array.from({ length: 10 }, () => t.newShopper()));
    for (const buyer of buyers) await t.addToCart(buyer.token);

    const replies = await Promise.all(buyers.map((buyer) => t.order(buyer, { voucherCode: 'justone' })));
    const won = replies.filter((reply) => reply.statusCode === 201);
    expect(won).toHaveLength(1);
    expect(won[0]!.json().order.price.amount).toBe(5000 + 1000);
    for (const reply of replies.filter((r) => r.statusCode !== 201)) {
      expect(reply.statusCode).toBe(400);
      expect(reply.json().message).toBe('Voucher JUSTONE has been used up');
    }
    const [row] = await t.db.select().from(vouchers).where(eq(vouchers.id, voucher!.id));
    expect(row!.usedCount).toBe(1);
    const uses = await t.db
      .select({ n: count() })
      .from(voucherUses)
      .where(eq(voucherUses.voucherId, voucher!.id));
    expect(uses[0]!.n).toBe(1);
  });

  it('moves an order to PAID once and sends one receipt when the callback is replayed 10 times', async () => {
    const shopper = await t.newShopper();
    await t.addToCart(shopper.token);
    const { order, paymentUrl } = (await t.order(shopper)).json();
    const { callbackPath } = await payOnTestGateway(t, paymentUrl);

    const replies = await Promise.all(Array.from({ length: 10 }, () => t.request('GET', callbackPath)));
    for (const reply of replies) {
      expect(reply.statusCode).toBe(303);
      expect(reply.headers.location).toBe(`/ar/thank-you/${order.id}`);
    }
    const paid = await t.db
      .select({ n: count() })
      .from(orderStatusHistory)
      .where(and(eq(orderStatusHistory.orderId, order.id), eq(orderStatusHistory.toStatus, 'PAID')));
    expect(paid[0]!.n).toBe(1);
    const mail = await t.request('GET', `/api/dev/mailbox?to=${encodeURIComponent(shopper.email)}`);
    expect(mail.json().messages).toHaveLength(1);
    expect(mail.json().messages[0].subject).toBe(`تم دفع طلبك رقم ${order.id}`);
  });

  it('makes one order of the same request sent 5 times at once', async () => {
    const shopper = await t.newShopper();
    await t.addToCart(shopper.token);
    const idempotencyKey = '6f1c2c1e-8d1a-4f7e-9a43-0b3d2f6a9e11';
    const replies = await Promise.all(Array.from({ length: 5 }, () => t.order(shopper, { idempotencyKey })));
    expect(replies.filter((reply) => reply.statusCode === 201)).toHaveLength(1);
    for (const reply of replies) expect([200, 201, 409]).toContain(reply.statusCode);
    const ids = new Set(replies.filter((r) => r.statusCode < 300).map((r) => r.json().order.id));
    expect(ids.size).toBe(1);
    const mine = await t.db.select({ n: count() }).from(orders).where(eq(orders.userId, shopper.userId));
    expect(mine[0]!.n).toBe(1);
  });
});
