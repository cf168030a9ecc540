import { randomUUID } from 'node:crypto';
import type { Db } from '@seed/db/client';
import { DomainError } from '@seed/domain/errors';
import type { PrintingType } from '@seed/domain/print-position';
import { PRODUCTION_STATUSES, startsProduction } from '@seed/domain/production';
import { findProductionLines, type ProductionLineRow } from '../orders/production-lines';
import { lockExistingOrder, moveOrder, type OrderRow } from '../orders/records';
import { recordAudit } from '../staff/audit';
import { prepareLines } from './sources';
import { clearPrinted, setPrinted } from './state';

type Actor = { staffId: number; requestId: string };
type Group = { technique: PrintingType; inventoryId: number };

const inProduction = (status: OrderRow['status']) =>
  (PRODUCTION_STATUSES as readonly string[]).includes(status);

async function linesByIds(db: Db, ids: number[]) {
  const unique = [...new Set(ids)];
  const rows = await findProductionLines(db, { lineIds: unique });
  const missing = unique.filter((id) => !rows.some((row) => row.id === id));
  if (missing.length > 0) {
    throw new DomainError('NOT_FOUND', `Order lines not found: ${missing.join(', ')}`, {
      reason: 'PRODUCTION_LINE_NOT_FOUND',
      details: { lineIds: missing.join(', ') },
    });
  }
  return rows;
}

// The lines a printer would take for a group: waiting, and with a print file that can be made.
async function groupLines(db: Db, group: Group) {
  const lines = await prepareLines(db, await findProductionLines(db, { statuses: PRODUCTION_STATUSES }));
  const chosen = lines.filter(
    (line) =>
      line.technique === group.technique &&
      line.inventoryId === group.inventoryId &&
      !line.state?.printedAt &&
      line.flag === null,
  );
  if (chosen.length === 0) {
    throw new DomainError('CONFLICT', 'No line of this group waits to be printed', {
      reason: 'PRODUCTION_GROUP_EMPTY',
    });
  }
  return chosen;
}

/** Locks the lines' orders, lowest id first, and refuses any that is not in production. */
async function lockOrders(tx: Db, lines: ProductionLineRow[]) {
  const orders = new Map<number, OrderRow>();
  for (const orderId of [...new Set(lines.map((line) => line.orderId))].sort((a, b) => a - b)) {
    const order = await lockExistingOrder(tx, orderId);
    if (!inProduction(order.status)) {
      throw new DomainError('CONFLICT', `Order ${orderId} is ${order.status}, not in production`, {
        reason: 'LINE_NOT_IN_PRODUCTION',
        details: { orderId, status: order.status },
      });
    }
    orders.set(orderId, order);
  }
  return orders;
}

type MarkInput = Actor & { lineIds?: number[]; group?: Group; note?: string };

/**
 * Marks lines printed, each with its audit row, in one transaction under the orders' locks. A line already
 * printed stays as it was, so a second click marks nothing twice; the first print of a PAID order moves it
 * to IN_PRODUCTION with the member of staff as the actor.
 */
export async function markPrinted(db: Db, input: MarkInput) {
  const lines = input.group ? await groupLines(db, input.group) : await linesByIds(db, input.lineIds ?? []);
  const batchId = randomUUID();
  const note = input.note || null;
  return db.transaction(async (tx) => {
    const orders = await lockOrders(tx, lines);
    const marked = await setPrinted(
      tx,
      lines.map((line) => line.id),
      input.staffId,
      batchId,
    );
    for (const row of marked) {
      await recordAudit(tx, {
        staffId: input.staffId,
        action: 'production.line.printed',
        recordType: 'orderLine',
        recordId: row.id,
        before: { printedAt: null },
        after: { printedAt: row.printedAt, batchId },
        reason: note,
        requestId: input.requestId,
      });
    }
    const touched = new Set(marked.map((row) => lines.find((line) => line.id === row.id)?.orderId));
    const started: number[] = [];
    for (const order of orders.values()) {
      if (!touched.has(order.id) || !startsProduction(order.status)) continue;
      await moveOrder(tx, order, 'IN_PRODUCTION', note ?? 'First line printed', input.staffId);
      await recordAudit(tx, {
        staffId: input.staffId,
        action: 'order.status.set',
        recordType: 'order',
        recordId: order.id,
        before: { status: order.status },
        after: { status: 'IN_PRODUCTION' },
        reason: note,
        requestId: input.requestId,
      });
      started.push(order.id);
    }
    return {
      printed: marked.map((row) => row.id).sort((a, b) => a - b),
      batchId: marked.length > 0 ? batchId : null,
      startedOrders: started,
    };
  });
}

/**
 * Takes a mistaken "printed" mark off lines, with the reason, each with its audit row. The order keeps its
 * status: IN_PRODUCTION has no way back to PAID, and the order is in production all the same.
 */
export async function unmarkPrinted(db: Db, input: Actor & { lineIds: number[]; reason: string }) {
  const lines = await linesByIds(db, input.lineIds);
  return db.transaction(async (tx) => {
    await lockOrders(tx, lines);
    const before = await clearPrinted(
      tx,
      lines.map((line) => line.id),
    );
    const notPrinted = lines.filter((line) => !before.some((row) => row.id === line.id)).map((l) => l.id);
    if (notPrinted.length > 0) {
      throw new DomainError('CONFLICT', `Lines not marked printed: ${notPrinted.join(', ')}`, {
        reason: 'LINE_NOT_PRINTED',
        details: { lineIds: notPrinted.join(', ') },
      });
    }
    for (const row of before) {
      await recordAudit(tx, {
        staffId: input.staffId,
        action: 'production.line.unprinted',
        recordType: 'orderLine',
        recordId: row.id,
        before: { printedAt: row.printedAt, printedById: row.printedById, batchId: row.batchId },
        after: { printedAt: null },
        reason: input.reason,
        requestId: input.requestId,
      });
    }
    return { unprinted: before.map((row) => row.id).sort((a, b) => a - b) };
  });
}
