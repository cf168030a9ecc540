import { announceChange, cacheTags } from '@seed/db/cache-changes';
import type { Db } from '@seed/db/client';
import { colorsToSizes } from '@seed/db/schema/inventory';
import { DomainError } from '@seed/domain/errors';
import { and, asc, eq, gte, inArray, sql } from 'drizzle-orm';

export type StockItem = { colorsToSizesId: number; count: number; name: string };

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

/**
 * Takes units out of stock inside the caller's transaction: the variants' rows are locked, then each
 * decrement only happens while enough is left, so stock never goes below 0. The first short variant fails
 * the whole order with its name.
 */
export async function reserveStock(db: Db, items: readonly StockItem[]): Promise<void> {
  const wanted = byVariant(items);
  if (wanted.length === 0) return;
  const ids = wanted.map(([id]) => id);
  const rows = await db
    .select({ id: colorsToSizes.id, count: colorsToSizes.count, inventoryId: colorsToSizes.inventoryId })
    .from(colorsToSizes)
    .where(inArray(colorsToSizes.id, ids))
    .orderBy(asc(colorsToSizes.id))
    .for('update');
  for (const [id, { count, name }] of wanted) {
    const stock = rows.find((row) => row.id === id)?.count ?? 0;
    const taken = await db
      .update(colorsToSizes)
      .set({ count: sql`${colorsToSizes.count} - ${count}` })
      .where(and(eq(colorsToSizes.id, id), gte(colorsToSizes.count, count)))
      .returning({ id: colorsToSizes.id });
    if (taken.length === 0) {
      throw new DomainError(
        'OUT_OF_STOCK',
        stock <= 0 ? `${name} is sold out` : `Only ${stock} left of ${name}; the order asks for ${count}`,
      );
    }
  }
  await announceStock(db, rows);
}

// Product pages show each variant's stock: their cached replies go when the caller's transaction commits.
function announceStock(db: Db, rows: readonly { inventoryId: number }[]) {
  const items = new Set(rows.map((row) => row.inventoryId));
  return announceChange(db, [...items].map(cacheTags.inventory));
}

/** Puts an unpaid or cancelled order's units back. */
export async function releaseStock(db: Db, items: readonly StockItem[]): Promise<void> {
  const changed: { inventoryId: number }[] = [];
  for (const [id, { count }] of byVariant(items)) {
    const rows = await db
      .update(colorsToSizes)
      .set({ count: sql`${colorsToSizes.count} + ${count}` })
      .where(eq(colorsToSizes.id, id))
      .returning({ inventoryId: colorsToSizes.inventoryId });
    changed.push(...rows);
  }
  await announceStock(db, changed);
}
