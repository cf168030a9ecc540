import { randomUUID } from 'node:crypto';
import { testDatabaseKinds } from '@seed/db/test-database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MyFatoorahGateway } from '../../adapters/payments/myfatoorah-gateway';
import { GatewayError } from '../../adapters/payments/payment-gateway';
import { useCheckoutApi } from '../checkout/checkout-test-api';
import { startMyFatoorahStandIn } from '../payments/myfatoorah-stand-in';
import { staffMember } from './refund-test-kit';

const API_KEY = 'mf-refund-key';

describe.each(testDatabaseKinds())('card refunds through MyFatoorah (stand-in) on %s', (kind) => {
  const env: Record<string, string> = {
    PAYMENT_GATEWAY: 'myfatoorah',
    MYFATOORAH_API_KEY: API_KEY,
    MYFATOORAH_WEBHOOK_SECRET: 'mf-refund-secret',
  };
  let standIn: Awaited<ReturnType<typeof startMyFatoorahStandIn>>;
  beforeAll(async () => {
    standIn = await startMyFatoorahStandIn(API_KEY, 'mf-refund-secret');
    env.MYFATOORAH_BASE_URL = standIn.url;
  });
  afterAll(async () => standIn?.close());
  const t = useCheckoutApi(kind, env);

  const paidOrder = async () => {
    const shopper = await t.newShopper();
    await t.addToCart(shopper.token);
    const placed = await t.order(shopper, { paymentMethodId: 1 });
    expect(placed.statusCode).toBe(201);
    const invoiceId = Number(new URL(placed.json().paymentUrl).pathname.slice(1));
    const paymentId = standIn.pay(invoiceId);
    await t.request('GET', `/api/payments/callback/myfatoorah?lang=en&paymentId=${paymentId}`);
    return { order: placed.json().order, invoiceId, paymentId };
  };

  it('asks MakeRefund for the card part and keeps the refund pending, as MyFatoorah reviews it', async () => {
    const { order, invoiceId, paymentId } = await paidOrder();
    const finance = await staffMember(t, ['FINANCE']);
    const made = await t.request('POST', `/api/admin/orders/${order.id}/refunds`, finance.token, {
      scope: { kind: 'AMOUNT', amount: 2500 },
      destination: 'CARD',
      restock: false,
      reason: 'Late delivery',
      idempotencyKey: randomUUID(),
    });
    expect(made.statusCode).toBe(201);
    const { refund } = made.json();
    expect(refund).toMatchObject({ state: 'PENDING', toCard: { amount: 2500, currency: 'KWD' } });
    expect(standIn.calls.at(-1)).toEqual({
      path: '/v2/MakeRefund',
      body: {
        Key: paymentId,
        KeyType: 'PaymentId',
        RefundChargeOnCustomer: false,
        ServiceChargeOnCustomer: false,
        Amount: 2.5,
        Comment: `Order ${order.id}, refund ${refund.id}: Late delivery`,
      },
    });
    expect(standIn.invoice(invoiceId)?.refunds).toMatchObject([{ RefundId: Number(refund.gatewayRefundId) }]);
  });

  it('stand-in: refuses an unknown key and more than the payment has left', async () => {
    const { invoiceId, paymentId, order } = await paidOrder();
    const gateway = new MyFatoorahGateway({ baseUrl: standIn.url, apiKey: API_KEY });
    const paid = standIn.invoice(invoiceId)?.value ?? 0;
    expect(paid).toBe(order.price.amount / 1000);
    const unknown = gateway.refund({
      key: { key: 'no-such-payment', type: 'PaymentId' },
      amount: { amount: 1000, currency: 'KWD' },
      comment: 'x',
    });
    await expect(unknown).rejects.toBeInstanceOf(GatewayError);
    const half = { key: { key: paymentId, type: 'PaymentId' as const }, comment: 'half' };
    const first = await gateway.refund({
      ...half,
      amount: { amount: order.price.amount - 1000, currency: 'KWD' },
    });
    expect(first.state).toBe('PENDING');
    await expect(gateway.refund({ ...half, amount: { amount: 1001, currency: 'KWD' } })).rejects.toThrow(
      /MakeRefund failed \(400\)/,
    );
    await expect(
      gateway.refund({ ...half, amount: { amount: 1000, currency: 'KWD' } }),
    ).resolves.toMatchObject({
      state: 'PENDING',
    });
  });
});
