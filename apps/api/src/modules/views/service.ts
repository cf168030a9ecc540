import type { Db } from '@seed/db/client';
import { viewCounts } from '@seed/db/schema/views';
import { and, eq, gte, sql } from 'drizzle-orm';

type ViewKind = 'product' | 'artwork';

/** Counts one view of the target today; one row per target and day, so a visit costs no new row. */
export async function recordView(db: Db, kind: ViewKind, targetId: number): Promise<void> {
  await db
    .insert(viewCounts)
    .values({ kind, targetId, day: sql`current_date`, count: 1 })
    .onConflictDoUpdate({
      target: [viewCounts.kind, viewCounts.targetId, viewCounts.day],
      set: { count: sql`${viewCounts.count} + 1` },
    });
}

/** Views per target over the last `days` days, as a subquery (targetId, views) to join. */
export function recentViews(db: Db, kind: ViewKind, days: number) {
  return db
    .select({ targetId: viewCounts.targetId, views: sql<number>`sum(${viewCounts.count})`.as('views') })
    .from(viewCounts)
    .where(and(eq(viewCounts.kind, kind), gte(viewCounts.day, sql`current_date - ${days}::int`)))
    .groupBy(viewCounts.targetId)
    .as('recent_views');
}
