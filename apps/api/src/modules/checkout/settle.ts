import type { Db } from '@seed/db/client';
import { DomainError } from '@seed/domain/errors';
import type { FastifyBaseLogger } from 'fastify';
import type { GatewayPaymentStatus, StatusKey } from '../../adapters/payments/payment-gateway';
import type { CommerceOptions } from '../../http/commerce';
import { lockExistingOrder, moveOrder, orderNotFound, orderOwner } from '../orders/records';
import { sendReceipt } from '../orders/service';
import {
  expirePendingPayments,
  findPaymentByInvoice,
  latestAttemptAt,
  lockPayment,
  pendingAttempts,
  updatePayment,
} from '../payments/service';
import { lockUser } from '../users/service';
import { applyLatePayment } from './late-payment';
import { completePaidOrder } from './paid';
import { releaseOrder } from './release';

type Settlement = {
  orderId: number;
  paid: boolean;
  /**
   * Why it is not paid: DECLINED, PENDING, AMOUNT_MISMATCH, EXPIRED (not paid in time), or REFUND_DUE (paid
   * for an order that could no longer take it).
   */
  reason: string | null;
};

type Outcome = Settlement & { receipt: boolean };

/**
 * The one place a payment's outcome is applied, for callbacks and webhooks alike (and, through
 * expireUnpaidOrder below, for the expiry job). The gateway is asked first (outside the transaction);
 * then the user, the order and the payment rows are locked, so of several callbacks for one payment the
 * first applies the outcome and the rest find it applied. Paid: the
 * order moves to PAID once, with one receipt. Failed: PAYMENT_FAILED, and the order gives back its stock,
 * wallet spend and voucher use, its lines returning to the cart. A paid amount or currency other than the
 * attempt's is never taken as paid.
 */
export async function settlePayment(options: CommerceOptions, key: StatusKey, log: FastifyBaseLogger) {
  const { db, gateway } = options;
  const status = await gateway.getStatus(key);
  const payment = await findPaymentByInvoice(db, gateway.name, status.invoiceId);
  if (!payment) {
    throw new DomainError('NOT_FOUND', `No payment for invoice ${status.invoiceId}`, {
      reason: 'PAYMENT_NOT_FOUND',
    });
  }
  return applyAndNotify(options, payment, status, log);
}

async function applyAndNotify(
  { db, mailer, mediaBase }: CommerceOptions,
  payment: { id: number; orderId: number },
  status: GatewayPaymentStatus,
  log: FastifyBaseLogger,
): Promise<Settlement> {
  const outcome = await db.transaction((tx) => applyOutcome(tx, payment.id, payment.orderId, status, log));
  if (outcome.receipt) {
    await sendReceipt(db, mailer, outcome.orderId, mediaBase).catch((err: unknown) =>
      log.error({ err, orderId: outcome.orderId }, 'receipt mail failed'),
    );
  }
  return { orderId: outcome.orderId, paid: outcome.paid, reason: outcome.reason };
}

export type ExpiryResult = 'PAID' | 'EXPIRED' | 'UNCHANGED';

/**
 * The expiry job's outcome for an order still awaiting payment whose latest attempt is older than
 * `cutoff`. Each pending attempt is first checked with the gateway: one that was paid after all is
 * settled as any callback would be. Otherwise, under the same locks as a callback (user, order, then
 * payments), the order moves to PAYMENT_EXPIRED, its pending attempts to EXPIRED, and it gives back its
 * stock, wallet spend and voucher use, its lines returning to the cart, as a failed payment does. A
 * gateway that cannot answer leaves the order for the next run: an order is never expired unverified.
 */
export async function expireUnpaidOrder(
  options: CommerceOptions,
  orderId: number,
  cutoff: Date,
  log: FastifyBaseLogger,
): Promise<ExpiryResult> {
  const { db, gateway } = options;
  for (const attempt of await pendingAttempts(db, orderId)) {
    // The gateway never made an invoice for a placeholder: nothing to ask, nothing that could be paid.
    if (attempt.invoiceId.startsWith('pending:')) continue;
    if (attempt.gateway !== gateway.name) {
      log.warn({ orderId, gateway: attempt.gateway }, 'unpaid order of another gateway left as it is');
      return 'UNCHANGED';
    }
    const status = await gateway
      .getStatus({ key: attempt.invoiceId, type: 'InvoiceId' })
      .catch((err: unknown) => {
        log.warn({ err, orderId }, 'gateway could not say whether an overdue order was paid');
        return null;
      });
    if (!status) return 'UNCHANGED';
    if (status.status === 'PAID') {
      const settled = await applyAndNotify(options, attempt, status, log);
      if (settled.paid) return 'PAID';
    }
  }
  return db.transaction((tx) => applyExpiry(tx, orderId, cutoff));
}

async function applyExpiry(tx: Db, orderId: number, cutoff: Date): Promise<ExpiryResult> {
  const owner = await orderOwner(tx, orderId);
  if (owner === null) return 'UNCHANGED';
  await lockUser(tx, owner);
  const order = await lockExistingOrder(tx, orderId);
  if (order.status !== 'PENDING_PAYMENT') return 'UNCHANGED';
  // A retry since the job picked the order opened a new attempt: its shopper is on the gateway's page now.
  const latest = await latestAttemptAt(tx, orderId);
  if (latest && latest >= cutoff) return 'UNCHANGED';
  await expirePendingPayments(tx, orderId);
  await moveOrder(tx, order, 'PAYMENT_EXPIRED', 'Not paid in time');
  await releaseOrder(tx, order, { restoreCart: true });
  return 'EXPIRED';
}

async function applyOutcome(
  tx: Db,
  paymentId: number,
  orderId: number,
  status: GatewayPaymentStatus,
  log: FastifyBaseLogger,
): Promise<Outcome> {
  const owner = await orderOwner(tx, orderId);
  if (owner === null) throw orderNotFound(orderId);
  await lockUser(tx, owner);
  const order = await lockExistingOrder(tx, orderId);
  const payment = await lockPayment(tx, paymentId);
  const unchanged = (paid: boolean, reason: string | null): Outcome => ({
    orderId,
    paid,
    reason,
    receipt: false,
  });

  if (payment.status === 'PAID') return unchanged(true, null);
  if (payment.status === 'REFUND_DUE' || payment.status === 'REFUNDED') return unchanged(false, 'REFUND_DUE');

  const matches =
    status.amount !== null &&
    status.amount.amount === payment.amount &&
    status.amount.currency === payment.currency;
  if (
    status.status === 'PAID' &&
    matches &&
    (payment.status !== 'PENDING' || order.status !== 'PENDING_PAYMENT')
  ) {
    const late = await applyLatePayment(tx, order, payment, status, log);
    return {
      orderId,
      paid: late === 'PAID',
      reason: late === 'PAID' ? null : 'REFUND_DUE',
      receipt: late === 'PAID',
    };
  }
  if (payment.status === 'EXPIRED') return unchanged(false, 'EXPIRED');
  if (payment.status !== 'PENDING') return unchanged(order.status === 'PAID', 'DECLINED');
  // Only the invoice's own status is final: after a failed attempt the shopper may still pay on its page.
  if (status.status === 'PENDING') return unchanged(false, status.attemptFailed ? 'DECLINED' : 'PENDING');

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
      { orderId, orderStatus: order.status },
      'payment outcome for an order no longer awaiting payment',
    );
    return unchanged(order.status === 'PAID', reason);
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
