import type { ColorBodySchema, SizeBodySchema } from '@seed/contract/admin-blank-items';
import type { Db } from '@seed/db/client';
import { colors, colorsToSizes, inventories, sizes } from '@seed/db/schema/inventory';
import { DomainError } from '@seed/domain/errors';
import { asc, eq, sql } from 'drizzle-orm';
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

const SWATCHES = {
  color: {
    table: colors,
    column: colorsToSizes.colorId,
    positions: inventories.colorsPosition,
    name: 'Colour',
  },
  size: { table: sizes, column: colorsToSizes.sizeId, positions: inventories.sizesPosition, name: 'Size' },
} as const;

/**
 * Removes a colour or size that no variant is made in; one in use is refused with the number of blank items
 * using it (deactivate those variants' item or remove the variants first). The row lock makes a variant
 * added meanwhile wait on its foreign key, so the check holds until commit.
 */
export async function deleteSwatch(db: Db, kind: keyof typeof SWATCHES, id: number, act: CatalogueAct) {
  const { table, column, positions, name } = SWATCHES[kind];
  const reason = kind === 'color' ? 'COLOR' : 'SIZE';
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(table).where(eq(table.id, id)).for('update');
    if (!before) {
      throw new DomainError('NOT_FOUND', `${name} ${id} not found`, { reason: `${reason}_NOT_FOUND` });
    }
    const using = await itemsUsing(tx, column, id);
    if (using.length > 0) {
      throw new DomainError('CONFLICT', `${name} ${id} has variants in ${using.length} blank items`, {
        reason: `${reason}_IN_USE`,
        details: { items: using.length },
      });
    }
    // An item may still list the id in its display order after its last variant in it went.
    const without = sql`coalesce((select jsonb_agg(e) from jsonb_array_elements(${positions}) e where e <> to_jsonb(${id}::int)), '[]'::jsonb)`;
    await tx
      .update(inventories)
      .set(kind === 'color' ? { colorsPosition: without } : { sizesPosition: without })
      .where(sql`${positions} @> to_jsonb(array[${id}::int])`);
    await tx.delete(table).where(eq(table.id, id));
    await recordCatalogueChange(
      tx,
      act,
      { action: `${kind}.deleted`, recordType: kind, recordId: id, before, after: null },
      [],
    );
    return id;
  });
}
