import { cartItems } from '@seed/db/schema/carts';
import { orderStatusHistory, orders } from '@seed/db/schema/orders';
import { payments } from '@seed/db/schema/payments';
import { vouchers, voucherUses, walletLedger } from '@seed/db/schema/wallet';
import { testDatabaseKinds } from '@seed/db/test-database';
import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MyFatoorahGateway } from '../../adapters/payments/myfatoorah-gateway';
import { TableShipping } from '../../adapters/shipping/table-shipping';
import type { CommerceOptions } from '../../http/commerce';
import type { MailMessage } from '../mail/mailer';
import { startMyFatoorahStandIn } from '../payments/myfatoorah-stand-in';
import { walletBalance } from '../wallet/service';
import { useCheckoutApi } from './checkout-test-api';
import { expireUnpaidOrders } from './expire-unpaid';

const API_KEY = 'mf-test-key';

// The gateway is the MyFatoorah adapter against its local stand-in: the API and the job, run here
// directly as the queue would run it, see the same invoices, as two replicas would.
describe.each(testDatabaseKinds())('expiring unpaid orders on %s', (kind) => {
  const env: Record<string, string> = {
    PAYMENT_GATEWAY: 'myfatoorah',
    MYFATOORAH_API_KEY: API_KEY,
    MYFATOORAH_WEBHOOK_SECRET: 'mf-webhook-secret',
  };
  let standIn: Awaited<ReturnType<typeof startMyFatoorahStandIn>>;
  beforeAll(async () => {
    standIn = await startMyFatoorahStandIn(API_KEY);
    env.MYFATOORAH_BASE_URL = standIn.url;
  });
  afterAll(async () => standIn?.close());
  const t = useCheckoutApi(kind, env);
  const receipts: MailMessage[] = [];

  const commerce = (baseUrl = standIn.url): CommerceOptions => ({
    db: t.db,
    mediaBase: 'http://store.test',
    shipping: new TableShipping(t.db),
    gateway: new MyFatoorahGateway({ baseUrl, apiKey: API_KEY, timeoutMs: 2000 }),
    mailer: { send: async (message) => void receipts.push(message) },
    publicUrl: 'http://store.test',
    paymentTimeoutMinutes: 30,
  });
  const expire = (options = commerce()) => expireUnpaidOrders(options, { timeoutMinutes: 30 }, t.api.app.log);

  const placeOrder = async (extra: object = {}, wallet?: number) => {
    const shopper = await t.newShopper({ wallet });
    await t.addToCart(shopper.token, 2);
    const placed = await t.order(shopper, { paymentMethodId: 1, ...extra });
    expect(placed.statusCode).toBe(201);
    const invoiceId = Number(new URL(placed.json().paymentUrl).pathname.slice(1));
    return { shopper, orderId: placed.json().order.id as number, invoiceId };
  };
  // The order and its attempts to pay began this many minutes ago.
  const age = async (orderId: number, minutes: number) => {
    const at = sql`now() - make_interval(mins => ${minutes})`;
    await t.db.update(orders).set({ createdAt: at }).where(eq(orders.id, orderId));
    await t.db.update(payments).set({ createdAt: at }).where(eq(payments.orderId, orderId));
  };
  const order = async (id: number) => (await t.db.select().from(orders).where(eq(orders.id, id)))[0]!;
  const history = (id: number) =>
    t.db
      .select({ from: orderStatusHistory.fromStatus, to: orderStatusHistory.toStatus })
      .from(orderStatusHistory)
      .where(eq(orderStatusHistory.orderId, id))
      .orderBy(asc(orderStatusHistory.id));
  const refunds = async (orderId: number) =>
    t.db
      .select()
      .from(walletLedger)
      .where(and(eq(walletLedger.orderId, orderId), eq(walletLedger.reason, 'ORDER_REFUND')));
  const teeStock = () => t.stock(t.extras.variants.teeWhiteS);

  it('expires an order unpaid for longer than the timeout once: stock, wallet and voucher back, lines in the cart', async () => {
    await t.db.insert(vouchers).values({ code: 'LATE10', percent: 10, usageLimit: 5 });
    const before = await teeStock();
    const { shopper, orderId } = await placeOrder({ voucherCode: 'LATE10', useWallet: true }, 3000);
    expect(await teeStock()).toBe(before - 2);
    expect(await walletBalance(t.db, shopper.userId)).toBe(0);
    const [voucher] = await t.db.select().from(vouchers).where(eq(vouchers.code, 'LATE10'));
    expect(voucher!.usedCount).toBe(1);
    await age(orderId, 31);

    expect(await expire()).toEqual({ PAID: 0, EXPIRED: 1, UNCHANGED: 0 });
    expect(await expire()).toEqual({ PAID: 0, EXPIRED: 0, UNCHANGED: 0 });

    expect((await order(orderId)).status).toBe('PAYMENT_EXPIRED');
    expect((await history(orderId)).at(-1)).toEqual({ from: 'PENDING_PAYMENT', to: 'PAYMENT_EXPIRED' });
    const attempts = await t.db.select().from(payments).where(eq(payments.orderId, orderId));
    expect(attempts.map((attempt) => attempt.status)).toEqual(['EXPIRED']);
    expect(await teeStock()).toBe(before);
    expect(await walletBalance(t.db, shopper.userId)).toBe(3000);
    expect(await refunds(orderId)).toHaveLength(1);
    const [released] = await t.db.select().from(vouchers).where(eq(vouchers.code, 'LATE10'));
    expect(released!.usedCount).toBe(0);
    expect(await t.db.select().from(voucherUses).where(eq(voucherUses.orderId, orderId))).toEqual([]);
    const cart = await t.db.select().from(cartItems).where(eq(cartItems.userId, shopper.userId));
    expect(cart.map((line) => line.count)).toEqual([2]);
  });

  it('leaves orders within the timeout alone, however old the order, if its latest attempt is recent', async () => {
    const before = await teeStock();
    const fresh = await placeOrder();
    await age(fresh.orderId, 29);
    const retried = await placeOrder();
    await age(retried.orderId, 600);
    await t.db
      .update(payments)
      .set({ createdAt: sql`now() - interval '5 minutes'` })
      .where(eq(payments.orderId, retried.orderId));

    expect(await expire()).toEqual({ PAID: 0, EXPIRED: 0, UNCHANGED: 0 });
    expect((await order(fresh.orderId)).status).toBe('PENDING_PAYMENT');
    expect((await order(retried.orderId)).status).toBe('PENDING_PAYMENT');
    expect(await teeStock()).toBe(before - 4);
  });

  it('asks the gateway first: an overdue order paid after all becomes PAID, with one receipt', async () => {
    const before = await teeStock();
    const { shopper, orderId, invoiceId } = await placeOrder();
    standIn.pay(invoiceId);
    await age(orderId, 45);

    expect(await expire()).toEqual({ PAID: 1, EXPIRED: 0, UNCHANGED: 0 });
    expect((await order(orderId)).status).toBe('PAID');
    expect(await teeStock()).toBe(before - 2);
    expect(receipts.filter((mail) => mail.to === shopper.email)).toHaveLength(1);
  });

  it('never expires an order the gateway could not answer for', async () => {
    const { orderId } = await placeOrder();
    await age(orderId, 45);
    expect(await expire(commerce('http://127.0.0.1:9'))).toMatchObject({ EXPIRED: 0, UNCHANGED: 1 });
    expect((await order(orderId)).status).toBe('PENDING_PAYMENT');
    // Not overdue any more, so the runs of the tests after this one leave it be.
    await age(orderId, 0);
  });

  it('applies one outcome when a paid callback races the expiry', async () => {
    const before = await teeStock();
    const { orderId, invoiceId } = await placeOrder();
    const paymentId = standIn.pay(invoiceId);
    await age(orderId, 45);

    const [, callback] = await Promise.all([
      expire(),
      t.request('GET', `/api/payments/callback/myfatoorah?lang=en&paymentId=${paymentId}`),
    ]);
    expect(callback.headers.location).toBe(`/en/thank-you/${orderId}`);
    expect((await order(orderId)).status).toBe('PAID');
    expect((await history(orderId)).map((row) => row.to)).toEqual(['PENDING_PAYMENT', 'PAID']);
    expect(await teeStock()).toBe(before - 2);
  });

  it('gives back once when a declined callback races the expiry', async () => {
    const before = await teeStock();
    const { orderId, invoiceId } = await placeOrder();
    const paymentId = standIn.fail(invoiceId);
    await age(orderId, 45);

    await Promise.all([
      expire(),
      t.request('GET', `/api/payments/callback/myfatoorah?lang=en&paymentId=${paymentId}`),
    ]);
    const ended = (await history(orderId)).slice(1).map((row) => row.to);
    expect(ended).toHaveLength(1);
    expect(['PAYMENT_FAILED', 'PAYMENT_EXPIRED']).toContain(ended[0]);
    expect(await teeStock()).toBe(before);
  });

  it('takes the stock again for an expired order whose payment arrives afterwards: PAID, once', async () => {
    const before = await teeStock();
    const { shopper, orderId, invoiceId } = await placeOrder();
    await age(orderId, 45);
    expect((await expire()).EXPIRED).toBe(1);
    expect(await teeStock()).toBe(before);

    const paymentId = standIn.pay(invoiceId);
    const callback = `/api/payments/callback/myfatoorah?lang=ar&paymentId=${paymentId}`;
    const [late, again] = [await t.request('GET', callback), await t.request('GET', callback)];
    expect(late.headers.location).toBe(`/ar/thank-you/${orderId}`);
    expect(again.headers.location).toBe(`/ar/thank-you/${orderId}`);
    expect((await order(orderId)).status).toBe('PAID');
    expect((await history(orderId)).map((row) => row.to)).toEqual([
      'PENDING_PAYMENT',
      'PAYMENT_EXPIRED',
      'PENDING_PAYMENT',
      'PAID',
    ]);
    expect(await teeStock()).toBe(before - 2);
    expect(await t.db.select().from(cartItems).where(eq(cartItems.userId, shopper.userId))).toEqual([]);
  });

  it('settles an order retried after it expired with the late payment of its first invoice', async () => {
    const { shopper, orderId, invoiceId } = await placeOrder();
    await age(orderId, 45);
    expect((await expire()).EXPIRED).toBe(1);
    const retried = await t.request('POST', `/api/payments/retry/${orderId}`, shopper.token, {});
    expect(retried.statusCode).toBe(200);

    const paymentId = standIn.pay(invoiceId);
    const late = await t.request('GET', `/api/payments/callback/myfatoorah?lang=en&paymentId=${paymentId}`);
    expect(late.headers.location).toBe(`/en/thank-you/${orderId}`);
    expect((await order(orderId)).status).toBe('PAID');
    const rows = await t.db.select().from(payments).where(eq(payments.orderId, orderId));
    expect(rows.map((row) => row.status).sort()).toEqual(['PAID', 'PENDING']);
  });

  it('marks a late payment REFUND_DUE when the stock is gone, and lists it for admins only', async () => {
    const { orderId, invoiceId } = await placeOrder();
    await age(orderId, 45);
    expect((await expire()).EXPIRED).toBe(1);
    const stock = await teeStock();
    await t.setStock(t.extras.variants.teeWhiteS, 1);
    try {
      const paymentId = standIn.pay(invoiceId);
      const callback = `/api/payments/callback/myfatoorah?lang=en&paymentId=${paymentId}`;
      for (let i = 0; i < 2; i++) {
        const late = await t.request('GET', callback);
        expect(late.headers.location).toBe(`/en/payment-error?orderId=${orderId}&reason=REFUND_DUE`);
      }
      expect((await order(orderId)).status).toBe('PAYMENT_EXPIRED');
      expect(await teeStock()).toBe(1);
      const notes = (await history(orderId)).filter((row) => row.from === row.to);
      expect(notes).toEqual([{ from: 'PAYMENT_EXPIRED', to: 'PAYMENT_EXPIRED' }]);

      const admin = await t.newShopper({ role: 'ADMIN' });
      const listed = await t.request('GET', '/api/admin/payments/refund-due', admin.token);
      expect(listed.json().payments).toContainEqual(
        expect.objectContaining({ orderId, orderStatus: 'PAYMENT_EXPIRED', paymentId, currency: 'KWD' }),
      );
      const shopper = await t.newShopper();
      expect((await t.request('GET', '/api/admin/payments/refund-due', shopper.token)).statusCode).toBe(404);
    } finally {
      await t.setStock(t.extras.variants.teeWhiteS, stock);
    }
  });

  it('marks a second paid invoice of an order already paid REFUND_DUE', async () => {
    const { shopper, orderId, invoiceId } = await placeOrder();
    const retried = await t.request('POST', `/api/payments/retry/${orderId}`, shopper.token, {});
    const second = Number(new URL(retried.json().paymentUrl).pathname.slice(1));
    const first = standIn.pay(invoiceId);
    const other = standIn.pay(second);
    await t.request('GET', `/api/payments/callback/myfatoorah?paymentId=${first}`);
    const late = await t.request('GET', `/api/payments/callback/myfatoorah?paymentId=${other}`);
    expect(late.headers.location).toBe(`/ar/payment-error?orderId=${orderId}&reason=REFUND_DUE`);
    expect((await order(orderId)).status).toBe('PAID');
    const rows = await t.db.select().from(payments).where(eq(payments.orderId, orderId));
    expect(rows.map((row) => row.status).sort()).toEqual(['PAID', 'REFUND_DUE']);
  });
});
