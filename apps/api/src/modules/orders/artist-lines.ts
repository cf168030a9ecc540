import type { Db } from '@seed/db/client';
import { colors, colorsToSizes, sizes } from '@seed/db/schema/inventory';
import { orderProducts } from '@seed/db/schema/orders';
import { and, asc, eq, gt, isNotNull } from 'drizzle-orm';

/** An order's lines of artists' products, with the margin they carried when ordered: what the sale earns. */
export function artistLinesOf(db: Db, orderId: number) {
  return db
    .select({
      id: orderProducts.id,
      productId: orderProducts.productId,
      artistId: orderProducts.artistId,
      artistMargin: orderProducts.artistMargin,
      count: orderProducts.count,
      nameEn: orderProducts.nameEn,
      nameAr: orderProducts.nameAr,
      colorEn: colors.nameEn,
      colorAr: colors.nameAr,
      size: sizes.label,
    })
    .from(orderProducts)
    .leftJoin(colorsToSizes, eq(colorsToSizes.id, orderProducts.colorsToSizesId))
    .leftJoin(colors, eq(colors.id, colorsToSizes.colorId))
    .leftJoin(sizes, eq(sizes.id, colorsToSizes.sizeId))
    .where(
      and(
        eq(orderProducts.orderId, orderId),
        isNotNull(orderProducts.artistId),
        gt(orderProducts.artistMargin, 0),
      ),
    )
    .orderBy(asc(orderProducts.id));
}
