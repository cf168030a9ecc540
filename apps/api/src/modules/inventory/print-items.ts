import type { Db } from '@seed/db/client';
import { inventories, sides } from '@seed/db/schema/inventory';
import { asc, inArray } from 'drizzle-orm';

/**
 * The blank items among `ids`, active or not, with what printing on them takes: their names, techniques and
 * each side's print area (the first by rank for a position that has several).
 */
export async function findPrintItems(db: Db, ids: number[]) {
  if (ids.length === 0) return [];
  const [items, itemSides] = await Promise.all([
    db
      .select({
        id: inventories.id,
        nameEn: inventories.nameEn,
        nameAr: inventories.nameAr,
        printingType: inventories.printingType,
      })
      .from(inventories)
      .where(inArray(inventories.id, ids)),
    db
      .select({ inventoryId: sides.inventoryId, position: sides.position, printArea: sides.printArea })
      .from(sides)
      .where(inArray(sides.inventoryId, ids))
      .orderBy(asc(sides.rank), asc(sides.id)),
  ]);
  return items.map((item) => {
    const areas = new Map<string, (typeof itemSides)[number]['printArea']>();
    for (const side of itemSides) {
      if (side.inventoryId === item.id && !areas.has(side.position)) areas.set(side.position, side.printArea);
    }
    return { ...item, areas };
  });
}
