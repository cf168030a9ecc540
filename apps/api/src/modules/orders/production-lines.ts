import type { Db } from '@seed/db/client';
import { colors, colorsToSizes, sizes } from '@seed/db/schema/inventory';
import { media } from '@seed/db/schema/media';
import { orderProducts, orders } from '@seed/db/schema/orders';
import type { OrderStatus } from '@seed/domain/order-status';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { mediaColumns } from '../../http/media';
import { linePhotoId } from '../products/service';

// The line's picture as the order pages show it: its product's photo in the line's colour and side.
const lineMedia = linePhotoId(
  sql`${orderProducts}.product_id`,
  sql`${colorsToSizes}.color_id`,
  sql`${orderProducts}.print_position`,
);

type LineFilter = { statuses: readonly OrderStatus[] } | { lineIds: number[] } | { orderId: number };

function whereOf(filter: LineFilter) {
  if ('statuses' in filter) return inArray(orders.status, [...filter.statuses]);
  if ('lineIds' in filter) return inArray(orderProducts.id, filter.lineIds);
  return eq(orders.id, filter.orderId);
}

/**
 * Order lines as the production desk needs them: the order's status and date, the product, the variant's
 * colour and size and blank item, and the line's picture. By order status, by line ids, or one order's.
 */
export async function findProductionLines(db: Db, filter: LineFilter) {
  if ('lineIds' in filter && filter.lineIds.length === 0) return [];
  return db
    .select({
      id: orderProducts.id,
      orderId: orders.id,
      orderStatus: orders.status,
      placedAt: orders.createdAt,
      userId: orders.userId,
      productId: orderProducts.productId,
      bundleId: orderProducts.bundleId,
      nameEn: orderProducts.nameEn,
      nameAr: orderProducts.nameAr,
      count: orderProducts.count,
      printPosition: orderProducts.printPosition,
      inventoryId: colorsToSizes.inventoryId,
      color: { nameEn: colors.nameEn, nameAr: colors.nameAr, value: colors.value },
      size: sizes.label,
      picture: mediaColumns(media),
    })
    .from(orderProducts)
    .innerJoin(orders, eq(orders.id, orderProducts.orderId))
    .leftJoin(colorsToSizes, eq(colorsToSizes.id, orderProducts.colorsToSizesId))
    .leftJoin(colors, eq(colors.id, colorsToSizes.colorId))
    .leftJoin(sizes, eq(sizes.id, colorsToSizes.sizeId))
    .leftJoin(media, eq(media.id, lineMedia))
    .where(and(whereOf(filter)))
    .orderBy(asc(orders.createdAt), asc(orderProducts.id));
}

export type ProductionLineRow = Awaited<ReturnType<typeof findProductionLines>>[number];
