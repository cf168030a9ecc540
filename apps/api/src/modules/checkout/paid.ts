import type { Db } from '@seed/db/client';
import { recordSales } from '../earnings/ledger';
import { artistLinesOf } from '../orders/artist-lines';
import { moveOrder, type OrderRow, orderLines } from '../orders/records';
import { awaitPrintFiles } from '../production/print-renders';
import { countPurchases } from '../products/purchases';

/**
 * PENDING_PAYMENT → PAID with its history row, the products' purchase counts, the artists' earnings and the
 * print files production is to render (queued on the job queue once this commits); the caller holds the lock.
 */
export async function completePaidOrder(db: Db, order: OrderRow, note: string): Promise<OrderRow> {
  await moveOrder(db, order, 'PAID', note);
  const { rows } = await orderLines(db, order.id);
  await countPurchases(db, rows);
  await recordSales(db, order.id, await artistLinesOf(db, order.id));
  await awaitPrintFiles(db, order.id);
  return { ...order, status: 'PAID' };
}
