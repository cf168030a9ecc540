import type { Db } from '@seed/db/client';
import { type ProductionFile, productionLines } from '@seed/db/schema/production';
import type { PrintFileProblem } from '@seed/domain/production';
import { and, inArray, isNotNull, isNull, sql } from 'drizzle-orm';

function selectStates(db: Db, ids: number[]) {
  return db
    .select({
      orderProductId: productionLines.orderProductId,
      printedAt: productionLines.printedAt,
      printedById: productionLines.printedById,
      batchId: productionLines.batchId,
      flagReason: productionLines.flagReason,
      flagDetails: productionLines.flagDetails,
      flaggedAt: productionLines.flaggedAt,
      files: productionLines.files,
    })
    .from(productionLines)
    .where(inArray(productionLines.orderProductId, ids));
}

export type LineState = Awaited<ReturnType<typeof selectStates>>[number];

/** What production recorded of each line among `ids`; a line without a row is absent (it waits). */
export async function findLineStates(db: Db, ids: number[]): Promise<Map<number, LineState>> {
  if (ids.length === 0) return new Map();
  const rows = await selectStates(db, ids);
  return new Map(rows.map((row) => [row.orderProductId, row]));
}

/** Keeps a print file rendered for a line, so the next download streams it instead of rendering again. */
export async function keepRenderedFile(db: Db, lineId: number, file: ProductionFile) {
  await db
    .insert(productionLines)
    .values({ orderProductId: lineId, files: [file] })
    .onConflictDoUpdate({
      target: productionLines.orderProductId,
      set: {
        files: sql`(select coalesce(jsonb_agg(f), '[]'::jsonb) from jsonb_array_elements(${productionLines.files}) f
          where f ->> 'side' <> ${file.side}) || ${JSON.stringify([file])}::jsonb`,
        flagReason: null,
        flagDetails: null,
        flaggedAt: null,
      },
    });
}

/** Flags a line whose print file a render found it cannot make. */
export async function flagLine(
  db: Db,
  lineId: number,
  reason: PrintFileProblem,
  details: Record<string, string | number>,
) {
  const flag = { flagReason: reason, flagDetails: details, flaggedAt: new Date() };
  await db
    .insert(productionLines)
    .values({ orderProductId: lineId, ...flag })
    .onConflictDoUpdate({ target: productionLines.orderProductId, set: flag });
}

/** Marks the lines printed unless they already are; returns the ids it marked. The caller holds the orders' locks. */
export async function setPrinted(tx: Db, lineIds: number[], staffId: number, batchId: string) {
  if (lineIds.length === 0) return [];
  const printed = { printedAt: new Date(), printedById: staffId, batchId };
  const rows = await tx
    .insert(productionLines)
    .values(lineIds.map((orderProductId) => ({ orderProductId, ...printed })))
    .onConflictDoUpdate({
      target: productionLines.orderProductId,
      set: printed,
      setWhere: isNull(productionLines.printedAt),
    })
    .returning({ id: productionLines.orderProductId, printedAt: productionLines.printedAt });
  return rows;
}

/** Clears the printed mark of the lines that have one; returns them as they were. */
export async function clearPrinted(tx: Db, lineIds: number[]) {
  if (lineIds.length === 0) return [];
  const before = await tx
    .select({
      id: productionLines.orderProductId,
      printedAt: productionLines.printedAt,
      printedById: productionLines.printedById,
      batchId: productionLines.batchId,
    })
    .from(productionLines)
    .where(and(inArray(productionLines.orderProductId, lineIds), isNotNull(productionLines.printedAt)))
    .for('update');
  if (before.length === 0) return [];
  await tx
    .update(productionLines)
    .set({ printedAt: null, printedById: null, batchId: null })
    .where(
      inArray(
        productionLines.orderProductId,
        before.map((row) => row.id),
      ),
    );
  return before;
}
