import type { Db } from '@seed/db/client';
import { viewCounts } from '@seed/db/schema/views';
import { and, eq, gte, inArray, or, type SQLWrapper, sql } from 'drizzle-orm';

type ViewKind = 'product' | 'artwork';

/** Views per target over the last `days` days, as a subquery (targetId, views) to join. */
export function recentViews(db: Db, kind: ViewKind, days: number) {
  return db
    .select({ targetId: viewCounts.targetId, views: sql<number>`sum(${viewCounts.count})`.as('views') })
    .from(viewCounts)
    .where(and(eq(viewCounts.kind, kind), gte(viewCounts.day, sql`current_date - ${days}::int`)))
    .groupBy(viewCounts.targetId)
    .as('recent_views');
}

type Targets = { kind: ViewKind; ids: SQLWrapper };

/**
 * Views of the targets (an artist's products and artworks, say): all-time total, and per day (`YYYY-MM-DD`)
 * over the last `days` days, today included.
 */
export async function viewsOfTargets(db: Db, targets: Targets[], days: number) {
  const ofTargets = or(
    ...targets.map(({ kind, ids }) => and(eq(viewCounts.kind, kind), inArray(viewCounts.targetId, ids))),
  );
  const [[total], byDay] = await Promise.all([
    db
      .select({ views: sql<number>`coalesce(sum(${viewCounts.count}), 0)::int` })
      .from(viewCounts)
      .where(ofTargets),
    db
      .select({
        day: sql<string>`${viewCounts.day}::text`,
        views: sql<number>`sum(${viewCounts.count})::int`,
      })
      .from(viewCounts)
      .where(and(ofTargets, gte(viewCounts.day, sql`current_date - ${days - 1}::int`)))
      .groupBy(viewCounts.day),
  ]);
  return { total: total?.views ?? 0, byDay: new Map(byDay.map((row) => [row.day, row.views])) };
}
