import type { Db } from '@seed/db/client';
import { colors, colorsToSizes, inventories, sizes } from '@seed/db/schema/inventory';
import { stockMovements } from '@seed/db/schema/stock-movements';
import type { Paging } from '@seed/domain/paging';
import { and, asc, count, desc, eq, inArray, lt, lte, or, type SQL } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import { pageOf } from '../../http/page';

export type StockFilters = { inventoryId?: number; colorId?: number; sizeId?: number; low?: boolean };

/** The columns that name a variant on every stock page. */
const variantColumns = {
  id: colorsToSizes.id,
  inventoryId: colorsToSizes.inventoryId,
  itemNameAr: inventories.nameAr,
  itemNameEn: inventories.nameEn,
  colorNameAr: colors.nameAr,
  colorNameEn: colors.nameEn,
  colorValue: colors.value,
  sizeLabel: sizes.label,
};

const stockColumns = {
  ...variantColumns,
  count: colorsToSizes.count,
  lowStockThreshold: colorsToSizes.lowStockThreshold,
  cost: colorsToSizes.cost,
  surcharge: colorsToSizes.surcharge,
  notifiAdmin: colorsToSizes.notifiAdmin,
};

// The same rule as @seed/domain/low-stock's isLowStock, as SQL, so the database filters and counts.
const isLow = or(lte(colorsToSizes.count, 0), lt(colorsToSizes.count, colorsToSizes.lowStockThreshold));

function whereOf(filters: StockFilters): SQL | undefined {
  return and(
    filters.inventoryId ? eq(colorsToSizes.inventoryId, filters.inventoryId) : undefined,
    filters.colorId ? eq(colorsToSizes.colorId, filters.colorId) : undefined,
    filters.sizeId ? eq(colorsToSizes.sizeId, filters.sizeId) : undefined,
    filters.low === true ? isLow : undefined,
  );
}

// A variant's names live on its blank item, colour and size: every stock read joins them.
const named = <Q extends PgSelect>(query: Q) =>
  query
    .innerJoin(inventories, eq(inventories.id, colorsToSizes.inventoryId))
    .innerJoin(colors, eq(colors.id, colorsToSizes.colorId))
    .innerJoin(sizes, eq(sizes.id, colorsToSizes.sizeId));

const stockQuery = (db: Db) => named(db.select(stockColumns).from(colorsToSizes).$dynamic());

// Blank items in their shop order, then colours and sizes as the store lists them.
const gridOrder = [
  asc(inventories.rank),
  asc(inventories.id),
  asc(colors.id),
  asc(sizes.rank),
  asc(sizes.id),
];

/** A page of variants with their stock, and how many match. */
export async function listStock(db: Db, filters: StockFilters, paging: Paging) {
  const where = whereOf(filters);
  const [rows, [total]] = await Promise.all([
    stockQuery(db)
      .where(where)
      .orderBy(...gridOrder)
      .limit(paging.limit + 1)
      .offset(paging.offset),
    db.select({ n: count() }).from(colorsToSizes).where(where),
  ]);
  return { ...pageOf(rows, paging), total: total?.n ?? 0 };
}

/** Every matching variant, a batch at a time: the stock file streams them without holding them all. */
export async function* allStock(db: Db, filters: StockFilters, batch = 500) {
  for (let offset = 0; ; offset += batch) {
    const rows = await stockQuery(db)
      .where(whereOf(filters))
      .orderBy(...gridOrder)
      .limit(batch)
      .offset(offset);
    if (rows.length > 0) yield rows;
    if (rows.length < batch) return;
  }
}

/** The variants with these ids, named; unknown ids are left out. */
export async function findVariants(db: Db, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return named(db.select(variantColumns).from(colorsToSizes).$dynamic()).where(
    inArray(colorsToSizes.id, [...ids]),
  );
}

/** What the grid's filters offer: every blank item, colour and size that has a variant. */
export async function stockChoices(db: Db) {
  const [items, colorRows, sizeRows] = await Promise.all([
    db
      .select({ id: inventories.id, nameAr: inventories.nameAr, nameEn: inventories.nameEn })
      .from(inventories)
      .orderBy(asc(inventories.rank), asc(inventories.id)),
    db
      .selectDistinct({ id: colors.id, nameAr: colors.nameAr, nameEn: colors.nameEn })
      .from(colors)
      .innerJoin(colorsToSizes, eq(colorsToSizes.colorId, colors.id))
      .orderBy(asc(colors.id)),
    db
      .selectDistinct({ id: sizes.id, label: sizes.label, rank: sizes.rank })
      .from(sizes)
      .innerJoin(colorsToSizes, eq(colorsToSizes.sizeId, sizes.id))
      .orderBy(asc(sizes.rank), asc(sizes.id)),
  ]);
  return { items, colors: colorRows, sizes: sizeRows.map(({ id, label }) => ({ id, label })) };
}

export type MovementFilters = {
  variantId?: number;
  inventoryId?: number;
  reason?: (typeof stockMovements.$inferSelect)['reason'];
};

/** Stock movements newest first, each with its variant and the id of the member of staff behind it. */
export async function listMovements(db: Db, filters: MovementFilters, paging: Paging) {
  const where = and(
    filters.variantId ? eq(stockMovements.colorsToSizesId, filters.variantId) : undefined,
    filters.inventoryId ? eq(colorsToSizes.inventoryId, filters.inventoryId) : undefined,
    filters.reason ? eq(stockMovements.reason, filters.reason) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: stockMovements.id,
        at: stockMovements.at,
        reason: stockMovements.reason,
        delta: stockMovements.delta,
        countAfter: stockMovements.countAfter,
        orderId: stockMovements.orderId,
        note: stockMovements.note,
        lowStockAlert: stockMovements.lowStockAlert,
        staffId: stockMovements.staffId,
        variant: variantColumns,
      })
      .from(stockMovements)
      .innerJoin(colorsToSizes, eq(colorsToSizes.id, stockMovements.colorsToSizesId))
      .innerJoin(inventories, eq(inventories.id, colorsToSizes.inventoryId))
      .innerJoin(colors, eq(colors.id, colorsToSizes.colorId))
      .innerJoin(sizes, eq(sizes.id, colorsToSizes.sizeId))
      .where(where)
      .orderBy(desc(stockMovements.at), desc(stockMovements.id))
      .limit(paging.limit + 1)
      .offset(paging.offset),
    db
      .select({ n: count() })
      .from(stockMovements)
      .innerJoin(colorsToSizes, eq(colorsToSizes.id, stockMovements.colorsToSizesId))
      .where(where),
  ]);
  return { ...pageOf(rows, paging), total: total?.n ?? 0 };
}
