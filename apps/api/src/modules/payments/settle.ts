import type { Db } from '@seed/db/client';
import { DomainError } from '@seed/domain/errors';
import type { FastifyBaseLogger } from 'fastify';
import type { GatewayPaymentStatus, StatusKey } from '../../adapters/payments/payment-gateway';
import type { CommerceOptions } from '../../http/commerce';
import { completePaidOrder } from '../orders/paid';
import { lockOrder, moveOrder, orderOwner } from '../orders/records';
import { releaseOrder } from '../orders/release';
import { sendReceipt } from '../orders/service';
import { lockUser } from '../users/service';
import { findPaymentByInvoice, lockPayment, updatePayment } from './service';

type Settlement = {
  orderId: number;
  paid: boolean;
  /** Why it is not paid: DECLINED, PENDING, AMOUNT_MISMATCH, or CANCELLED (the order moved on meanwhile). */
  reason: string | null;
};

type Outcome = Settlement & { receipt: boolean };

/**
 * The one place a payment's outcome is applied, for callbacks and webhooks alike. The gateway is asked
 * first (outside the transaction); then the user, the order and the payment rows are locked, so of
 * several callbacks for one payment the first applies the outcome and the rest find it applied. Paid: the
 * order moves to PAID once, with one receipt. Failed: PAYMENT_FAILED, and the order gives back its stock,
 * wallet spend and voucher use, its lines returning to the cart. A paid amount or currency other than the
 * attempt's is never taken as paid.
 */
export async function settlePayment(options: CommerceOptions, key: StatusKey, log: FastifyBaseLogger) {
  const { db, gateway, mailer } = options;
  const status = await gateway.getStatus(key);
  const payment = await findPaymentByInvoice(db, gateway.name, status.invoiceId);
  if (!payment) throw new DomainError('NOT_FOUND', `No payment for invoice ${status.invoiceId}`);
  const outcome = await db.transaction((tx) => applyOutcome(tx, payment.id, payment.orderId, status, log));
  if (outcome.receipt) {
    await sendReceipt(db, mailer, outcome.orderId).catch((err: unknown) =>
      log.error({ err, orderId: outcome.orderId }, 'receipt mail failed'),
    );
  }
  return { orderId: outcome.orderId, paid: outcome.paid, reason: outcome.reason };
}

async function applyOutcome(
  tx: Db,
  paymentId: number,
  orderId: number,
  status: GatewayPaymentStatus,
  log: FastifyBaseLogger,
): Promise<Outcome> {
  await lockUser(tx, (await orderOwner(tx, orderId))!);
  const order = (await lockOrder(tx, orderId))!;
  const payment = await lockPayment(tx, paymentId);
  const unchanged = (paid: boolean, reason: string | null): Outcome => ({
    orderId,
    paid,
    reason,
    receipt: false,
  });

  if (payment.status === 'PAID') return unchanged(true, null);
  if (payment.status !== 'PENDING') return unchanged(order.status === 'PAID', 'DECLINED');
  if (status.status === 'PENDING') return unchanged(false, 'PENDING');

  const matches =
    status.amount !== null &&
    status.amount.amount === payment.amount &&
    status.amount.currency === payment.currency;
  const paid = status.status === 'PAID' && matches;
  if (status.status === 'PAID' && !matches) {
    log.error(
      {
        orderId,
        paymentId,
        expected: { amount: payment.amount, currency: payment.currency },
        got: status.amount,
      },
      'gateway reports a different amount or currency; payment not accepted',
    );
  }
  await updatePayment(tx, payment.id, {
    status: paid ? 'PAID' : 'FAILED',
    paymentId: status.paymentId,
    raw: status.raw,
  });
  const reason = paid ? null : status.status === 'PAID' ? 'AMOUNT_MISMATCH' : 'DECLINED';

  if (order.status !== 'PENDING_PAYMENT') {
    log.warn(
      { orderId, orderStatus: order.status, paid },
      'payment outcome for an order no longer awaiting payment',
    );
    return unchanged(order.status === 'PAID', paid ? null : reason);
  }
  if (paid) {
    await completePaidOrder(tx, order, `Paid at ${status.invoiceId}`);
    return { orderId, paid: true, reason: null, receipt: true };
  }
  await moveOrder(
    tx,
    order,
    'PAYMENT_FAILED',
    reason === 'AMOUNT_MISMATCH' ? 'Amount mismatch with the gateway' : 'Payment declined',
  );
  await releaseOrder(tx, order, { restoreCart: true });
  return unchanged(false, reason);
}
