import type { Db } from '@seed/db/client';
import {
  colors,
  colorsToSizes,
  inventories,
  inventoryToCategories,
  sideMockups,
  sides,
  sizes,
} from '@seed/db/schema/inventory';
import { media } from '@seed/db/schema/media';
import type { Paging } from '@seed/domain/paging';
import type { PrintingType } from '@seed/domain/print-position';
import { and, asc, eq, exists, getTableColumns, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { mediaColumns } from '../../http/media';
import { pageOf } from '../../http/page';
import { categoryLinkIds, findCategoryLinks } from '../categories/service';

const lifeStyleMedia = alias(media, 'life_style_media');

type InventoryFilter = Paging & {
  forDesignRequest?: boolean;
  includeInactive?: boolean;
  /** Only items filed under one of this category's subcategories. */
  categoryId?: number;
  /** Only items that take at least one of these techniques. */
  printingTypes?: PrintingType[];
};

function filterConditions(db: Db, filter: InventoryFilter) {
  return [
    filter.includeInactive ? undefined : eq(inventories.isActive, true),
    filter.forDesignRequest ? eq(inventories.design_request_enabled, true) : undefined,
    filter.categoryId === undefined
      ? undefined
      : exists(
          db
            .select({ one: sql`1` })
            .from(inventoryToCategories)
            .where(
              and(
                eq(inventoryToCategories.inventoryId, inventories.id),
                inArray(
                  inventoryToCategories.categoryToSubcategoryId,
                  categoryLinkIds(db, filter.categoryId),
                ),
              ),
            ),
        ),
    filter.printingTypes?.length
      ? sql`${inventories.printingType} && array[${sql.join(
          filter.printingTypes.map((type) => sql`${type}`),
          sql`, `,
        )}]::printing_type[]`
      : undefined,
  ];
}

export async function listInventories(db: Db, filter: InventoryFilter) {
  const rows = await db
    .select({
      id: inventories.id,
      nameEn: inventories.nameEn,
      nameAr: inventories.nameAr,
      price: inventories.price,
      backPrint: inventories.backPrint,
      pocketPrint: inventories.pocketPrint,
      design_request_enabled: inventories.design_request_enabled,
      printingType: inventories.printingType,
      isActive: inventories.isActive,
      mainMedia: mediaColumns(media),
      mainMediaLifeStyle: mediaColumns(lifeStyleMedia),
    })
    .from(inventories)
    .leftJoin(media, eq(media.id, inventories.mainMediaId))
    .leftJoin(lifeStyleMedia, eq(lifeStyleMedia.id, inventories.mainMediaLifeStyleId))
    .where(and(...filterConditions(db, filter)))
    .orderBy(asc(inventories.rank), asc(inventories.id))
    .limit(filter.limit + 1)
    .offset(filter.offset);
  const page = pageOf(rows, filter);
  const swatches = await colorsOf(
    db,
    page.items.map((row) => row.id),
  );
  return {
    ...page,
    items: page.items.map((row) => ({
      ...row,
      colors: swatches.filter((color) => color.inventoryId === row.id),
    })),
  };
}

// The distinct colours each item comes in, for the swatches of a list.
async function colorsOf(db: Db, inventoryIds: number[]) {
  if (inventoryIds.length === 0) return [];
  return db
    .selectDistinct({ inventoryId: colorsToSizes.inventoryId, id: colors.id, value: colors.value })
    .from(colorsToSizes)
    .innerJoin(colors, eq(colors.id, colorsToSizes.colorId))
    .where(inArray(colorsToSizes.inventoryId, inventoryIds))
    .orderBy(asc(colorsToSizes.inventoryId), asc(colors.id));
}

/** Every variant of a blank item with its colour, size and stock, by size rank then colour. */
export async function variantsOf(db: Db, inventoryId: number) {
  const { cost: _cost, notifiAdmin: _notifiAdmin, ...variantColumns } = getTableColumns(colorsToSizes);
  return db
    .select({
      ...variantColumns,
      color: { id: colors.id, value: colors.value, nameEn: colors.nameEn, nameAr: colors.nameAr },
      size: { id: sizes.id, label: sizes.label, labelAr: sizes.labelAr },
    })
    .from(colorsToSizes)
    .innerJoin(colors, eq(colors.id, colorsToSizes.colorId))
    .innerJoin(sizes, eq(sizes.id, colorsToSizes.sizeId))
    .where(eq(colorsToSizes.inventoryId, inventoryId))
    .orderBy(asc(sizes.rank), asc(colors.id), asc(colorsToSizes.id));
}

const mockupMedia = alias(media, 'mockup_media');

// Each side's mockup per garment colour, in colour id order.
async function mockupsOf(db: Db, inventoryId: number) {
  return db
    .select({ sideId: sideMockups.sideId, colorId: sideMockups.colorId, media: mediaColumns(mockupMedia) })
    .from(sideMockups)
    .innerJoin(sides, eq(sides.id, sideMockups.sideId))
    .innerJoin(mockupMedia, eq(mockupMedia.id, sideMockups.mediaId))
    .where(eq(sides.inventoryId, inventoryId))
    .orderBy(asc(sideMockups.colorId));
}

async function sidesOf(db: Db, inventoryId: number) {
  const [rows, mockups] = await Promise.all([sideRowsOf(db, inventoryId), mockupsOf(db, inventoryId)]);
  return rows.map((side) => ({
    ...side,
    mockups: mockups.flatMap(({ sideId, ...mockup }) => (sideId === side.id ? [mockup] : [])),
  }));
}

async function sideRowsOf(db: Db, inventoryId: number) {
  return db
    .select({
      id: sides.id,
      position: sides.position,
      type: sides.type,
      printArea: sides.printArea,
      rank: sides.rank,
      media: mediaColumns(media),
    })
    .from(sides)
    .leftJoin(media, eq(media.id, sides.mediaId))
    .where(eq(sides.inventoryId, inventoryId))
    .orderBy(asc(sides.rank), asc(sides.id));
}

async function categoriesOf(db: Db, inventoryId: number) {
  const linkIds = db
    .select({ id: inventoryToCategories.categoryToSubcategoryId })
    .from(inventoryToCategories)
    .where(eq(inventoryToCategories.inventoryId, inventoryId));
  const links = await findCategoryLinks(db, linkIds);
  return links.map((link) => ({ categoryToSubcategoryId: link.id, ...link }));
}

/** A blank item with everything the customiser needs, or null when it is missing or hidden. */
export async function findInventory(db: Db, id: number, { includeInactive = false } = {}) {
  const { mainMediaId: _main, mainMediaLifeStyleId: _lifeStyle, ...columns } = getTableColumns(inventories);
  // All parts at once: each needs only the id, and a pool runs them side by side.
  const [[row], variants, itemSides, links] = await Promise.all([
    db
      .select({
        ...columns,
        mainMedia: mediaColumns(media),
        mainMediaLifeStyle: mediaColumns(lifeStyleMedia),
      })
      .from(inventories)
      .leftJoin(media, eq(media.id, inventories.mainMediaId))
      .leftJoin(lifeStyleMedia, eq(lifeStyleMedia.id, inventories.mainMediaLifeStyleId))
      .where(and(eq(inventories.id, id), includeInactive ? undefined : eq(inventories.isActive, true))),
    variantsOf(db, id),
    sidesOf(db, id),
    categoriesOf(db, id),
  ]);
  if (!row) return null;
  return { ...row, colorsToSizes: variants, media: itemSides, inventoryToCategories: links };
}

/** Names of the active blank items among `ids`, by rank. */
export async function findInventoryNames(db: Db, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: inventories.id, nameEn: inventories.nameEn, nameAr: inventories.nameAr })
    .from(inventories)
    .where(and(inArray(inventories.id, ids), eq(inventories.isActive, true)))
    .orderBy(asc(inventories.rank), asc(inventories.id));
}

/** Prices (KWD fils) of the active blank items among `ids`, for pricing sets of them (bundles). */
export async function findInventoryPrices(db: Db, ids: number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: inventories.id, price: inventories.price })
    .from(inventories)
    .where(and(inArray(inventories.id, ids), eq(inventories.isActive, true)));
  return new Map(rows.map((row) => [row.id, row.price]));
}

/**
 * The blank items among `ids` with their pictures; with `takingRequests`, only those that take design
 * requests now (active and enabled), as a new request needs.
 */
export async function findDesignRequestItems(db: Db, ids: number[], { takingRequests = false } = {}) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: inventories.id,
      nameEn: inventories.nameEn,
      nameAr: inventories.nameAr,
      media: mediaColumns(media),
    })
    .from(inventories)
    .leftJoin(media, eq(media.id, inventories.mainMediaId))
    .where(
      and(
        inArray(inventories.id, ids),
        takingRequests ? eq(inventories.isActive, true) : undefined,
        takingRequests ? eq(inventories.design_request_enabled, true) : undefined,
      ),
    )
    .orderBy(asc(inventories.rank), asc(inventories.id));
}

export async function listColors(db: Db, type: 'GARMENT' | 'TEXT' | undefined) {
  return db
    .select({
      id: colors.id,
      value: colors.value,
      nameEn: colors.nameEn,
      nameAr: colors.nameAr,
      type: colors.type,
    })
    .from(colors)
    .where(type ? eq(colors.type, type) : undefined)
    .orderBy(asc(colors.id));
}

/** The garment colour of each of the variants `ids`; unknown ids are left out. */
export async function variantColors(db: Db, ids: number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: colorsToSizes.id, colorId: colorsToSizes.colorId })
    .from(colorsToSizes)
    .where(inArray(colorsToSizes.id, ids));
  return new Map(rows.map((row) => [row.id, row.colorId]));
}
