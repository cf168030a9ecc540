import { parseCurrency } from '@seed/domain/currency';
import { DomainError } from '@seed/domain/errors';
import type { Locale } from '@seed/domain/locale';
import { convertFils } from '@seed/domain/money';
import { isUnpaidEnded } from '@seed/domain/order-status';
import type { CommerceOptions } from '../../http/commerce';
import { removeCartLines } from '../cart/checkout-cart';
import { reserveStock } from '../inventory/stock';
import { lockOrder, moveOrder, type OrderRow, orderLines, orderNotFound } from '../orders/records';
import { attachInvoice, recordPaymentAttempt } from '../payments/service';
import { findContact, lockUser } from '../users/service';
import { paymentCallbackUrl } from './callback-url';
import type { PaymentAttempt } from './place-order';

/** Asks the gateway for the payment page of a recorded attempt (outside any transaction). */
export async function startPayment(
  options: CommerceOptions,
  order: OrderRow,
  payment: PaymentAttempt,
  locale: Locale,
): Promise<string> {
  const { db, gateway, publicUrl, paymentTimeoutMinutes } = options;
  const contact = await findContact(db, order.userId);
  const callbackUrl = paymentCallbackUrl(publicUrl, gateway.name, locale);
  const created = await gateway.createPayment({
    methodId: payment.methodId,
    amount: convertFils(order.price, parseCurrency(order.currency)),
    reference: String(payment.id),
    customer: {
      name: [contact?.firstName, contact?.lastName].filter(Boolean).join(' ') || 'Customer',
      email: contact?.email || null,
    },
    callbackUrl,
    errorUrl: callbackUrl,
    locale,
    // The expiry job counts from the attempt, recorded just before; ending here keeps the page no longer.
    expiresAt: new Date(Date.now() + paymentTimeoutMinutes * 60_000),
  });
  await attachInvoice(db, payment.id, created.invoiceId, created.paymentUrl, created.raw);
  return created.paymentUrl;
}

/**
 * A new attempt to pay an own order: one still awaiting payment (the shopper left the gateway's page),
 * or one whose payment failed or ran out of time, if its stock can be taken again. Such an order that
 * used the wallet or a voucher gave both back and its lines went back to the cart: a new checkout
 * applies them again.
 */
export async function retryPayment(
  options: CommerceOptions,
  userId: number,
  orderId: number,
  locale: Locale,
) {
  const { db, gateway } = options;
  const { order, payment } = await db.transaction(async (tx) => {
    await lockUser(tx, userId);
    const order = await lockOrder(tx, orderId);
    if (!order || order.userId !== userId) throw orderNotFound(orderId);
    const methodId = order.paymentMethodId;
    // An order without a gateway method (paid from the wallet, or recorded offline) has no page to pay on.
    if (
      methodId === null ||
      order.price === 0 ||
      (order.status !== 'PENDING_PAYMENT' && !isUnpaidEnded(order.status))
    ) {
      throw new DomainError('CONFLICT', `Order ${orderId} is ${order.status} and cannot be paid again`, {
        reason: 'ORDER_NOT_PAYABLE',
      });
    }
    if (isUnpaidEnded(order.status)) {
      if (order.isUsedWallet || order.voucherId !== null) {
        throw new DomainError(
          'CONFLICT',
          'Your wallet and voucher were given back; check out again from your cart',
          { reason: 'ORDER_NEEDS_NEW_CHECKOUT' },
        );
      }
      const lines = await orderLines(tx, order.id);
      await reserveStock(tx, lines.stock, { reason: 'SALE', orderId: order.id });
      await removeCartLines(tx, userId, lines.cart);
      await moveOrder(tx, order, 'PENDING_PAYMENT', 'Payment retried', userId);
    }
    const amount = convertFils(order.price, parseCurrency(order.currency));
    const attempt = await recordPaymentAttempt(tx, order.id, gateway.name, amount);
    return {
      order: { ...order, status: 'PENDING_PAYMENT' as const },
      payment: { id: attempt.id, methodId },
    };
  });
  return startPayment(options, order, payment, locale);
}
