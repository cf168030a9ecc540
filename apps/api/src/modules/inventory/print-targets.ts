import type { Db } from '@seed/db/client';
import { colors, inventories, inventoryToCategories, sides } from '@seed/db/schema/inventory';
import { media } from '@seed/db/schema/media';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';

/**
 * What publishing an artwork needs of each active blank item: its names and price, the chosen side's mockup
 * (media row) and print area (the front unless the artist chose another), the colour that mockup shows (the
 * item's first colour) and its first category link. Items without a mockup of that side are left out:
 * nothing could be printed there.
 */
export async function findPrintTargets(db: Db, inventoryIds: number[], side: 'FRONT' | 'BACK' = 'FRONT') {
  if (inventoryIds.length === 0) return [];
  const rows = await db
    .select({
      id: inventories.id,
      nameEn: inventories.nameEn,
      nameAr: inventories.nameAr,
      price: inventories.price,
      printArea: sides.printArea,
      mockup: {
        pathname: media.pathname,
        foldersName: media.foldersName,
        width: media.width,
      },
      color: sql<string | null>`(select ${colors.value} from ${colors}
        where ${colors.id} = (${inventories.colorsPosition} ->> 0)::int)`,
      categoryToSubcategoryId: sql<
        number | null
      >`(select min(${inventoryToCategories.categoryToSubcategoryId})
        from ${inventoryToCategories} where ${inventoryToCategories.inventoryId} = ${inventories.id})`,
    })
    .from(inventories)
    .innerJoin(sides, and(eq(sides.inventoryId, inventories.id), eq(sides.position, side)))
    .innerJoin(media, eq(media.id, sides.mediaId))
    .where(and(inArray(inventories.id, inventoryIds), eq(inventories.isActive, true)))
    .orderBy(asc(inventories.id), asc(sides.rank));
  // One side per item: the first by rank.
  const firstSides = new Map<number, (typeof rows)[number]>();
  for (const row of rows) if (!firstSides.has(row.id)) firstSides.set(row.id, row);
  return [...firstSides.values()];
}
