import type { BlankItemBody } from '@seed/contract/admin-blank-items';
import type { Db, Tx } from '@seed/db/client';
import { colorsToSizes, inventories, inventoryToCategories, sides } from '@seed/db/schema/inventory';
import { assertSellable } from '@seed/domain/blank-item';
import { DomainError } from '@seed/domain/errors';
import type { Paging } from '@seed/domain/paging';
import type { PrintingType } from '@seed/domain/print-position';
import { and, asc, desc, eq, ilike, isNotNull, or, type SQLWrapper, sql } from 'drizzle-orm';
import { pageOf } from '../../http/page';
import { findCategoryLinks } from '../categories/service';
import { blankItemNotFound, type CatalogueAct, recordCatalogueChange } from './admin-act';

export type BlankItemFilters = {
  q?: string | undefined;
  status?: 'ACTIVE' | 'INACTIVE' | undefined;
  technique?: PrintingType | undefined;
  sort?: 'name' | 'price' | 'stock' | 'newest' | undefined;
  dir?: 'asc' | 'desc' | undefined;
};

const escapeLike = (text: string) => text.replace(/[\\%_]/g, '\\$&');

// Qualified by hand: inside these subqueries a bare "id" would name the variant's or side's own column.
const itemId = sql`${inventories}.id`;
const variantCount = sql<number>`(select count(*)::int from ${colorsToSizes} where ${colorsToSizes}.inventory_id = ${itemId})`;
const stockTotal = sql<number>`(select coalesce(sum(${colorsToSizes}.count), 0)::int from ${colorsToSizes} where ${colorsToSizes}.inventory_id = ${itemId})`;
const sideCount = sql<number>`(select count(*)::int from ${sides} where ${sides}.inventory_id = ${itemId})`;

/** The desk's list: inactive items too, with their variants, stock and sides counted. */
export async function findBlankItems(db: Db, filters: BlankItemFilters, paging: Paging) {
  const q = filters.q?.trim() ?? '';
  const like = `%${escapeLike(q)}%`;
  const where = and(
    q
      ? or(
          ilike(inventories.nameEn, like),
          ilike(inventories.nameAr, like),
          /^\d{1,9}$/.test(q) ? eq(inventories.id, Number(q)) : undefined,
        )
      : undefined,
    filters.status ? eq(inventories.isActive, filters.status === 'ACTIVE') : undefined,
    filters.technique ? sql`${filters.technique} = any(${inventories.printingType})` : undefined,
  );
  const by: Record<NonNullable<BlankItemFilters['sort']>, SQLWrapper> = {
    name: inventories.nameEn,
    price: inventories.price,
    stock: stockTotal,
    newest: inventories.id,
  };
  const sort = filters.sort ?? 'newest';
  const dir = filters.dir ?? (sort === 'name' ? 'asc' : 'desc');
  const order = dir === 'asc' ? asc(by[sort]) : desc(by[sort]);
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        id: inventories.id,
        nameEn: inventories.nameEn,
        nameAr: inventories.nameAr,
        price: inventories.price,
        isActive: inventories.isActive,
        printingTypes: inventories.printingType,
        variants: variantCount,
        stock: stockTotal,
        sides: sideCount,
      })
      .from(inventories)
      .where(where)
      .orderBy(order, asc(inventories.id))
      .limit(paging.limit + 1)
      .offset(paging.offset),
    db.select({ total: sql<number>`count(*)::int` }).from(inventories).where(where),
  ]);
  return { ...pageOf(rows, paging), total: counted?.total ?? 0 };
}

/** The item's own columns from what staff typed; the body's names are the spec's, the table's are older. */
function columnsOf(body: BlankItemBody) {
  const { printingTypes, designRequests, categoryLinkIds: _links, ...rest } = body;
  return { ...rest, printingType: printingTypes, design_request_enabled: designRequests };
}

async function setCategoryLinks(tx: Tx, inventoryId: number, linkIds: readonly number[]) {
  const wanted = [...new Set(linkIds)];
  if (wanted.length > 0) {
    const found = await findCategoryLinks(tx, wanted);
    const missing = wanted.find((id) => !found.some((row) => row.id === id));
    if (missing !== undefined) {
      throw new DomainError('NOT_FOUND', `Category link ${missing} not found`, {
        reason: 'CATEGORY_LINK_NOT_FOUND',
      });
    }
  }
  await tx.delete(inventoryToCategories).where(eq(inventoryToCategories.inventoryId, inventoryId));
  if (wanted.length > 0) {
    await tx
      .insert(inventoryToCategories)
      .values(wanted.map((categoryToSubcategoryId) => ({ inventoryId, categoryToSubcategoryId })));
  }
}

export const categoryLinksOf = (db: Db, inventoryId: number) =>
  db
    .select({ id: inventoryToCategories.categoryToSubcategoryId })
    .from(inventoryToCategories)
    .where(eq(inventoryToCategories.inventoryId, inventoryId))
    .orderBy(asc(inventoryToCategories.categoryToSubcategoryId))
    .then((rows) => rows.map((row) => row.id));

/** A new blank item starts inactive: the studio lists it once it has variants and a side to print on. */
export async function createBlankItem(db: Db, body: BlankItemBody, act: CatalogueAct) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(inventories)
      .values({ ...columnsOf(body), isActive: false })
      .returning({ id: inventories.id });
    if (!row) throw new Error('no blank item inserted');
    await setCategoryLinks(tx, row.id, body.categoryLinkIds);
    await recordCatalogueChange(
      tx,
      act,
      { action: 'inventory.created', recordType: 'inventory', recordId: row.id, before: null, after: body },
      [row.id],
    );
    return row.id;
  });
}

async function lockItem(tx: Tx, id: number) {
  const [row] = await tx.select().from(inventories).where(eq(inventories.id, id)).for('update');
  if (!row) throw blankItemNotFound(id);
  return row;
}

export async function updateBlankItem(db: Db, id: number, body: BlankItemBody, act: CatalogueAct) {
  await db.transaction(async (tx) => {
    const before = await lockItem(tx, id);
    const links = await categoryLinksOf(tx, id);
    await tx.update(inventories).set(columnsOf(body)).where(eq(inventories.id, id));
    await setCategoryLinks(tx, id, body.categoryLinkIds);
    const { mainMediaId: _m, mainMediaLifeStyleId: _l, ...kept } = before;
    await recordCatalogueChange(
      tx,
      act,
      {
        action: 'inventory.updated',
        recordType: 'inventory',
        recordId: id,
        before: { ...kept, categoryLinkIds: links },
        after: body,
      },
      [id],
    );
  });
}

/** Puts an item on sale (only once it can be sold) or takes it off; products made on it stay as they are. */
export async function setBlankItemActive(db: Db, id: number, active: boolean, act: CatalogueAct) {
  await db.transaction(async (tx) => {
    const before = await lockItem(tx, id);
    if (active) {
      const [variants] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(colorsToSizes)
        .where(eq(colorsToSizes.inventoryId, id));
      const [pictured] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(sides)
        .where(and(eq(sides.inventoryId, id), isNotNull(sides.mediaId)));
      assertSellable({ variants: variants?.n ?? 0, sidesWithPicture: pictured?.n ?? 0 });
    }
    if (before.isActive === active) return;
    await tx.update(inventories).set({ isActive: active }).where(eq(inventories.id, id));
    await recordCatalogueChange(
      tx,
      act,
      {
        action: active ? 'inventory.activated' : 'inventory.deactivated',
        recordType: 'inventory',
        recordId: id,
        before: { isActive: before.isActive },
        after: { isActive: active },
      },
      [id],
    );
  });
}
