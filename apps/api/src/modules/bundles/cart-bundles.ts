import type { Db } from '@seed/db/client';
import { bundles, bundleTemplatesInventories } from '@seed/db/schema/bundles';
import { inArray } from 'drizzle-orm';

/** The bundles cart lines point at, with the blank items each is made of, in two queries. */
export async function findCartBundles(db: Db, ids: number[]) {
  if (ids.length === 0) return [];
  const [rows, parts] = await Promise.all([
    db
      .select({
        id: bundles.id,
        nameEn: bundles.nameEn,
        nameAr: bundles.nameAr,
        isActive: bundles.isActive,
        discountPercentage: bundles.discountPercentage,
        type: bundles.type,
      })
      .from(bundles)
      .where(inArray(bundles.id, ids)),
    db
      .select({
        bundleId: bundleTemplatesInventories.bundleId,
        inventoryId: bundleTemplatesInventories.inventoryId,
        count: bundleTemplatesInventories.count,
      })
      .from(bundleTemplatesInventories)
      .where(inArray(bundleTemplatesInventories.bundleId, ids)),
  ]);
  return rows.map((row) => ({ ...row, parts: parts.filter((part) => part.bundleId === row.id) }));
}
