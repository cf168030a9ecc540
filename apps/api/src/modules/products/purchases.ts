import type { Db } from '@seed/db/client';
import { products } from '@seed/db/schema/products';
import { eq, sql } from 'drizzle-orm';

/** Counts a paid order's units towards each product's purchases (trending, popularity). */
export async function countPurchases(db: Db, items: readonly { productId: number | null; count: number }[]) {
  const totals = new Map<number, number>();
  for (const { productId, count } of items) {
    if (productId !== null) totals.set(productId, (totals.get(productId) ?? 0) + count);
  }
  for (const [id, count] of [...totals].sort(([a], [b]) => a - b)) {
    await db
      .update(products)
      .set({ purchaseCount: sql`${products.purchaseCount} + ${count}` })
      .where(eq(products.id, id));
  }
}
