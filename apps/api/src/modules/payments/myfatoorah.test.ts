import { createHmac } from 'node:crypto';
import { orderStatusHistory, orders } from '@seed/db/schema/orders';
import { payments } from '@seed/db/schema/payments';
import { testDatabaseKinds } from '@seed/db/test-database';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signWebhook } from '../../adapters/payments/myfatoorah-webhook';
import { useCheckoutApi } from '../orders/checkout-test-api';
import { startMyFatoorahStandIn } from './myfatoorah-stand-in';

const API_KEY = 'mf-test-key';
const SECRET = 'mf-webhook-secret';

function webhookEvent(invoiceId: number, paymentId: string) {
  return {
    Event: {
      Code: 1,
      Name: 'PAYMENT_STATUS_CHANGED',
      CountryIsoCode: 'KWT',
      CreationDate: '2026-11-21T10:00:00Z',
      Reference: 'WH-1',
    },
    Data: {
      Invoice: {
        Id: String(invoiceId),
        Status: 'PAID',
        Reference: '2026000001',
        ExternalIdentifier: null,
        UserDefinedField: null,
      },
      Transaction: { Id: '1', Status: 'SUCCESS', PaymentMethod: 'KNET', PaymentId: paymentId },
    },
  };
}

describe('MyFatoorah webhook signature', () => {
  it('is HMAC-SHA256 (base64) of the documented fields in order, nulls as empty strings', () => {
    const event = webhookEvent(586170, '0707658617');
    const expected = createHmac('sha256', SECRET)
      .update(
        'Invoice.Id=586170,Invoice.Status=PAID,Transaction.Status=SUCCESS,Transaction.PaymentId=0707658617,Invoice.ExternalIdentifier=',
      )
      .digest('base64');
    expect(signWebhook(event, SECRET)).toBe(expected);
  });
});

describe.each(testDatabaseKinds())('the MyFatoorah adapter against a stand-in on %s', (kind) => {
  const env: Record<string, string> = {
    PAYMENT_GATEWAY: 'myfatoorah',
    MYFATOORAH_API_KEY: API_KEY,
    MYFATOORAH_WEBHOOK_SECRET: SECRET,
  };
  let standIn: Awaited<ReturnType<typeof startMyFatoorahStandIn>>;
  beforeAll(async () => {
    standIn = await startMyFatoorahStandIn(API_KEY);
    env.MYFATOORAH_BASE_URL = standIn.url;
  });
  afterAll(async () => standIn?.close());
  const t = useCheckoutApi(kind, env);

  const placeOrder = async () => {
    const shopper = await t.newShopper();
    await t.addToCart(shopper.token);
    const placed = await t.order(shopper, { paymentMethodId: 1 });
    expect(placed.statusCode).toBe(201);
    const invoiceId = Number(new URL(placed.json().paymentUrl).pathname.slice(1));
    return { shopper, order: placed.json().order, invoiceId };
  };
  const webhook = (body: object, signature?: string) =>
    t.api.app.inject({
      method: 'POST',
      url: '/api/payments/webhook/myfatoorah',
      headers: signature === undefined ? {} : { 'myfatoorah-signature': signature },
      payload: body,
    });
  const orderStatus = async (id: number) =>
    (await t.db.select().from(orders).where(eq(orders.id, id)))[0]!.status;

  it('lists the methods from InitiatePayment', async () => {
    const reply = await t.request('GET', '/api/payments/methods/12.500/KWD');
    expect(reply.json().paymentMethods).toMatchObject([
      { PaymentMethodId: 1, PaymentMethodEn: 'KNET', TotalAmount: 12.5, CurrencyIso: 'KWD' },
      { PaymentMethodId: 2, PaymentMethodCode: 'vm' },
    ]);
    expect(standIn.calls.at(-1)).toEqual({
      path: '/v2/InitiatePayment',
      body: { InvoiceAmount: 12.5, CurrencyIso: 'KWD' },
    });
    expect((await t.request('GET', '/api/payments/methods/-1/KWD')).json()).toEqual({ paymentMethods: [] });
  });

  it('executes the payment, then asks GetPaymentStatus on the callback and marks the order paid', async () => {
    const { order, invoiceId } = await placeOrder();
    expect(standIn.invoice(invoiceId)!.request).toMatchObject({
      PaymentMethodId: 1,
      InvoiceValue: 11,
      DisplayCurrencyIso: 'KWD',
      CallBackUrl: 'http://store.test/api/payments/callback/myfatoorah?lang=ar',
      ErrorUrl: 'http://store.test/api/payments/callback/myfatoorah?lang=ar',
      Language: 'ar',
    });
    // The invoice ends when the store would expire the order (ORDER_PAYMENT_TIMEOUT_MINUTES, 30 by default).
    const expiry = Date.parse(String(standIn.invoice(invoiceId)!.request.ExpiryDate));
    expect(Math.abs(expiry - (Date.now() + 30 * 60_000))).toBeLessThan(60_000);
    const paymentId = standIn.pay(invoiceId);
    const landed = await t.request(
      'GET',
      `/api/payments/callback/myfatoorah?lang=en&paymentId=${paymentId}&Id=${paymentId}`,
    );
    expect(landed.headers.location).toBe(`/en/thank-you/${order.id}`);
    expect(standIn.calls.at(-1)).toEqual({
      path: '/v2/GetPaymentStatus',
      body: { Key: paymentId, KeyType: 'PaymentId' },
    });
    expect(await orderStatus(order.id)).toBe('PAID');
  });

  it('settles once when callbacks and signed webhooks race', async () => {
    const { shopper, order, invoiceId } = await placeOrder();
    const paymentId = standIn.pay(invoiceId);
    const event = webhookEvent(invoiceId, paymentId);
    const replies = await Promise.all([
      ...Array.from({ length: 5 }, () =>
        t.request('GET', `/api/payments/callback/myfatoorah?paymentId=${paymentId}`),
      ),
      ...Array.from({ length: 5 }, () => webhook(event, signWebhook(event, SECRET))),
    ]);
    for (const reply of replies.slice(0, 5)) expect(reply.headers.location).toBe(`/ar/thank-you/${order.id}`);
    for (const reply of replies.slice(5))
      expect(reply.json()).toEqual({ received: true, orderId: order.id, paid: true });
    const paid = await t.db
      .select({ n: count() })
      .from(orderStatusHistory)
      .where(and(eq(orderStatusHistory.orderId, order.id), eq(orderStatusHistory.toStatus, 'PAID')));
    expect(paid[0]!.n).toBe(1);
    const mail = await t.request('GET', `/api/dev/mailbox?to=${encodeURIComponent(shopper.email)}`);
    expect(mail.json().messages).toHaveLength(1);
  });

  it('refuses unsigned, forged and malformed webhooks and changes nothing', async () => {
    const { order, invoiceId } = await placeOrder();
    const paymentId = standIn.pay(invoiceId);
    const event = webhookEvent(invoiceId, paymentId);
    expect((await webhook(event)).json()).toMatchObject({
      statusCode: 401,
      message: 'Missing MyFatoorah-Signature',
    });
    expect((await webhook(event, signWebhook(event, 'wrong-secret'))).json()).toMatchObject({
      statusCode: 401,
    });
    const tampered = { ...event, Data: { ...event.Data, Invoice: { ...event.Data.Invoice, Id: '1' } } };
    expect((await webhook(tampered, signWebhook(event, SECRET))).statusCode).toBe(401);
    expect((await webhook({ hello: 'world' }, 'c2lnbmF0dXJl')).statusCode).toBe(400);
    expect(await orderStatus(order.id)).toBe('PENDING_PAYMENT');
  });

  it('does not take a payment of another amount as paid', async () => {
    const { order, invoiceId } = await placeOrder();
    const variant = t.extras.variants.teeWhiteS;
    const held = await t.stock(variant);
    const paymentId = standIn.pay(invoiceId, 0.5);
    const landed = await t.request('GET', `/api/payments/callback/myfatoorah?paymentId=${paymentId}`);
    expect(landed.headers.location).toBe(`/ar/payment-error?orderId=${order.id}&reason=AMOUNT_MISMATCH`);
    expect(await orderStatus(order.id)).toBe('PAYMENT_FAILED');
    expect(await t.stock(variant)).toBe(held + 1);
    const [payment] = await t.db.select().from(payments).where(eq(payments.orderId, order.id));
    expect(payment).toMatchObject({ status: 'FAILED', amount: 11_000, currency: 'KWD' });
  });

  it('marks a failed transaction PAYMENT_FAILED', async () => {
    const { order, invoiceId } = await placeOrder();
    const paymentId = standIn.fail(invoiceId);
    const landed = await t.request('GET', `/api/payments/callback/myfatoorah?paymentId=${paymentId}`);
    expect(landed.headers.location).toBe(`/ar/payment-error?orderId=${order.id}&reason=DECLINED`);
    expect(await orderStatus(order.id)).toBe('PAYMENT_FAILED');
  });
});
