import type { Db } from '@seed/db/client';
import { recordSales } from '../earnings/ledger';
import { artistLinesOf } from '../orders/artist-lines';
import { moveOrder, type OrderRow, orderLines } from '../orders/records';
import { countPurchases } from '../products/purchases';

/**
 * PENDING_PAYMENT → PAID with its history row, the products' purchase counts and the artists' earnings; the
 * caller holds the lock.
 */
export async function completePaidOrder(db: Db, order: OrderRow, note: string): Promise<OrderRow> {
  await moveOrder(db, order, 'PAID', note);
  const { rows } = await orderLines(db, order.id);
  await countPurchases(db, rows);
  await recordSales(db, order.id, await artistLinesOf(db, order.id));
  return { ...order, status: 'PAID' };
}
