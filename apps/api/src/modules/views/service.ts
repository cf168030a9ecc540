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

export type ViewCounter = {
  /** Counts one view now, in memory: no query on the request's path. */
  count(kind: ViewKind, targetId: number): void;
  /** Writes the views counted so far, in one statement; flushes run one after another. */
  flush(): Promise<void>;
  /** Stops the timer and writes what is left: for a graceful shutdown, before the database closes. */
  close(): Promise<void>;
};

type CounterOptions = {
  intervalMs?: number;
  onError?: (err: unknown) => void;
};

// Rows per statement, well under PostgreSQL's 65 535 bind parameters (four per row).
const ROWS_PER_STATEMENT = 5000;

/**
 * Views counted in this process's memory and added to `view_counts` every few seconds (decision 0040).
 * Replicas each flush their own counts: the upsert adds them up, so the total is exact across replicas. A
 * crash loses at most the views of one interval. A flush whose statement fails keeps its counts for the next
 * one; only when the failure came after the commit (a connection lost while the reply was on its way) is that
 * one flush counted twice, never more, since a successful write always empties what it wrote.
 */
export function createViewCounter(db: Db, { intervalMs = 5000, onError }: CounterOptions = {}): ViewCounter {
  let pending = new Map<string, number>();
  let chain: Promise<void> = Promise.resolve();

  const write = async () => {
    if (pending.size === 0) return;
    const taken = pending;
    pending = new Map();
    const rows = [...taken].map(([key, count]) => {
      const [kind, id] = key.split(':') as [ViewKind, string];
      return { kind, targetId: Number(id), day: sql`current_date`, count };
    });
    let written = 0;
    try {
      for (; written < rows.length; written += ROWS_PER_STATEMENT)
        await db
          .insert(viewCounts)
          .values(rows.slice(written, written + ROWS_PER_STATEMENT))
          .onConflictDoUpdate({
            target: [viewCounts.kind, viewCounts.targetId, viewCounts.day],
            set: { count: sql`${viewCounts.count} + excluded.count` },
          });
    } catch (err) {
      for (const [key, count] of [...taken].slice(written)) pending.set(key, (pending.get(key) ?? 0) + count);
      throw err;
    }
  };
  const flush = () => {
    chain = chain.then(write);
    const done = chain;
    chain = chain.catch(() => {});
    return done;
  };
  const timer = setInterval(() => flush().catch((err: unknown) => onError?.(err)), intervalMs);
  timer.unref();

  return {
    count(kind, targetId) {
      const key = `${kind}:${targetId}`;
      pending.set(key, (pending.get(key) ?? 0) + 1);
    },
    flush,
    async close() {
      clearInterval(timer);
      await flush();
    },
  };
}
