import type { Db } from '@seed/db/client';
import { orders } from '@seed/db/schema/orders';
import { SALES_ORDER_STATUSES, type SalesRow } from '@seed/domain/back-office-home';
import { parseCurrency } from '@seed/domain/currency';
import { STORE_UTC_OFFSET_HOURS } from '@seed/domain/delivery';
import type { OrderStatus } from '@seed/domain/order-status';
import { and, count, gte, inArray, sql } from 'drizzle-orm';

/**
 * Paid orders placed from `since` on, per store day and currency: how many, and what they were paid (card
 * and wallet, KWD fils). The back office home's sales.
 */
export async function salesSince(db: Db, since: Date): Promise<SalesRow[]> {
  // The store's day, whatever the session's time zone: UTC wall time moved to Kuwait's.
  // Written into the SQL, not bound: the select and the group by must be the same expression.
  const offset = sql.raw(`interval '${STORE_UTC_OFFSET_HOURS} hours'`);
  const date = sql<string>`((${orders.createdAt} at time zone 'UTC') + ${offset})::date::text`;
  const rows = await db
    .select({
      date,
      currency: orders.currency,
      orders: sql<number>`count(*)::int`,
      fils: sql<number>`sum(${orders.price} + ${orders.paymentWalletAmount})::bigint`,
    })
    .from(orders)
    .where(and(inArray(orders.status, [...SALES_ORDER_STATUSES]), gte(orders.createdAt, since)))
    .groupBy(date, orders.currency);
  return rows.map((row) => ({ ...row, currency: parseCurrency(row.currency), fils: Number(row.fils) }));
}

/** How many orders are at each of these statuses now (statuses with none are left out). */
export async function countOrdersAt(db: Db, statuses: readonly OrderStatus[]) {
  return db
    .select({ status: orders.status, count: count() })
    .from(orders)
    .where(inArray(orders.status, [...statuses]))
    .groupBy(orders.status);
}
