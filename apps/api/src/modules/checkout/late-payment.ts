import type { Db } from '@seed/db/client';
import { DomainError } from '@seed/domain/errors';
import { isUnpaidEnded } from '@seed/domain/order-status';
import type { FastifyBaseLogger } from 'fastify';
import type { GatewayPaymentStatus } from '../../adapters/payments/payment-gateway';
import { removeCartLines } from '../cart/checkout-cart';
import { reserveStock } from '../inventory/stock';
import { moveOrder, noteOrder, type OrderRow, orderLines } from '../orders/records';
import { updatePayment } from '../payments/service';
import { completePaidOrder } from './paid';

type LatePayment = { id: number; status: string };

/**
 * A payment the gateway confirms after its attempt ended, or for an order that no longer awaits it: its
 * payment failed or ran out of time (it gave back its stock), or another attempt paid it already. An order
 * retried since then awaits payment again and is simply PAID. The money is never lost: an order
 * that gave back only its stock takes it again and is PAID, if stock allows; otherwise the payment is
 * REFUND_DUE, with a history row on the order, for staff to refund. The caller holds the user's, the
 * order's and the payment's locks, so repeated callbacks find the outcome applied.
 */
export async function applyLatePayment(
  tx: Db,
  order: OrderRow,
  payment: LatePayment,
  status: GatewayPaymentStatus,
  log: FastifyBaseLogger,
): Promise<'PAID' | 'REFUND_DUE'> {
  const paidAt = `Paid at ${status.invoiceId}`;
  // Retried since this attempt ended: the order holds its stock again and this payment settles it.
  if (order.status === 'PENDING_PAYMENT') {
    await completePaidOrder(tx, order, paidAt);
    await updatePayment(tx, payment.id, { status: 'PAID', paymentId: status.paymentId, raw: status.raw });
    return 'PAID';
  }
  // An order that used the wallet or a voucher gave both back; taking them again is the shopper's choice.
  if (isUnpaidEnded(order.status) && !order.isUsedWallet && order.voucherId === null) {
    const taken = await tx
      .transaction(async (savepoint) => {
        const lines = await orderLines(savepoint, order.id);
        await reserveStock(savepoint, lines.stock, { reason: 'SALE', orderId: order.id });
        await removeCartLines(savepoint, order.userId, lines.cart);
        await moveOrder(savepoint, order, 'PENDING_PAYMENT', `${paidAt} after it was ${order.status}`);
        await completePaidOrder(savepoint, { ...order, status: 'PENDING_PAYMENT' }, paidAt);
        return true;
      })
      .catch((error: unknown) => {
        if (error instanceof DomainError && error.code === 'OUT_OF_STOCK') return false;
        throw error;
      });
    if (taken) {
      await updatePayment(tx, payment.id, { status: 'PAID', paymentId: status.paymentId, raw: status.raw });
      log.warn({ orderId: order.id, paymentId: payment.id }, 'late payment accepted; stock taken again');
      return 'PAID';
    }
  }
  await updatePayment(tx, payment.id, { status: 'REFUND_DUE', paymentId: status.paymentId, raw: status.raw });
  await noteOrder(tx, order, `${paidAt} while the order was ${order.status}: the payment is due a refund`);
  log.warn(
    { orderId: order.id, orderStatus: order.status, paymentId: payment.id, got: status.amount },
    'payment arrived for an order that could not take it; marked for a refund',
  );
  return 'REFUND_DUE';
}
