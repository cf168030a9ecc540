import { announceChange, cacheTags } from '@seed/db/cache-changes';
import type { Db, Tx } from '@seed/db/client';
import { colorsToSizes } from '@seed/db/schema/inventory';
import { DomainError } from '@seed/domain/errors';
import { isLowStock } from '@seed/domain/low-stock';
import { parseStockFile, type StockFileError, type StockFileRow } from '@seed/domain/stock-file';
import { asc, eq, inArray } from 'drizzle-orm';
import { changeStock } from './stock';
import { findVariants } from './stock-read';

type AuditRow = {
  staffId: number;
  action: string;
  recordType: string;
  recordId: string;
  before: unknown;
  after: unknown;
  reason: string | null;
  requestId: string | null;
};

/**
 * Who acts, the request they act in, and how their audit row is written (the staff module's recordAudit,
 * handed in by the routes: the staff module sits above this one, on the users module, so this module may not
 * import it). Each change below writes its row in its own transaction.
 */
export type StockAct = {
  staffId: number;
  requestId: string;
  note: string | null;
  recordAudit: (tx: Tx, row: AuditRow) => Promise<void>;
};

type GridChange = {
  id: number;
  count?: number;
  lowStockThreshold?: number;
  cost?: number;
  surcharge?: number;
};

const SETTINGS = ['lowStockThreshold', 'cost', 'surcharge'] as const;

const variantNotFound = (id: number) =>
  new DomainError('NOT_FOUND', `Variant ${id} does not exist`, {
    reason: 'STOCK_VARIANT_NOT_FOUND',
    details: { id },
  });

/**
 * Saves the stock grid in one transaction: the variants' rows are locked in id order, only the fields that
 * differ are written, and each changed count is a MANUAL movement (changeStock). Thresholds go first, so a
 * count saved with its new threshold is judged against it. Returns how many variants changed.
 */
export async function saveStockGrid(db: Db, changes: readonly GridChange[], act: StockAct): Promise<number> {
  return db.transaction(async (tx) => {
    const ids = [...new Set(changes.map((change) => change.id))].sort((a, b) => a - b);
    const rows = await tx
      .select({
        id: colorsToSizes.id,
        inventoryId: colorsToSizes.inventoryId,
        count: colorsToSizes.count,
        lowStockThreshold: colorsToSizes.lowStockThreshold,
        cost: colorsToSizes.cost,
        surcharge: colorsToSizes.surcharge,
      })
      .from(colorsToSizes)
      .where(inArray(colorsToSizes.id, ids))
      .orderBy(asc(colorsToSizes.id))
      .for('update');
    const before = new Map(rows.map((row) => [row.id, row]));
    const changed = new Set<number>();
    const counts: { colorsToSizesId: number; count: number }[] = [];
    for (const change of changes) {
      const row = before.get(change.id);
      if (!row) throw variantNotFound(change.id);
      const settings = Object.fromEntries(
        SETTINGS.flatMap((field) =>
          change[field] !== undefined && change[field] !== row[field] ? [[field, change[field]]] : [],
        ),
      );
      if (Object.keys(settings).length > 0) {
        // A new threshold says at once whether the variant is low; only a count that falls mails staff.
        const threshold = settings.lowStockThreshold ?? row.lowStockThreshold;
        await tx
          .update(colorsToSizes)
          .set({ ...settings, notifiAdmin: isLowStock(row.count, threshold) })
          .where(eq(colorsToSizes.id, row.id));
        changed.add(row.id);
      }
      if (change.count !== undefined && change.count !== row.count) {
        counts.push({ colorsToSizesId: row.id, count: change.count });
        changed.add(row.id);
      }
    }
    if (changed.size === 0) return 0;
    await changeStock(tx, counts, { reason: 'MANUAL', staffId: act.staffId, note: act.note });
    const edited = rows.filter((row) => changed.has(row.id));
    const after = new Map(changes.map((change) => [change.id, change]));
    await act.recordAudit(tx, {
      staffId: act.staffId,
      action: 'stock.variants.update',
      recordType: 'stock',
      recordId: edited
        .map((row) => row.id)
        .join(',')
        .slice(0, 64),
      before: edited.map(({ inventoryId: _item, ...row }) => row),
      after: edited
        .map((row) => ({ ...row, ...after.get(row.id) }))
        .map(({ inventoryId: _item, ...row }) => row),
      reason: act.note,
      requestId: act.requestId,
    });
    // Surcharges change prices on product pages; counts announce themselves through changeStock.
    await announceChange(tx, [...new Set(edited.map((row) => row.inventoryId))].map(cacheTags.inventory));
    return changed.size;
  });
}

/** A stock file read against the database: what it would change, or every bad row by its line. */
export async function planStockImport(db: Db, csv: string) {
  const parsed = parseStockFile(csv);
  const variants = await findVariants(
    db,
    parsed.rows.map((row) => row.variantId),
  );
  const known = new Map(variants.map((variant) => [variant.id, variant]));
  const unknown: StockFileError[] = parsed.rows
    .filter((row) => !known.has(row.variantId))
    .map((row) => ({ line: row.line, problem: 'UNKNOWN_VARIANT' }));
  const errors = [...parsed.errors, ...unknown].sort((a, b) => a.line - b.line);
  const counts = await currentCounts(
    db,
    variants.map((variant) => variant.id),
  );
  const rows = parsed.rows.filter((row) => known.has(row.variantId));
  const changes = rows.flatMap((row: StockFileRow) => {
    const variant = known.get(row.variantId);
    const before = counts.get(row.variantId) ?? 0;
    return variant && before !== row.count ? [{ ...variant, line: row.line, before, after: row.count }] : [];
  });
  return { changes, unchanged: rows.length - changes.length, errors, rows };
}

async function currentCounts(db: Db, ids: number[]) {
  if (ids.length === 0) return new Map<number, number>();
  const rows = await db
    .select({ id: colorsToSizes.id, count: colorsToSizes.count })
    .from(colorsToSizes)
    .where(inArray(colorsToSizes.id, ids));
  return new Map(rows.map((row) => [row.id, row.count]));
}

/**
 * Applies a stock file in one transaction, or nothing at all: any bad row refuses the file, naming the first
 * bad line. Each changed count is an IMPORT movement; one audit row tells of the whole file.
 */
export async function importStock(db: Db, csv: string, act: StockAct): Promise<number> {
  return db.transaction(async (tx) => {
    const plan = await planStockImport(tx, csv);
    const [first] = plan.errors;
    if (first) {
      throw new DomainError('INVALID_DATA', `Line ${first.line} of the stock file: ${first.problem}`, {
        reason: 'STOCK_FILE_INVALID',
        details: { line: first.line, problem: first.problem, errors: plan.errors.length },
      });
    }
    const moved = await changeStock(
      tx,
      plan.rows.map((row) => ({ colorsToSizesId: row.variantId, count: row.count })),
      { reason: 'IMPORT', staffId: act.staffId, note: act.note },
    );
    const changed = moved.filter((row) => row.before !== row.after);
    if (changed.length === 0) return 0;
    await act.recordAudit(tx, {
      staffId: act.staffId,
      action: 'stock.file.import',
      recordType: 'stock',
      recordId: `import:${changed.length}`,
      before: changed.map((row) => ({ id: row.colorsToSizesId, count: row.before })),
      after: changed.map((row) => ({ id: row.colorsToSizesId, count: row.after })),
      reason: act.note,
      requestId: act.requestId,
    });
    return changed.length;
  });
}
