import type { SideBodySchema, VariantInputSchema } from '@seed/contract/admin-blank-items';
import type { Db, Tx } from '@seed/db/client';
import { colors, colorsToSizes, inventories, sideMockups, sides, sizes } from '@seed/db/schema/inventory';
import { media } from '@seed/db/schema/media';
import { DomainError } from '@seed/domain/errors';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import { mediaColumns } from '../../http/media';
import { assertMediaExist, blankItemNotFound, type CatalogueAct, recordCatalogueChange } from './admin-act';
import { categoryLinksOf } from './admin-service';
import { changeStock } from './stock';

type VariantInput = z.infer<typeof VariantInputSchema>;
type SideBody = z.infer<typeof SideBodySchema>;

/** One blank item as the desk edits it: its fields, category links, variants, sides and their mockups. */
export async function blankItemDetail(db: Db, id: number) {
  const [item] = await db.select().from(inventories).where(eq(inventories.id, id));
  if (!item) throw blankItemNotFound(id);
  const [links, variants, sideRows, mockups, mainMedia] = await Promise.all([
    categoryLinksOf(db, id),
    db
      .select()
      .from(colorsToSizes)
      .where(eq(colorsToSizes.inventoryId, id))
      .orderBy(asc(colorsToSizes.colorId), asc(colorsToSizes.sizeId)),
    db
      .select({ side: sides, media: mediaColumns(media) })
      .from(sides)
      .leftJoin(media, eq(media.id, sides.mediaId))
      .where(eq(sides.inventoryId, id))
      .orderBy(asc(sides.rank), asc(sides.id)),
    db
      .select({ sideId: sideMockups.sideId, colorId: sideMockups.colorId, media: mediaColumns(media) })
      .from(sideMockups)
      .innerJoin(sides, eq(sides.id, sideMockups.sideId))
      .innerJoin(media, eq(media.id, sideMockups.mediaId))
      .where(eq(sides.inventoryId, id))
      .orderBy(asc(sideMockups.colorId)),
    item.mainMediaId === null
      ? null
      : db
          .select(mediaColumns(media))
          .from(media)
          .where(eq(media.id, item.mainMediaId))
          .then(([row]) => row ?? null),
  ]);
  return { item, links, variants, sides: sideRows, mockups, mainMedia };
}

async function lockItem(tx: Tx, id: number) {
  const [row] = await tx
    .select({ id: inventories.id })
    .from(inventories)
    .where(eq(inventories.id, id))
    .for('update');
  if (!row) throw blankItemNotFound(id);
}

async function assertExist(tx: Tx, table: typeof colors | typeof sizes, ids: number[], reason: string) {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return;
  const found = await tx.select({ id: table.id }).from(table).where(inArray(table.id, wanted));
  const missing = wanted.find((one) => !found.some((row) => row.id === one));
  if (missing !== undefined) throw new DomainError('NOT_FOUND', `${reason} ${missing}`, { reason });
}

/**
 * Adds the variants not there yet and sets the others' cost, surcharge and threshold. Counts move only
 * through changeStock, so each one is a stock movement: CREATED for a new variant, MANUAL for a recount.
 */
export async function saveVariants(db: Db, id: number, wanted: readonly VariantInput[], act: CatalogueAct) {
  return db.transaction(async (tx) => {
    await lockItem(tx, id);
    await assertExist(
      tx,
      colors,
      wanted.map((row) => row.colorId),
      'COLOR_NOT_FOUND',
    );
    await assertExist(
      tx,
      sizes,
      wanted.map((row) => row.sizeId),
      'SIZE_NOT_FOUND',
    );
    const before = await tx.select().from(colorsToSizes).where(eq(colorsToSizes.inventoryId, id));
    const created: { colorsToSizesId: number; count: number }[] = [];
    const recounted: { colorsToSizesId: number; count: number }[] = [];
    for (const row of wanted) {
      const { count, ...terms } = row;
      const held = before.find((one) => one.colorId === row.colorId && one.sizeId === row.sizeId);
      if (held) {
        await tx.update(colorsToSizes).set(terms).where(eq(colorsToSizes.id, held.id));
        if (held.count !== count) recounted.push({ colorsToSizesId: held.id, count });
      } else {
        const [made] = await tx
          .insert(colorsToSizes)
          .values({ ...terms, inventoryId: id, count: 0 })
          .returning({ id: colorsToSizes.id });
        if (!made) throw new Error('no variant inserted');
        created.push({ colorsToSizesId: made.id, count });
      }
    }
    await changeStock(tx, created, { reason: 'CREATED', staffId: act.staffId });
    await changeStock(tx, recounted, { reason: 'MANUAL', staffId: act.staffId });
    const pick = ({ colorId, sizeId, cost, surcharge, lowStockThreshold, count }: VariantInput) => ({
      colorId,
      sizeId,
      cost,
      surcharge,
      lowStockThreshold,
      count,
    });
    await recordCatalogueChange(
      tx,
      act,
      {
        action: 'inventory.variants.set',
        recordType: 'inventory',
        recordId: id,
        before: before.map(pick),
        after: wanted.map(pick),
      },
      [id],
    );
    return before.length + created.length;
  });
}

async function lockSide(tx: Tx, id: number, sideId: number) {
  await lockItem(tx, id);
  const [side] = await tx
    .select()
    .from(sides)
    .where(and(eq(sides.id, sideId), eq(sides.inventoryId, id)));
  if (!side) {
    throw new DomainError('NOT_FOUND', `Side ${sideId} of blank item ${id} not found`, {
      reason: 'SIDE_NOT_FOUND',
    });
  }
  return side;
}

export async function addSide(db: Db, id: number, body: SideBody, act: CatalogueAct) {
  return db.transaction(async (tx) => {
    await lockItem(tx, id);
    await assertMediaExist(tx, [body.mediaId]);
    const [side] = await tx
      .insert(sides)
      .values({ ...body, inventoryId: id })
      .returning({ id: sides.id });
    if (!side) throw new Error('no side inserted');
    await recordCatalogueChange(
      tx,
      act,
      { action: 'inventory.side.added', recordType: 'side', recordId: side.id, before: null, after: body },
      [id],
    );
    return side.id;
  });
}

export async function updateSide(db: Db, id: number, sideId: number, body: SideBody, act: CatalogueAct) {
  await db.transaction(async (tx) => {
    const before = await lockSide(tx, id, sideId);
    await assertMediaExist(tx, [body.mediaId]);
    await tx.update(sides).set(body).where(eq(sides.id, sideId));
    await recordCatalogueChange(
      tx,
      act,
      { action: 'inventory.side.updated', recordType: 'side', recordId: sideId, before, after: body },
      [id],
    );
  });
}

export async function removeSide(db: Db, id: number, sideId: number, act: CatalogueAct) {
  await db.transaction(async (tx) => {
    const before = await lockSide(tx, id, sideId);
    await tx.delete(sides).where(eq(sides.id, sideId));
    await recordCatalogueChange(
      tx,
      act,
      { action: 'inventory.side.removed', recordType: 'side', recordId: sideId, before, after: null },
      [id],
    );
  });
}

/** A side's picture in one garment colour; the studio shows it when the shopper picks that colour. */
export async function setMockup(
  db: Db,
  target: { id: number; sideId: number; colorId: number },
  mediaId: number,
  act: CatalogueAct,
) {
  await db.transaction(async (tx) => {
    await lockSide(tx, target.id, target.sideId);
    await assertExist(tx, colors, [target.colorId], 'COLOR_NOT_FOUND');
    await assertMediaExist(tx, [mediaId]);
    const [before] = await tx
      .select({ mediaId: sideMockups.mediaId })
      .from(sideMockups)
      .where(and(eq(sideMockups.sideId, target.sideId), eq(sideMockups.colorId, target.colorId)));
    await tx
      .insert(sideMockups)
      .values({ sideId: target.sideId, colorId: target.colorId, mediaId })
      .onConflictDoUpdate({ target: [sideMockups.sideId, sideMockups.colorId], set: { mediaId } });
    await recordCatalogueChange(
      tx,
      act,
      {
        action: 'inventory.side.mockup.set',
        recordType: 'side',
        recordId: target.sideId,
        before: before ? { colorId: target.colorId, mediaId: before.mediaId } : null,
        after: { colorId: target.colorId, mediaId },
      },
      [target.id],
    );
  });
}
