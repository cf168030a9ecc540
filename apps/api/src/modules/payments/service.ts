import { randomUUID } from 'node:crypto';
import type { Db } from '@seed/db/client';
import { orders } from '@seed/db/schema/orders';
import { payments } from '@seed/db/schema/payments';
import { DomainError } from '@seed/domain/errors';
import type { Money } from '@seed/domain/money';
import { and, asc, desc, eq, max } from 'drizzle-orm';
import type { GatewayName } from '../../adapters/payments/payment-gateway';

/**
 * An attempt to pay, recorded in the order's transaction before the gateway is asked (outside it): its
 * invoice id is a placeholder until the gateway's arrives.
 */
export async function recordPaymentAttempt(db: Db, orderId: number, gateway: GatewayName, amount: Money) {
  const [row] = await db
    .insert(payments)
    .values({
      orderId,
      gateway,
      invoiceId: `pending:${randomUUID()}`,
      amount: amount.amount,
      currency: amount.currency,
    })
    .returning();
  return row!;
}

export async function attachInvoice(
  db: Db,
  paymentId: number,
  invoiceId: string,
  paymentUrl: string,
  raw: unknown,
) {
  await db
    .update(payments)
    .set({ invoiceId, raw: { paymentUrl, reply: raw } })
    .where(eq(payments.id, paymentId));
}

export async function findPaymentByInvoice(db: Db, gateway: GatewayName, invoiceId: string) {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.gateway, gateway), eq(payments.invoiceId, invoiceId)));
  return row ?? null;
}

/** Locks a payment found a moment before; one gone since (a deleted order took it) is refused. */
export async function lockPayment(db: Db, id: number) {
  const [row] = await db.select().from(payments).where(eq(payments.id, id)).for('update');
  if (!row) throw new DomainError('NOT_FOUND', `Payment ${id} not found`, { reason: 'PAYMENT_NOT_FOUND' });
  return row;
}

/** An order's attempts still awaiting the gateway's word, oldest first. */
export async function pendingAttempts(db: Db, orderId: number) {
  return db
    .select({
      id: payments.id,
      orderId: payments.orderId,
      gateway: payments.gateway,
      invoiceId: payments.invoiceId,
    })
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.status, 'PENDING')))
    .orderBy(asc(payments.id));
}

/** When the order's latest attempt to pay began; null when it has none. */
export async function latestAttemptAt(db: Db, orderId: number): Promise<Date | null> {
  const [row] = await db
    .select({ at: max(payments.createdAt) })
    .from(payments)
    .where(eq(payments.orderId, orderId));
  return row?.at ?? null;
}

/** The order's attempts still pending are over; the caller holds the order's lock. */
export async function expirePendingPayments(db: Db, orderId: number) {
  await db
    .update(payments)
    .set({ status: 'EXPIRED' })
    .where(and(eq(payments.orderId, orderId), eq(payments.status, 'PENDING')));
}

export async function updatePayment(
  db: Db,
  id: number,
  change: { status: 'PAID' | 'FAILED' | 'REFUND_DUE'; paymentId: string | null; raw: unknown },
) {
  await db.update(payments).set(change).where(eq(payments.id, id));
}

// A gateway answers within seconds; a placeholder older than this belongs to an attempt whose gateway call failed.
const PREPARING_MS = 30_000;

/**
 * The page a still-pending latest attempt pays on, for a repeated "place order" to send the shopper back
 * to; null when there is none and a new attempt is due. While the first request is still asking the
 * gateway, the repeat is told to wait rather than open a second payment.
 */
export async function pendingPaymentUrl(db: Db, orderId: number): Promise<string | null> {
  const [row] = await db
    .select({
      status: payments.status,
      invoiceId: payments.invoiceId,
      raw: payments.raw,
      createdAt: payments.createdAt,
    })
    .from(payments)
    .where(eq(payments.orderId, orderId))
    .orderBy(desc(payments.id))
    .limit(1);
  if (row?.status !== 'PENDING') return null;
  const url = (row.raw as { paymentUrl?: unknown } | null)?.paymentUrl;
  if (typeof url === 'string') return url;
  if (row.invoiceId.startsWith('pending:') && Date.now() - row.createdAt.getTime() < PREPARING_MS) {
    throw new DomainError('CONFLICT', 'Your payment is being prepared; try again in a moment', {
      reason: 'PAYMENT_BEING_PREPARED',
    });
  }
  return null;
}

/** Payments taken for orders that could not take them, oldest first: what staff must refund. */
export async function refundDuePayments(db: Db) {
  return db
    .select({
      id: payments.id,
      orderId: payments.orderId,
      orderStatus: orders.status,
      gateway: payments.gateway,
      invoiceId: payments.invoiceId,
      paymentId: payments.paymentId,
      amount: payments.amount,
      currency: payments.currency,
      updatedAt: payments.updatedAt,
    })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(eq(payments.status, 'REFUND_DUE'))
    .orderBy(asc(payments.updatedAt));
}

/** The order's payments the gateway took, newest first: a card refund goes back through them. */
export async function paidPayments(db: Db, orderId: number) {
  return db
    .select({
      id: payments.id,
      gateway: payments.gateway,
      invoiceId: payments.invoiceId,
      paymentId: payments.paymentId,
      amount: payments.amount,
      currency: payments.currency,
    })
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.status, 'PAID')))
    .orderBy(desc(payments.id));
}

/** Every attempt to pay an order, oldest first, with the gateway's ids: what the back office's order shows. */
export async function orderPayments(db: Db, orderId: number) {
  return db
    .select({
      id: payments.id,
      gateway: payments.gateway,
      invoiceId: payments.invoiceId,
      paymentId: payments.paymentId,
      status: payments.status,
      amount: payments.amount,
      currency: payments.currency,
      createdAt: payments.createdAt,
    })
    .from(payments)
    .where(eq(payments.orderId, orderId))
    .orderBy(asc(payments.id));
}
