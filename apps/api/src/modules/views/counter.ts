import type { Db } from '@seed/db/client';
import { viewCounts } from '@seed/db/schema/views';
import { sql } from 'drizzle-orm';

export type ViewKind = 'product' | 'artwork';

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
