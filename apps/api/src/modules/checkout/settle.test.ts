import type { Db } from '@seed/db/client';
import { payments } from '@seed/db/schema/payments';
import { testDatabaseKinds } from '@seed/db/test-database';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { GatewayPaymentStatus, PaymentGateway } from '../../adapters/payments/payment-gateway';
import { TableShipping } from '../../adapters/shipping/table-shipping';
import type { CommerceOptions } from '../../http/commerce';
import { lockExistingOrder } from '../orders/records';
import { useCheckoutApi } from './checkout-test-api';
import { settlePayment } from './settle';

// A gateway that reports one invoice as paid, whatever it is asked.
function gatewaySaying(status: GatewayPaymentStatus): PaymentGateway {
  return {
    name: 'test',
    listMethods: async () => [],
    createPayment: async () => {
      throw new Error('not used');
    },
    getStatus: async () => status,
    refund: async () => {
      throw new Error('not used');
    },
  };
}

describe.each(testDatabaseKinds())('settling a payment whose rows are gone on %s', (kind) => {
  const t = useCheckoutApi(kind);

  const commerce = (db: Db, gateway: PaymentGateway): CommerceOptions => ({
    db,
    mediaBase: 'http://store.test',
    shipping: new TableShipping(db),
    gateway,
    mailer: { send: async () => undefined },
    publicUrl: 'http://store.test',
    paymentTimeoutMinutes: 30,
  });

  async function placedPayment() {
    const shopper = await t.newShopper();
    await t.addToCart(shopper.token);
    const placed = await t.order(shopper);
    expect(placed.statusCode).toBe(201);
    const orderId: number = placed.json().order.id;
    const [payment] = await t.db.select().from(payments).where(eq(payments.orderId, orderId));
    if (!payment) throw new Error('the order has no payment attempt');
    return payment;
  }

  const paid = (payment: { invoiceId: string; amount: number; currency: string }): GatewayPaymentStatus => ({
    invoiceId: payment.invoiceId,
    paymentId: 'paid-1',
    status: 'PAID',
    amount: { amount: payment.amount, currency: payment.currency as 'KWD' },
    raw: {},
  });

  it('refuses an invoice it has no payment for with a coded error', async () => {
    const gateway = gatewaySaying({
      invoiceId: 'unknown',
      paymentId: null,
      status: 'PAID',
      amount: null,
      raw: {},
    });
    await expect(
      settlePayment(commerce(t.db, gateway), { key: 'unknown', type: 'InvoiceId' }, t.api.app.log),
    ).rejects.toMatchObject({ name: 'DomainError', code: 'NOT_FOUND', reason: 'PAYMENT_NOT_FOUND' });
  });

  it('refuses a payment removed between finding and locking it, rather than failing on a missing row', async () => {
    const payment = await placedPayment();
    // The row disappears just before the settling transaction takes its locks.
    const vanishing = new Proxy(t.db, {
      get(target, key) {
        if (key === 'transaction') {
          return async (...args: Parameters<Db['transaction']>) => {
            await target.delete(payments).where(eq(payments.id, payment.id));
            return target.transaction(...args);
          };
        }
        const value: unknown = Reflect.get(target, key, target);
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
    await expect(
      settlePayment(
        commerce(vanishing, gatewaySaying(paid(payment))),
        { key: payment.invoiceId, type: 'InvoiceId' },
        t.api.app.log,
      ),
    ).rejects.toMatchObject({ name: 'DomainError', code: 'NOT_FOUND', reason: 'PAYMENT_NOT_FOUND' });
  });

  it('refuses to lock an order that is not there', async () => {
    await expect(t.db.transaction((tx) => lockExistingOrder(tx, 999_999))).rejects.toMatchObject({
      name: 'DomainError',
      code: 'NOT_FOUND',
      reason: 'ORDER_NOT_FOUND',
    });
  });
});
