import type { Db } from '@seed/db/client';
import { orderProducts, orderStatusHistory, orders } from '@seed/db/schema/orders';
import type { NewCartLine } from '@seed/domain/cart-line';
import { DomainError } from '@seed/domain/errors';
import { assertTransition, type OrderStatus } from '@seed/domain/order-status';
import { and, desc, eq } from 'drizzle-orm';
import type { StockItem } from '../inventory/stock';

export type OrderRow = typeof orders.$inferSelect;
type NewOrder = Omit<typeof orders.$inferInsert, 'id' | 'status' | 'createdAt' | 'updatedAt'>;
type NewOrderLine = Omit<typeof orderProducts.$inferInsert, 'id' | 'orderId' | 'createdAt'>;

/** A placed order awaiting payment, with its lines and its first history row (the shopper placed it). */
export async function createOrder(db: Db, values: NewOrder, lines: NewOrderLine[]): Promise<OrderRow> {
  const [order] = await db
    .insert(orders)
    .values({ ...values, status: 'PENDING_PAYMENT' })
    .returning();
  if (!order) throw new Error('The order insert returned no row');
  await db.insert(orderProducts).values(lines.map((line) => ({ ...line, orderId: order.id })));
  await db
    .insert(orderStatusHistory)
    .values({ orderId: order.id, toStatus: 'PENDING_PAYMENT', actorUserId: values.userId });
  return order;
}

export async function findByIdempotencyKey(db: Db, userId: number, key: string) {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.idempotencyKey, key)));
  return row ?? null;
}

export function orderNotFound(orderId: number) {
  return new DomainError('NOT_FOUND', `Order ${orderId} not found`, { reason: 'ORDER_NOT_FOUND' });
}

export async function lockOrder(db: Db, orderId: number) {
  const [row] = await db.select().from(orders).where(eq(orders.id, orderId)).for('update');
  return row ?? null;
}

/** Locks an order that must exist (its id came from a row that points at it): a missing one is refused. */
export async function lockExistingOrder(db: Db, orderId: number): Promise<OrderRow> {
  const order = await lockOrder(db, orderId);
  if (!order) throw orderNotFound(orderId);
  return order;
}

/** Moves an order along the one table of transitions, with its history row. */
export async function moveOrder(
  db: Db,
  order: Pick<OrderRow, 'id' | 'status'>,
  to: OrderStatus,
  note: string | null,
  actorUserId: number | null = null,
) {
  assertTransition(order.status, to);
  await db.update(orders).set({ status: to }).where(eq(orders.id, order.id));
  await db
    .insert(orderStatusHistory)
    .values({ orderId: order.id, fromStatus: order.status, toStatus: to, note, actorUserId });
}

/** A history row that records an event without a move (the order keeps its status). */
export async function noteOrder(db: Db, order: Pick<OrderRow, 'id' | 'status'>, note: string) {
  await db
    .insert(orderStatusHistory)
    .values({ orderId: order.id, fromStatus: order.status, toStatus: order.status, note });
}

/** An order's lines, as stock to take or give back and as cart lines to put back. */
export async function orderLines(db: Db, orderId: number) {
  const rows = await db.select().from(orderProducts).where(eq(orderProducts.orderId, orderId));
  const stock: StockItem[] = rows.flatMap((row) =>
    row.colorsToSizesId === null
      ? []
      : [{ colorsToSizesId: row.colorsToSizesId, count: row.count, name: row.nameEn }],
  );
  const cart: NewCartLine[] = rows.flatMap((row) =>
    row.productId === null || row.colorsToSizesId === null
      ? []
      : [
          {
            productId: row.productId,
            colorsToSizesId: row.colorsToSizesId,
            count: row.count,
            printPosition: row.printPosition,
            bundleId: row.bundleId,
            uniqueKey: row.uniqueKey,
          },
        ],
  );
  return { rows, stock, cart };
}

export async function orderOwner(db: Db, orderId: number): Promise<number | null> {
  const [row] = await db.select({ userId: orders.userId }).from(orders).where(eq(orders.id, orderId));
  return row?.userId ?? null;
}

/** When the order was last marked DELIVERED (its status history says so); null if it never was. */
export async function deliveredAt(db: Db, orderId: number): Promise<Date | null> {
  const [row] = await db
    .select({ at: orderStatusHistory.createdAt })
    .from(orderStatusHistory)
    .where(and(eq(orderStatusHistory.orderId, orderId), eq(orderStatusHistory.toStatus, 'DELIVERED')))
    .orderBy(desc(orderStatusHistory.createdAt))
    .limit(1);
  return row?.at ?? null;
}
