import type { Db, Tx } from '@seed/db/client';
import { orderReturns, returnLines, returnPhotos } from '@seed/db/schema/returns';
import { DomainError } from '@seed/domain/errors';
import type { Paging } from '@seed/domain/paging';
import { assertLineCounts, type RefundDestination } from '@seed/domain/refund';
import { and, asc, count, eq } from 'drizzle-orm';
import type { PaymentGateway } from '../../adapters/payments/payment-gateway';
import { pageOf } from '../../http/page';
import { findOwnedMediaList } from '../media/service';
import { deliveredAt, type OrderRow, orderNotFound } from '../orders/records';
import { refundLedger } from '../refunds/ledger';
import { type RefundOutcome, refundLocked, withLockedOrder } from '../refunds/service';
import { recordAudit } from '../staff/audit';
import type { ReturnRow } from './present';

type ReturnReason = (typeof orderReturns.$inferInsert)['reason'];
const DAY_MS = 24 * 60 * 60 * 1000;

/** Each line's count a return may still ask for, and the lines already in a return awaiting staff. */
async function returnable(db: Db, order: OrderRow) {
  const ledger = await refundLedger(db, order);
  const open = await db
    .select({ lineId: returnLines.orderProductId, count: returnLines.count })
    .from(returnLines)
    .innerJoin(orderReturns, eq(orderReturns.id, returnLines.returnId))
    .where(and(eq(orderReturns.orderId, order.id), eq(orderReturns.state, 'REQUESTED')));
  const counts = new Map(ledger.open);
  for (const line of open) counts.set(line.lineId, (counts.get(line.lineId) ?? 0) - line.count);
  return { counts, pending: new Set(open.map((line) => line.lineId)), ledger };
}

/** When the return window of a delivered order ends; null while it is not delivered. */
async function windowEnd(db: Db, order: OrderRow, windowDays: number): Promise<Date | null> {
  if (order.status !== 'DELIVERED') return null;
  const at = await deliveredAt(db, order.id);
  return at ? new Date(at.getTime() + windowDays * DAY_MS) : null;
}

/** What the shopper's order page shows of returns and refunds; the order must be the shopper's own. */
export async function shopperReturns(db: Db, userId: number, orderId: number, windowDays: number) {
  return withLockedOrder(db, orderId, async (tx, order) => {
    if (order.userId !== userId) throw orderNotFound(orderId);
    const rows = await tx.select().from(orderReturns).where(eq(orderReturns.orderId, orderId));
    const endsAt = await windowEnd(tx, order, windowDays);
    const { counts, pending, ledger } = await returnable(tx, order);
    return {
      rows,
      window: { open: endsAt !== null && endsAt.getTime() > Date.now(), endsAt },
      lines: [...counts].map(([id, count]) => ({
        id,
        returnableCount: pending.has(id) ? 0 : Math.max(0, count),
      })),
      currency: order.currency,
      refunded: ledger.refunded.card + ledger.refunded.wallet,
      refunds: ledger.rows,
    };
  });
}

type NewReturn = {
  userId: number;
  orderId: number;
  lines: { lineId: number; count: number }[];
  reason: ReturnReason;
  details: string | null;
  photoIds: number[];
  windowDays: number;
};

/** A shopper's request to return lines of their delivered order, under the order's lock. */
export async function createReturn(db: Db, input: NewReturn): Promise<ReturnRow> {
  return withLockedOrder(db, input.orderId, async (tx, order) => {
    if (order.userId !== input.userId) throw orderNotFound(input.orderId);
    if (order.status !== 'DELIVERED') {
      throw new DomainError('CONFLICT', 'Only a delivered order can be returned', {
        reason: 'RETURN_ORDER_NOT_DELIVERED',
      });
    }
    const endsAt = await windowEnd(tx, order, input.windowDays);
    if (!endsAt || endsAt.getTime() <= Date.now()) {
      throw new DomainError('CONFLICT', `Returns are taken within ${input.windowDays} days of delivery`, {
        reason: 'RETURN_WINDOW_CLOSED',
        details: { days: input.windowDays },
      });
    }
    const { counts, pending } = await returnable(tx, order);
    const busy = input.lines.find((line) => pending.has(line.lineId));
    if (busy) {
      throw new DomainError('CONFLICT', `Line ${busy.lineId} is already in a return awaiting an answer`, {
        reason: 'RETURN_LINE_ALREADY_OPEN',
        details: { lineId: busy.lineId },
      });
    }
    assertLineCounts(input.lines, counts);
    const photoIds = [...new Set(input.photoIds)];
    const owned = await findOwnedMediaList(tx, photoIds, input.userId);
    if (owned.length !== photoIds.length) {
      throw new DomainError('INVALID_DATA', 'A photo is not one of your uploads', {
        reason: 'RETURN_PHOTO_UNKNOWN',
      });
    }
    const [row] = await tx
      .insert(orderReturns)
      .values({ orderId: order.id, userId: input.userId, reason: input.reason, details: input.details })
      .returning();
    if (!row) throw new Error('The return insert returned no row');
    await tx
      .insert(returnLines)
      .values(
        input.lines.map((line) => ({ returnId: row.id, orderProductId: line.lineId, count: line.count })),
      );
    if (photoIds.length > 0) {
      await tx.insert(returnPhotos).values(photoIds.map((mediaId) => ({ returnId: row.id, mediaId })));
    }
    return row;
  });
}

export type Decision =
  | { decision: 'ACCEPT'; note?: string; destination: RefundDestination; restock: boolean }
  | { decision: 'REFUSE'; note: string };

type DecisionInput = { returnId: number; staffId: number; requestId: string | null; body: Decision };

function returnNotFound(id: number) {
  return new DomainError('NOT_FOUND', `Return ${id} not found`, { reason: 'RETURN_NOT_FOUND' });
}

async function lockReturn(tx: Tx, id: number) {
  const [row] = await tx.select().from(orderReturns).where(eq(orderReturns.id, id)).for('update');
  if (!row) throw returnNotFound(id);
  if (row.state !== 'REQUESTED') {
    throw new DomainError('CONFLICT', `Return ${id} is already ${row.state}`, {
      reason: 'RETURN_ALREADY_DECIDED',
      details: { state: row.state },
    });
  }
  return row;
}

/**
 * Staff's answer to a return, under the shopper's, the order's and the return's locks. Accepting refunds
 * the returned lines in the same transaction (a refused card refund leaves the return waiting).
 */
export async function decideReturn(db: Db, gateway: PaymentGateway, input: DecisionInput) {
  const [found] = await db
    .select({ orderId: orderReturns.orderId })
    .from(orderReturns)
    .where(eq(orderReturns.id, input.returnId));
  if (!found) throw returnNotFound(input.returnId);
  return withLockedOrder(db, found.orderId, async (tx, order) => {
    const before = await lockReturn(tx, input.returnId);
    const { body } = input;
    let refund: RefundOutcome | null = null;
    if (body.decision === 'ACCEPT') {
      const lines = await tx
        .select({ lineId: returnLines.orderProductId, count: returnLines.count })
        .from(returnLines)
        .where(eq(returnLines.returnId, before.id));
      refund = await refundLocked(tx, gateway, order, {
        orderId: order.id,
        scope: { kind: 'LINES', lines },
        destination: body.destination,
        restock: body.restock,
        restockReason: 'RETURN_RESTOCK',
        reason: body.note || `Return #${before.id} accepted`,
        idempotencyKey: `return-${before.id}`,
        staffId: input.staffId,
        requestId: input.requestId,
      });
    }
    const [after] = await tx
      .update(orderReturns)
      .set({
        state: refund ? 'REFUNDED' : 'REFUSED',
        decisionNote: body.note ?? null,
        decidedById: input.staffId,
        decidedAt: new Date(),
        refundId: refund?.refund.id ?? null,
      })
      .where(eq(orderReturns.id, before.id))
      .returning();
    if (!after) throw returnNotFound(before.id);
    await recordAudit(tx, {
      staffId: input.staffId,
      action: refund ? 'return.decision.accept' : 'return.decision.refuse',
      recordType: 'return',
      recordId: before.id,
      before: { state: before.state },
      after: { state: after.state, refundId: after.refundId },
      reason: body.note ?? null,
      requestId: input.requestId,
    });
    return { row: after, refund };
  });
}

/** Returns oldest first: the longest waiting is answered first. */
export async function listReturns(db: Db, state: ReturnRow['state'] | undefined, paging: Paging) {
  const where = state ? eq(orderReturns.state, state) : undefined;
  const rows = await db
    .select()
    .from(orderReturns)
    .where(where)
    .orderBy(asc(orderReturns.createdAt), asc(orderReturns.id))
    .limit(paging.limit + 1)
    .offset(paging.offset);
  const [counted] = await db.select({ total: count() }).from(orderReturns).where(where);
  return { ...pageOf(rows, paging), total: counted?.total ?? 0 };
}

export async function findReturn(db: Db, id: number): Promise<ReturnRow> {
  const [row] = await db.select().from(orderReturns).where(eq(orderReturns.id, id));
  if (!row) throw returnNotFound(id);
  return row;
}
