import type { ColorBodySchema, SizeBodySchema } from '@seed/contract/admin-blank-items';
import type { Db } from '@seed/db/client';
import { colors, colorsToSizes, sizes } from '@seed/db/schema/inventory';
import { DomainError } from '@seed/domain/errors';
import { asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { type CatalogueAct, recordCatalogueChange } from './admin-act';

type ColorBody = z.output<typeof ColorBodySchema>;
type SizeBody = z.output<typeof SizeBodySchema>;

export const listAllColors = (db: Db) => db.select().from(colors).orderBy(asc(colors.rank), asc(colors.id));

export const listAllSizes = (db: Db) => db.select().from(sizes).orderBy(asc(sizes.rank), asc(sizes.id));

/** The blank items a colour or size is a variant of: their product pages show its name, so they go stale. */
async function itemsUsing(
  db: Db,
  column: typeof colorsToSizes.colorId | typeof colorsToSizes.sizeId,
  id: number,
) {
  const rows = await db
    .selectDistinct({ id: colorsToSizes.inventoryId })
    .from(colorsToSizes)
    .where(eq(column, id));
  return rows.map((row) => row.id);
}

export async function saveColor(db: Db, id: number | null, body: ColorBody, act: CatalogueAct) {
  return db.transaction(async (tx) => {
    const [before] =
      id === null ? [null] : await tx.select().from(colors).where(eq(colors.id, id)).for('update');
    if (before === undefined) {
      throw new DomainError('NOT_FOUND', `Colour ${id} not found`, { reason: 'COLOR_NOT_FOUND' });
    }
    const [saved] = before
      ? await tx.update(colors).set(body).where(eq(colors.id, before.id)).returning({ id: colors.id })
      : await tx.insert(colors).values(body).returning({ id: colors.id });
    if (!saved) throw new Error('no colour saved');
    await recordCatalogueChange(
      tx,
      act,
      {
        action: before ? 'color.updated' : 'color.created',
        recordType: 'color',
        recordId: saved.id,
        before,
        after: body,
      },
      before ? await itemsUsing(tx, colorsToSizes.colorId, saved.id) : [],
    );
    return saved.id;
  });
}

export async function saveSize(db: Db, id: number | null, body: SizeBody, act: CatalogueAct) {
  return db.transaction(async (tx) => {
    const [before] =
      id === null ? [null] : await tx.select().from(sizes).where(eq(sizes.id, id)).for('update');
    if (before === undefined) {
      throw new DomainError('NOT_FOUND', `Size ${id} not found`, { reason: 'SIZE_NOT_FOUND' });
    }
    const [saved] = before
      ? await tx.update(sizes).set(body).where(eq(sizes.id, before.id)).returning({ id: sizes.id })
      : await tx.insert(sizes).values(body).returning({ id: sizes.id });
    if (!saved) throw new Error('no size saved');
    await recordCatalogueChange(
      tx,
      act,
      {
        action: before ? 'size.updated' : 'size.created',
        recordType: 'size',
        recordId: saved.id,
        before,
        after: body,
      },
      before ? await itemsUsing(tx, colorsToSizes.sizeId, saved.id) : [],
    );
    return saved.id;
  });
}
