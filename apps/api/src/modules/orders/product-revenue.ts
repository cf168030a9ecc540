import type { Db } from '@seed/db/client';
import { orderProducts, orders } from '@seed/db/schema/orders';
import { REVENUE_ORDER_STATUSES } from '@seed/domain/artist-dashboard';
import { and, eq, gte, inArray, type SQLWrapper, sql } from 'drizzle-orm';

/**
 * Sales of the products (KWD fils, lines at the price paid, in orders from PAID on): all-time total and per day
 * of the last `days`. The artist dashboard's revenue.
 */
export async function revenueOf(db: Db, productIds: SQLWrapper, days: number) {
  const line = sql<number>`${orderProducts.unitPrice} * ${orderProducts.count}`;
  const sold = and(
    inArray(orders.status, [...REVENUE_ORDER_STATUSES]),
    inArray(orderProducts.productId, productIds),
  );
  const day = sql<string>`(${orders.createdAt})::date::text`;
  const [[total], byDay] = await Promise.all([
    db
      .select({ fils: sql<number>`coalesce(sum(${line}), 0)::int` })
      .from(orderProducts)
      .innerJoin(orders, eq(orders.id, orderProducts.orderId))
      .where(sold),
    db
      .select({ day, fils: sql<number>`sum(${line})::int` })
      .from(orderProducts)
      .innerJoin(orders, eq(orders.id, orderProducts.orderId))
      .where(and(sold, gte(orders.createdAt, sql`current_date - ${days - 1}::int`)))
      .groupBy(day),
  ]);
  return { total: total?.fils ?? 0, byDay: new Map(byDay.map((row) => [row.day, row.fils])) };
}
