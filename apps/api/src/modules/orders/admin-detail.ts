import type { Db } from '@seed/db/client';
import { colors, colorsToSizes, inventories, sizes } from '@seed/db/schema/inventory';
import { media } from '@seed/db/schema/media';
import {
  orderProducts,
  orderShipments,
  orderStaffNotes,
  orderStatusHistory,
  orders,
} from '@seed/db/schema/orders';
import { users } from '@seed/db/schema/users';
import { asc, eq } from 'drizzle-orm';
import { mediaColumns } from '../../http/media';
import { orderPayments } from '../payments/service';
import { findDesigns } from '../products/owned-products';
import { findVoucherLabel } from '../wallet/service';
import { orderNotFound } from './records';
import { itemsCount, lineMedia } from './service';

// Who acted, as the order page names them; left-joined, so a system row or a purged account gives nulls.
const person = { id: users.id, email: users.email, firstName: users.firstName, lastName: users.lastName };

function orderLinesOf(db: Db, orderId: number) {
  return db
    .select({
      line: orderProducts,
      color: { nameEn: colors.nameEn, nameAr: colors.nameAr, value: colors.value },
      size: sizes.label,
      techniques: inventories.printingType,
      media: mediaColumns(media),
    })
    .from(orderProducts)
    .leftJoin(colorsToSizes, eq(colorsToSizes.id, orderProducts.colorsToSizesId))
    .leftJoin(colors, eq(colors.id, colorsToSizes.colorId))
    .leftJoin(sizes, eq(sizes.id, colorsToSizes.sizeId))
    .leftJoin(inventories, eq(inventories.id, colorsToSizes.inventoryId))
    .leftJoin(media, eq(media.id, lineMedia))
    .where(eq(orderProducts.orderId, orderId))
    .orderBy(asc(orderProducts.id));
}

function historyOf(db: Db, orderId: number) {
  return db
    .select({
      fromStatus: orderStatusHistory.fromStatus,
      toStatus: orderStatusHistory.toStatus,
      createdAt: orderStatusHistory.createdAt,
      note: orderStatusHistory.note,
      actor: person,
    })
    .from(orderStatusHistory)
    .leftJoin(users, eq(users.id, orderStatusHistory.actorUserId))
    .where(eq(orderStatusHistory.orderId, orderId))
    .orderBy(asc(orderStatusHistory.createdAt), asc(orderStatusHistory.id));
}

function shipmentsOf(db: Db, orderId: number) {
  return db
    .select({
      carrier: orderShipments.carrier,
      trackingNumber: orderShipments.trackingNumber,
      createdAt: orderShipments.createdAt,
      staff: person,
    })
    .from(orderShipments)
    .leftJoin(users, eq(users.id, orderShipments.staffId))
    .where(eq(orderShipments.orderId, orderId))
    .orderBy(asc(orderShipments.id));
}

function staffNotesOf(db: Db, orderId: number) {
  return db
    .select({
      id: orderStaffNotes.id,
      text: orderStaffNotes.text,
      createdAt: orderStaffNotes.createdAt,
      staff: person,
    })
    .from(orderStaffNotes)
    .leftJoin(users, eq(users.id, orderStaffNotes.staffId))
    .where(eq(orderStaffNotes.orderId, orderId))
    .orderBy(asc(orderStaffNotes.id));
}

/** One order as the back office sees it, whoever placed it. */
export async function findAdminOrder(db: Db, orderId: number) {
  const [found] = await db
    .select({
      row: orders,
      itemsCount,
      customer: {
        id: users.id,
        email: users.email,
        firstName: users.firstName,
        lastName: users.lastName,
        phone: users.phone,
        locale: users.locale,
      },
    })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(eq(orders.id, orderId));
  if (!found) throw orderNotFound(orderId);
  const [lines, history, payments, shipments, staffNotes, voucher] = await Promise.all([
    orderLinesOf(db, orderId),
    historyOf(db, orderId),
    orderPayments(db, orderId),
    shipmentsOf(db, orderId),
    staffNotesOf(db, orderId),
    found.row.voucherId === null ? null : findVoucherLabel(db, found.row.voucherId),
  ]);
  const productIds = lines.flatMap(({ line }) => (line.productId === null ? [] : [line.productId]));
  const designs = await findDesigns(db, [...new Set(productIds)]);
  return { ...found, lines, history, payments, shipments, staffNotes, voucher, designs };
}

export type AdminOrder = Awaited<ReturnType<typeof findAdminOrder>>;
