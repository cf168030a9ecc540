import type { Db } from '@seed/db/client';
import { moveOrder, type OrderRow, orderLines } from '../orders/records';
import { countPurchases } from '../products/purchases';

/** PENDING_PAYMENT → PAID with its history row and the products' purchase counts; the caller holds the lock. */
export async function completePaidOrder(db: Db, order: OrderRow, note: string): Promise<OrderRow> {
  await moveOrder(db, order, 'PAID', note);
  const { rows } = await orderLines(db, order.id);
  await countPurchases(db, rows);
  return { ...order, status: 'PAID' };
}
