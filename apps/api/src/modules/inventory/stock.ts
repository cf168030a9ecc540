import { announceChange, cacheTags } from '@seed/db/cache-changes';
import type { Db } from '@seed/db/client';
import { colorsToSizes } from '@seed/db/schema/inventory';
import { stockMovements } from '@seed/db/schema/stock-movements';
import { DomainError } from '@seed/domain/errors';
import { lowStockTransition } from '@seed/domain/low-stock';
import { and, asc, eq, gte, inArray, sql } from 'drizzle-orm';

export type StockItem = { colorsToSizesId: number; count: number; name: string };

type StockReason = (typeof stockMovements.$inferInsert)['reason'];

/** Why stock moved, recorded on each movement row: the reason, and the order or the member of staff behind it. */
export type StockCause = {
  reason: StockReason;
  orderId?: number | null;
  staffId?: number | null;
  note?: string | null;
};

function byVariant(items: readonly StockItem[]) {
  const totals = new Map<number, { count: number; name: string }>();
  for (const item of items) {
    const held = totals.get(item.colorsToSizesId);
    totals.set(item.colorsToSizesId, {
      count: (held?.count ?? 0) + item.count,
      name: held?.name ?? item.name,
    });
  }
  // Always in id order: two orders locking the same variants take them in the same order, so neither
  // waits for the other while holding what the other waits for.
  return [...totals.entries()].sort(([a], [b]) => a - b);
}

/** A variant's row after its count changed, with what the low-stock alert needs. */
type Moved = {
  id: number;
  inventoryId: number;
  count: number;
  delta: number;
  lowStockThreshold: number;
  notifiAdmin: boolean;
};

const movedColumns = {
  id: colorsToSizes.id,
  inventoryId: colorsToSizes.inventoryId,
  count: colorsToSizes.count,
  lowStockThreshold: colorsToSizes.lowStockThreshold,
  notifiAdmin: colorsToSizes.notifiAdmin,
};

/**
 * Flips the low-stock flag of the variants whose change crossed their threshold, in the transaction that
 * changed them (their rows are locked by then), and returns the ids that crossed into low stock: their
 * movements carry the alert that the mail job sends once, after commit.
 */
async function crossThresholds(db: Db, rows: readonly Moved[]): Promise<Set<number>> {
  const alert: number[] = [];
  const rearm: number[] = [];
  for (const row of rows) {
    const transition = lowStockTransition(row.notifiAdmin, row.count, row.lowStockThreshold);
    if (transition === 'ALERT') alert.push(row.id);
    else if (transition === 'REARM') rearm.push(row.id);
  }
  if (alert.length > 0) {
    await db.update(colorsToSizes).set({ notifiAdmin: true }).where(inArray(colorsToSizes.id, alert));
  }
  if (rearm.length > 0) {
    await db.update(colorsToSizes).set({ notifiAdmin: false }).where(inArray(colorsToSizes.id, rearm));
  }
  return new Set(alert);
}

async function recordMovements(db: Db, moved: readonly Moved[], cause: StockCause): Promise<number[]> {
  const rows = moved.filter((row) => row.delta !== 0);
  const alerts = await crossThresholds(db, rows);
  const recorded =
    rows.length === 0
      ? []
      : await db
          .insert(stockMovements)
          .values(
            rows.map((row) => ({
              colorsToSizesId: row.id,
              delta: row.delta,
              countAfter: row.count,
              reason: cause.reason,
              orderId: cause.orderId ?? null,
              staffId: cause.staffId ?? null,
              note: cause.note ?? null,
              lowStockAlert: alerts.has(row.id),
            })),
          )
          .returning({ id: stockMovements.id });
  // Product pages show each variant's stock: their cached replies go when the caller's transaction commits.
  const items = new Set(moved.map((row) => row.inventoryId));
  await announceChange(db, [...items].map(cacheTags.inventory));
  return recorded.map((row) => row.id);
}

/**
 * Takes units out of stock inside the caller's transaction: the variants' rows are locked, then each
 * decrement only happens while enough is left, so stock never goes below 0. The first short variant fails
 * the whole order with its name.
 */
export async function reserveStock(
  db: Db,
  items: readonly StockItem[],
  cause: StockCause,
): Promise<number[]> {
  const wanted = byVariant(items);
  if (wanted.length === 0) return [];
  const ids = wanted.map(([id]) => id);
  const rows = await db
    .select({ id: colorsToSizes.id, count: colorsToSizes.count })
    .from(colorsToSizes)
    .where(inArray(colorsToSizes.id, ids))
    .orderBy(asc(colorsToSizes.id))
    .for('update');
  const moved: Moved[] = [];
  for (const [id, { count, name }] of wanted) {
    const stock = rows.find((row) => row.id === id)?.count ?? 0;
    const [taken] = await db
      .update(colorsToSizes)
      .set({ count: sql`${colorsToSizes.count} - ${count}` })
      .where(and(eq(colorsToSizes.id, id), gte(colorsToSizes.count, count)))
      .returning(movedColumns);
    if (!taken) {
      throw new DomainError(
        'OUT_OF_STOCK',
        stock <= 0 ? `${name} is sold out` : `Only ${stock} left of ${name}; the order asks for ${count}`,
      );
    }
    moved.push({ ...taken, delta: -count });
  }
  return recordMovements(db, moved, cause);
}

/** Names the order behind a sale's movements (`reserveStock`'s reply) once that order has been written. */
export async function attachStockToOrder(db: Db, movementIds: readonly number[], orderId: number) {
  if (movementIds.length === 0) return;
  await db
    .update(stockMovements)
    .set({ orderId })
    .where(inArray(stockMovements.id, [...movementIds]));
}

/** Puts units back: an unpaid or cancelled order's, or a refunded or returned line's. */
export async function releaseStock(db: Db, items: readonly StockItem[], cause: StockCause): Promise<void> {
  const moved: Moved[] = [];
  for (const [id, { count }] of byVariant(items)) {
    const rows = await db
      .update(colorsToSizes)
      .set({ count: sql`${colorsToSizes.count} + ${count}` })
      .where(eq(colorsToSizes.id, id))
      .returning(movedColumns);
    moved.push(...rows.map((row) => ({ ...row, delta: count })));
  }
  await recordMovements(db, moved, cause);
}

/**
 * Sets variants' counts to what staff counted or a stock file says, inside the caller's transaction: the rows
 * are locked in id order and each change is a movement with its cause. Returns each variant's count before
 * and after; an unknown variant is refused by name (its id).
 */
export async function changeStock(
  db: Db,
  changes: readonly { colorsToSizesId: number; count: number }[],
  cause: StockCause,
): Promise<{ colorsToSizesId: number; before: number; after: number }[]> {
  if (changes.length === 0) return [];
  const wanted = new Map(changes.map((change) => [change.colorsToSizesId, change.count]));
  const rows = await db
    .select(movedColumns)
    .from(colorsToSizes)
    .where(inArray(colorsToSizes.id, [...wanted.keys()]))
    .orderBy(asc(colorsToSizes.id))
    .for('update');
  const missing = [...wanted.keys()].find((id) => !rows.some((row) => row.id === id));
  if (missing !== undefined) throw new DomainError('NOT_FOUND', `Variant ${missing} does not exist`);
  const moved: Moved[] = [];
  for (const row of rows) {
    const count = wanted.get(row.id) ?? row.count;
    if (count < 0) throw new DomainError('INVALID_DATA', `Variant ${row.id} cannot hold ${count} units`);
    if (count !== row.count) {
      await db.update(colorsToSizes).set({ count }).where(eq(colorsToSizes.id, row.id));
    }
    moved.push({ ...row, count, delta: count - row.count });
  }
  await recordMovements(db, moved, cause);
  return rows.map((row) => ({
    colorsToSizesId: row.id,
    before: row.count,
    after: wanted.get(row.id) ?? row.count,
  }));
}
