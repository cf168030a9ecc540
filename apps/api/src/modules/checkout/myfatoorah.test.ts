import { randomUUID } from 'node:crypto';
import { orderStatusHistory, orders } from '@seed/db/schema/orders';
import { payments } from '@seed/db/schema/payments';
import { users } from '@seed/db/schema/users';
import { testDatabaseKinds } from '@seed/db/test-database';
import { convertFils } from '@seed/domain/money';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MyFatoorahGateway } from '../../adapters/payments/myfatoorah-gateway';
import { startMyFatoorahStandIn } from '../payments/myfatoorah-stand-in';
import { useCheckoutApi } from './checkout-test-api';

const API_KEY = 'mf-test-key';
const SECRET = 'mf-webhook-secret';

describe.each(testDatabaseKinds())('the MyFatoorah adapter against a stand-in on %s', (kind) => {
  const env: Record<string, string> = {
    PAYMENT_GATEWAY: 'myfatoorah',
    MYFATOORAH_API_KEY: API_KEY,
    MYFATOORAH_WEBHOOK_SECRET: SECRET,
  };
  let standIn: Awaited<ReturnType<typeof startMyFatoorahStandIn>>;
  beforeAll(async () => {
    standIn = await startMyFatoorahStandIn(API_KEY, SECRET);
    env.MYFATOORAH_BASE_URL = standIn.url;
  });
  afterAll(async () => standIn?.close());
  const t = useCheckoutApi(kind, env);

  const placeOrder = async (currency = 'KWD') => {
    const shopper = await t.newShopper();
    await t.addToCart(shopper.token);
    const placed = await t.request(
      'POST',
      `/api/payments/execute/order?currency=${currency}`,
      shopper.token,
      {
        idempotencyKey: randomUUID(),
        deliveryAddressId: shopper.addressId,
        deliveryId: t.deliveryId,
        paymentMethodId: 1,
        useWallet: false,
      },
    );
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

  it('lists the methods a redirect can use, with the service charge the shopper bears', async () => {
    const reply = await t.request('GET', '/api/payments/methods/12.500/KWD');
    // Google Pay (32) and the direct-payment methods (20, 9) are left out, as MyFatoorah's library does.
    expect(reply.json().paymentMethods).toMatchObject([
      { PaymentMethodId: 1, PaymentMethodEn: 'KNET', TotalAmount: 12.5, CustomerServiceCharge: 0 },
      { PaymentMethodId: 2, PaymentMethodCode: 'vm', TotalAmount: 12.75, CustomerServiceCharge: 0.25 },
      { PaymentMethodId: 11, PaymentMethodCode: 'ap', CustomerServiceCharge: 0 },
    ]);
    expect(reply.json().paymentMethods).toHaveLength(3);
    expect(standIn.calls.at(-1)).toEqual({
      path: '/v2/InitiatePayment',
      body: { InvoiceAmount: 12.5, CurrencyIso: 'KWD' },
    });
    expect((await t.request('GET', '/api/payments/methods/-1/KWD')).json()).toEqual({ paymentMethods: [] });
  });

  it('executes the payment, then asks GetPaymentStatus on the callback and marks the order paid', async () => {
    const before = standIn.calls.length;
    const { order, invoiceId } = await placeOrder();
    // The methods were asked for the amount charged (the tee and its delivery), not the subtotal.
    expect(standIn.calls.slice(before, -1)).toEqual([
      { path: '/v2/InitiatePayment', body: { InvoiceAmount: 11, CurrencyIso: 'KWD' } },
    ]);
    expect(standIn.invoice(invoiceId)!.request).toMatchObject({
      PaymentMethodId: 1,
      InvoiceValue: 11,
      DisplayCurrencyIso: 'KWD',
      CallBackUrl: 'http://store.test/api/payments/callback/myfatoorah?lang=ar',
      ErrorUrl: 'http://store.test/api/payments/callback/myfatoorah?lang=ar',
      Language: 'ar',
    });
    // The invoice ends when the store would expire the order (ORDER_PAYMENT_TIMEOUT_MINUTES, 30 by default),
    // written in Kuwait time without an offset, as MyFatoorah's own plugin sends it.
    const expiryDate = String(standIn.invoice(invoiceId)!.request.ExpiryDate);
    expect(expiryDate).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/);
    const expiry = Date.parse(`${expiryDate}+03:00`);
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
    const event = standIn.paymentEvent(invoiceId, paymentId);
    const replies = await Promise.all([
      ...Array.from({ length: 5 }, () =>
        t.request('GET', `/api/payments/callback/myfatoorah?paymentId=${paymentId}`),
      ),
      ...Array.from({ length: 5 }, () => webhook(event.body, event.signature)),
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
    const { body: event, signature } = standIn.paymentEvent(invoiceId, paymentId);
    expect((await webhook(event)).json()).toMatchObject({
      statusCode: 401,
      message: 'Missing MyFatoorah-Signature',
    });
    expect((await webhook(event, 'Zm9yZ2Vk')).json()).toMatchObject({ statusCode: 401 });
    const tampered = { ...event, Data: { ...event.Data, Invoice: { ...event.Data.Invoice, Id: '1' } } };
    expect((await webhook(tampered, signature)).statusCode).toBe(401);
    expect((await webhook({ hello: 'world' }, 'c2lnbmF0dXJl')).statusCode).toBe(400);
    expect(await orderStatus(order.id)).toBe('PENDING_PAYMENT');
  });

  it('verifies every webhook event with its own signed fields and acknowledges those the store does not use', async () => {
    const events = [
      standIn.webhook(2, {
        Refund: { Id: 2840, Reference: '2026000019', Status: 'REFUNDED' },
        Amount: { ValueInBaseCurrency: '11.000' },
        ReferencedInvoice: { Id: '586170' },
      }),
      standIn.webhook(3, {
        Deposit: { Reference: '2026000002', ValueInBaseCurrency: '6917.282', NumberOfTransactions: 24 },
      }),
      standIn.webhook(4, { Supplier: { Code: 11, Name: 'Printer' }, KycDecision: { Status: 'APPROVED' } }),
      standIn.webhook(5, { Recurring: { Id: 'RECUR1', Status: 'CANCELED', InitialInvoiceId: '586170' } }),
    ];
    for (const [index, { body, signature }] of events.entries()) {
      const reply = await webhook(body, signature);
      expect(reply.statusCode).toBe(200);
      expect(reply.json()).toEqual({ received: true, orderId: null, paid: null });
      // Another event's signature does not fit this event's fields.
      expect((await webhook(body, events[(index + 1) % events.length]!.signature)).statusCode).toBe(401);
    }
    const unknown = { Event: { Code: 7, Name: 'SUPPLIER_UPDATE_REQUEST_CHANGED' }, Data: {} };
    expect((await webhook(unknown, 'c2lnbmF0dXJl')).json()).toEqual({
      received: true,
      orderId: null,
      paid: null,
    });
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

  it('tells the shopper a failed attempt was declined but keeps the order while the invoice is open', async () => {
    const { order, invoiceId } = await placeOrder();
    const failed = standIn.fail(invoiceId);
    const landed = await t.request('GET', `/api/payments/callback/myfatoorah?paymentId=${failed}`);
    expect(landed.headers.location).toBe(`/ar/payment-error?orderId=${order.id}&reason=DECLINED`);
    expect(await orderStatus(order.id)).toBe('PENDING_PAYMENT');
    // The shopper tries again on the same page, and pays.
    const paid = standIn.pay(invoiceId);
    const again = await t.request('GET', `/api/payments/callback/myfatoorah?paymentId=${paid}`);
    expect(again.headers.location).toBe(`/ar/thank-you/${order.id}`);
    expect(await orderStatus(order.id)).toBe('PAID');
  });

  it('marks the order PAYMENT_FAILED when the invoice itself is cancelled', async () => {
    const { order, invoiceId } = await placeOrder();
    const failed = standIn.fail(invoiceId);
    standIn.cancel(invoiceId);
    const landed = await t.request('GET', `/api/payments/callback/myfatoorah?paymentId=${failed}`);
    expect(landed.headers.location).toBe(`/ar/payment-error?orderId=${order.id}&reason=DECLINED`);
    expect(await orderStatus(order.id)).toBe('PAYMENT_FAILED');
  });

  it.each([
    ['KWD', 'KWD', 'KD'],
    ['SAR', 'KWD', 'SR'],
    ['USD', 'KWD', 'USD'],
    ['SAR', 'SAR', 'SR'],
  ] as const)('marks a paid %s order (account in %s) PAID with its amount', async (currency, base, label) => {
    standIn.account.baseCurrency = base;
    try {
      const { order, invoiceId } = await placeOrder(currency);
      const paymentId = standIn.pay(invoiceId);
      const landed = await t.request('GET', `/api/payments/callback/myfatoorah?paymentId=${paymentId}`);
      expect(landed.headers.location).toBe(`/ar/thank-you/${order.id}`);
      const [payment] = await t.db.select().from(payments).where(eq(payments.orderId, order.id));
      // The order's KWD 11.000 (the tee and its delivery) in the shopper's currency.
      expect(payment).toMatchObject({ status: 'PAID', ...convertFils(11_000, currency) });
      // What MyFatoorah answered: its own currency label, never the ISO code.
      expect(payment!.raw).toMatchObject({
        InvoiceDisplayValue: expect.stringMatching(new RegExp(` ${label}$`)),
      });
    } finally {
      standIn.account.baseCurrency = 'KWD';
    }
  });

  it('counts a DuplicatePayment invoice as paid', async () => {
    const { order, invoiceId } = await placeOrder();
    standIn.pay(invoiceId);
    const second = standIn.pay(invoiceId);
    expect(standIn.invoice(invoiceId)!.status).toBe('DuplicatePayment');
    const landed = await t.request('GET', `/api/payments/callback/myfatoorah?paymentId=${second}`);
    expect(landed.headers.location).toBe(`/ar/thank-you/${order.id}`);
    expect(await orderStatus(order.id)).toBe('PAID');
  });

  it('sends the customer name as MyFatoorah accepts it', async () => {
    const shopper = await t.newShopper();
    await t.db
      .update(users)
      .set({ firstName: 'Sara-Ann', lastName: 'عبد_الله (VIP)' })
      .where(eq(users.id, shopper.userId));
    await t.addToCart(shopper.token);
    const placed = await t.order(shopper, { paymentMethodId: 1 });
    expect(placed.statusCode).toBe(201);
    expect(standIn.calls.at(-1)!.body).toMatchObject({ CustomerName: 'SaraAnn عبدالله VIP' });
  });

  it('sends a missing e-mail as null, which MyFatoorah accepts where it refuses an empty one', async () => {
    const gateway = new MyFatoorahGateway({ baseUrl: standIn.url, apiKey: API_KEY });
    const created = await gateway.createPayment({
      methodId: 1,
      amount: { amount: 5_000, currency: 'KWD' },
      reference: '1',
      customer: { name: '', email: '' },
      callbackUrl: 'https://shop.example.com/api/payments/callback/myfatoorah?lang=en',
      errorUrl: 'https://shop.example.com/api/payments/callback/myfatoorah?lang=en',
      locale: 'en',
      expiresAt: new Date(Date.now() + 30 * 60_000),
    });
    expect(standIn.invoice(Number(created.invoiceId))!.request).toMatchObject({
      CustomerEmail: null,
      CustomerName: 'Customer',
    });
  });
});
