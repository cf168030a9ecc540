import type { Db, Tx } from '@seed/db/client';
import { refundLines, refunds } from '@seed/db/schema/refunds';
import { parseCurrency } from '@seed/domain/currency';
import { DomainError } from '@seed/domain/errors';
import { convertFils, toFils } from '@seed/domain/money';
import {
  allocateRefund,
  assertLineCounts,
  linesValue,
  REFUNDABLE_STATUSES,
  type RefundDestination,
} from '@seed/domain/refund';
import { and, eq } from 'drizzle-orm';
import { GatewayError, type PaymentGateway } from '../../adapters/payments/payment-gateway';
import { reverseSales } from '../earnings/ledger';
import { releaseStock } from '../inventory/stock';
import { lockExistingOrder, moveOrder, type OrderRow, orderNotFound, orderOwner } from '../orders/records';
import { paidPayments } from '../payments/service';
import { recordAudit } from '../staff/audit';
import { lockUser } from '../users/service';
import { creditRefund } from '../wallet/service';
import { type RefundLedger, type RefundRow, refundLedger } from './ledger';

export type RefundScope =
  | { kind: 'ORDER' }
  | { kind: 'LINES'; lines: { lineId: number; count: number }[] }
  | { kind: 'AMOUNT'; amount: number };

export type RefundInput = {
  orderId: number;
  scope: RefundScope;
  destination: RefundDestination;
  restock: boolean;
  /** Why the restocked units came back, on their stock movements: an accepted return says so. */
  restockReason?: 'REFUND_RESTOCK' | 'RETURN_RESTOCK';
  reason: string;
  idempotencyKey: string;
  staffId: number;
  requestId: string | null;
};

export type RefundOutcome = { refund: RefundRow; created: boolean; order: OrderRow };

const isRefundable = (status: OrderRow['status']) =>
  (REFUNDABLE_STATUSES as readonly string[]).includes(status);

/** The lines and amount a scope asks for, capped by what is still left to refund. */
function scopeOf(scope: RefundScope, order: OrderRow, ledger: RefundLedger) {
  const currency = parseCurrency(order.currency);
  if (scope.kind === 'AMOUNT') return { amount: scope.amount, lines: [], wholeOrder: false };
  if (scope.kind === 'ORDER') {
    const lines = [...ledger.open]
      .filter(([, count]) => count > 0)
      .map(([lineId, count]) => ({ lineId, count }));
    return { amount: ledger.left.total, lines, wholeOrder: true };
  }
  assertLineCounts(scope.lines, ledger.open);
  const priced = scope.lines.map(({ lineId, count }) => {
    const row = ledger.orderRows.find((line) => line.id === lineId);
    return { unitPrice: row?.unitPrice ?? 0, count: row?.count ?? 0, refundCount: count };
  });
  const value = convertFils(linesValue(priced, order), currency).amount;
  // Earlier refunds of an amount may already have given part of these lines' price back.
  return { amount: Math.min(value, ledger.left.total), lines: scope.lines, wholeOrder: false };
}

/**
 * Refunds an order inside the caller's transaction, which holds the shopper's and the order's locks: so
 * of refunds made at once each sees the ones before it and none goes past what was paid. The gateway is
 * asked last, once every row is written: its refusal throws, and the transaction leaves nothing behind.
 */
export async function refundLocked(
  tx: Tx,
  gateway: PaymentGateway,
  order: OrderRow,
  input: RefundInput,
): Promise<RefundOutcome> {
  const [earlier] = await tx
    .select()
    .from(refunds)
    .where(and(eq(refunds.orderId, order.id), eq(refunds.idempotencyKey, input.idempotencyKey)));
  if (earlier) return { refund: earlier, created: false, order };
  if (!isRefundable(order.status)) {
    throw new DomainError('CONFLICT', `Order ${order.id} is ${order.status}: it holds no money to refund`, {
      reason: 'REFUND_ORDER_NOT_REFUNDABLE',
      details: { status: order.status },
    });
  }
  const currency = parseCurrency(order.currency);
  const ledger = await refundLedger(tx, order);
  const asked = scopeOf(input.scope, order, ledger);
  const parts = allocateRefund(asked.amount, input.destination, ledger.left);
  const payment = parts.card > 0 ? (await paidPayments(tx, order.id)).find((row) => row.paymentId) : null;
  if (parts.card > 0 && !payment) {
    throw new DomainError('CONFLICT', 'No card payment of this order can take a refund', {
      reason: 'REFUND_NO_CARD_PAYMENT',
    });
  }
  const walletFils = toFils({ amount: parts.wallet, currency });
  const [refund] = await tx
    .insert(refunds)
    .values({
      orderId: order.id,
      currency,
      amount: asked.amount,
      cardAmount: parts.card,
      walletAmount: parts.wallet,
      walletFils,
      destination: input.destination,
      state: 'COMPLETED',
      wholeOrder: asked.wholeOrder,
      reason: input.reason,
      staffId: input.staffId,
      idempotencyKey: input.idempotencyKey,
    })
    .returning();
  if (!refund) throw new Error('The refund insert returned no row');
  if (asked.lines.length > 0) {
    await tx.insert(refundLines).values(
      asked.lines.map((line) => ({
        refundId: refund.id,
        orderProductId: line.lineId,
        count: line.count,
        restocked: input.restock,
      })),
    );
  }
  if (input.restock) {
    await releaseStock(
      tx,
      asked.lines.flatMap(({ lineId, count }) => {
        const row = ledger.orderRows.find((line) => line.id === lineId);
        return row?.colorsToSizesId
          ? [{ colorsToSizesId: row.colorsToSizesId, count, name: row.nameEn }]
          : [];
      }),
      { reason: input.restockReason ?? 'REFUND_RESTOCK', orderId: order.id, staffId: input.staffId },
    );
  }
  await creditRefund(tx, order.userId, order.id, walletFils, `Refund #${refund.id}`);
  const whollyRefunded = asked.amount === ledger.left.total;
  if (whollyRefunded) await moveOrder(tx, order, 'REFUNDED', input.reason, input.staffId);
  // The artists' earnings of what is refunded go back too; a refund of an amount names no line.
  const reversed = whollyRefunded || asked.wholeOrder ? 'ALL' : asked.lines;
  if (reversed === 'ALL' || reversed.length > 0) await reverseSales(tx, order.id, reversed, input.reason);
  const status = whollyRefunded ? 'REFUNDED' : order.status;
  await recordAudit(tx, {
    staffId: input.staffId,
    action: 'order.refund.create',
    recordType: 'order',
    recordId: order.id,
    before: { status: order.status, refunded: ledger.refunded.card + ledger.refunded.wallet, currency },
    after: {
      status,
      refundId: refund.id,
      amount: asked.amount,
      toCard: parts.card,
      toWallet: parts.wallet,
      lines: asked.lines,
      restock: input.restock,
    },
    reason: input.reason,
    requestId: input.requestId,
  });
  if (!payment) return { refund, created: true, order: { ...order, status } };
  const taken = await gateway
    .refund({
      key: { key: payment.paymentId ?? payment.invoiceId, type: 'PaymentId' },
      amount: { amount: parts.card, currency },
      comment: `Order ${order.id}, refund ${refund.id}: ${input.reason}`.slice(0, 500),
    })
    .catch((error: unknown) => {
      if (!(error instanceof GatewayError)) throw error;
      throw new DomainError('CONFLICT', `The payment gateway refused the refund: ${error.message}`, {
        reason: 'REFUND_GATEWAY_REFUSED',
        details: { message: error.message },
      });
    });
  const [updated] = await tx
    .update(refunds)
    .set({ state: taken.state, gatewayRefundId: taken.refundId })
    .where(eq(refunds.id, refund.id))
    .returning();
  return { refund: updated ?? refund, created: true, order: { ...order, status } };
}

/** Locks the shopper, then the order (checkout's order), and runs `work` with the locked order. */
export async function withLockedOrder<T>(
  db: Db,
  orderId: number,
  work: (tx: Tx, order: OrderRow) => Promise<T>,
): Promise<T> {
  const owner = await orderOwner(db, orderId);
  if (owner === null) throw orderNotFound(orderId);
  return db.transaction(async (tx) => {
    await lockUser(tx, owner);
    return work(tx, await lockExistingOrder(tx, orderId));
  });
}

export const refundOrder = (db: Db, gateway: PaymentGateway, input: RefundInput) =>
  withLockedOrder(db, input.orderId, (tx, order) => refundLocked(tx, gateway, order, input));
