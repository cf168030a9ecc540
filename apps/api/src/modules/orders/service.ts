import type { Db, Tx } from '@seed/db/client';
import { colors, colorsToSizes, sizes } from '@seed/db/schema/inventory';
import { media } from '@seed/db/schema/media';
import { orderProducts, orderShipments, orderStatusHistory, orders } from '@seed/db/schema/orders';
import type { Carrier } from '@seed/domain/carriers';
import { BOUGHT_ORDER_STATUSES, SPENT_ORDER_STATUSES } from '@seed/domain/customer-account';
import { DomainError } from '@seed/domain/errors';
import type { OrderStatus } from '@seed/domain/order-status';
import { assertAdminTransition, releasesReservation } from '@seed/domain/order-status';
import type { Paging } from '@seed/domain/paging';
import { and, asc, desc, eq, type SQLWrapper, sql } from 'drizzle-orm';
import { mediaColumns, toMedia } from '../../http/media';
import { pageOf } from '../../http/page';
import { markDelivered, reverseSales } from '../earnings/ledger';
import type { Mailer } from '../mail/mailer';
import { linePhotoId } from '../products/service';
import { recordAudit } from '../staff/audit';
import { findContact, lockUser } from '../users/service';
import { receiptMail } from './receipt-mail';
import { lockExistingOrder, moveOrder, type OrderRow, orderNotFound } from './records';

// Written out: drizzle leaves column names unqualified inside sql``, where "id" would mean the line's id.
export const itemsCount = sql<number>`(select coalesce(sum(op.count), 0)::int from ${orderProducts} op where op.order_id = ${orders}.id)`;

// An order line's picture: its product's photo in the line's colour and side (orders join the line's variant).
export const lineMedia = linePhotoId(
  sql`${orderProducts}.product_id`,
  sql`${colorsToSizes}.color_id`,
  sql`${orderProducts}.print_position`,
);

const summaryColumns = {
  id: orders.id,
  status: orders.status,
  createdAt: orders.createdAt,
  price: orders.price,
  subtotal: orders.subtotal,
  discount: orders.discount,
  deliveryPrice: orders.deliveryPrice,
  currency: orders.currency,
  expectedDeliveryDate: orders.expectedDeliveryDate,
  itemsCount,
};

/** A user's orders, newest first. */
export async function listOrders(db: Db, userId: number, paging: Paging) {
  const rows = await db
    .select(summaryColumns)
    .from(orders)
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(paging.limit + 1)
    .offset(paging.offset);
  return pageOf(rows, paging);
}

/** One of the user's orders with its lines and history; anyone else's is as unknown as a missing one. */
export async function findOrder(db: Db, userId: number, orderId: number) {
  const [order] = await db
    .select({ ...summaryColumns, row: orders })
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.userId, userId)));
  if (!order) throw orderNotFound(orderId);
  const [lines, history] = await Promise.all([
    db
      .select({
        line: orderProducts,
        color: { nameEn: colors.nameEn, nameAr: colors.nameAr, value: colors.value },
        size: sizes.label,
        media: mediaColumns(media),
      })
      .from(orderProducts)
      .leftJoin(colorsToSizes, eq(colorsToSizes.id, orderProducts.colorsToSizesId))
      .leftJoin(colors, eq(colors.id, colorsToSizes.colorId))
      .leftJoin(sizes, eq(sizes.id, colorsToSizes.sizeId))
      .leftJoin(media, eq(media.id, lineMedia))
      .where(eq(orderProducts.orderId, orderId))
      .orderBy(asc(orderProducts.id)),
    db
      .select({
        fromStatus: orderStatusHistory.fromStatus,
        toStatus: orderStatusHistory.toStatus,
        createdAt: orderStatusHistory.createdAt,
        note: orderStatusHistory.note,
      })
      .from(orderStatusHistory)
      .where(eq(orderStatusHistory.orderId, orderId))
      .orderBy(asc(orderStatusHistory.createdAt), asc(orderStatusHistory.id)),
  ]);
  return { ...order, lines, history };
}

/** Gives back a cancelled order's stock, wallet spend and voucher use; the caller holds the locks. */
export type ReleaseOrder = (tx: Db, order: OrderRow) => Promise<void>;

type AdminMove = {
  adminId: number;
  orderId: number;
  to: OrderStatus;
  note: string | null;
  /** Required to move to SHIPPED. */
  shipment?: { carrier: Carrier; trackingNumber: string } | null;
  requestId?: string | null;
};

// What staff must give for some moves; checked after the move itself, which is the first thing to refuse.
function assertMoveInput({ to, note, shipment }: AdminMove) {
  if (to === 'CANCELLED' && !note) {
    throw new DomainError('INVALID_DATA', 'Say why the order is cancelled', {
      reason: 'ORDER_CANCEL_NEEDS_REASON',
    });
  }
  if (to === 'SHIPPED' && !shipment) {
    throw new DomainError('INVALID_DATA', 'Shipping needs the carrier and the tracking number', {
      reason: 'ORDER_SHIP_NEEDS_TRACKING',
    });
  }
}

// Delivery starts the artists' return window; a cancellation or a refund by status takes their earnings back.
async function earningsFollow(tx: Tx, orderId: number, to: OrderStatus, note: string | null) {
  if (to === 'DELIVERED') await markDelivered(tx, orderId, new Date());
  if (to === 'CANCELLED' || to === 'REFUNDED') await reverseSales(tx, orderId, 'ALL', note ?? to);
}

/**
 * A staff move along the transitions: locked like a payment settlement (user, then order); a cancellation
 * gives back what the order held, a shipment is recorded, and the audit row is written in the same
 * transaction.
 */
export async function moveOrderAsAdmin(db: Db, release: ReleaseOrder, move: AdminMove) {
  const { adminId, orderId, to, note } = move;
  const [owner] = await db.select({ userId: orders.userId }).from(orders).where(eq(orders.id, orderId));
  if (!owner) throw orderNotFound(orderId);
  const shipment = to === 'SHIPPED' ? (move.shipment ?? null) : null;
  await db.transaction(async (tx) => {
    await lockUser(tx, owner.userId);
    const order = await lockExistingOrder(tx, orderId);
    assertAdminTransition(order.status, to);
    assertMoveInput(move);
    await moveOrder(tx, order, to, note, adminId);
    await earningsFollow(tx, orderId, to, note);
    if (releasesReservation(order.status, to)) await release(tx, order);
    if (shipment) await tx.insert(orderShipments).values({ orderId, staffId: adminId, ...shipment });
    await recordAudit(tx, {
      staffId: adminId,
      action: 'order.status.set',
      recordType: 'order',
      recordId: orderId,
      before: { status: order.status },
      after: { status: to, ...shipment },
      reason: note,
      requestId: move.requestId ?? null,
    });
  });
}

/** The receipt for a paid order, in the shopper's language; a mail failure is the caller's to log. */
export async function sendReceipt(db: Db, mailer: Mailer, orderId: number, mediaBase: string) {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!order) return;
  const contact = await findContact(db, order.userId);
  if (!contact) return;
  const rows = await db
    .select({ line: orderProducts, media: mediaColumns(media) })
    .from(orderProducts)
    .leftJoin(colorsToSizes, eq(colorsToSizes.id, orderProducts.colorsToSizesId))
    .leftJoin(media, eq(media.id, lineMedia))
    .where(eq(orderProducts.orderId, orderId))
    .orderBy(asc(orderProducts.id));
  const lines = rows.map(({ line, media: picture }) => ({
    ...line,
    imageUrl: toMedia(picture?.id ? picture : null, mediaBase)?.url.small ?? null,
  }));
  await mailer.send(receiptMail(contact, order, lines));
}

export async function orderItemsCount(db: Db, orderId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`coalesce(sum(${orderProducts.count}), 0)::int` })
    .from(orderProducts)
    .where(eq(orderProducts.orderId, orderId));
  return row?.n ?? 0;
}

const statusList = (statuses: readonly OrderStatus[]) =>
  sql.join(
    statuses.map((status) => sql`${status}`),
    sql`, `,
  );

/**
 * A customer's orders bought and what they spent (KWD fils: subtotal − discount + delivery), as correlated
 * subqueries on the account id the caller names, so the customers desk can filter and sort by them.
 */
export function accountOrderFigures(userId: SQLWrapper) {
  return {
    ordersCount: sql<number>`(select count(*)::int from ${orders} o where o.user_id = ${userId} and o.status in (${statusList(BOUGHT_ORDER_STATUSES)}))`,
    spentFils: sql<number>`(select coalesce(sum(o.subtotal - o.discount + o.delivery_price), 0)::int from ${orders} o where o.user_id = ${userId} and o.status in (${statusList(SPENT_ORDER_STATUSES)}))`,
  };
}
