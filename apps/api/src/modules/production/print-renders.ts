import { announceChange } from '@seed/db/cache-changes';
import type { Db } from '@seed/db/client';
import { printRenders } from '@seed/db/schema/production';
import type { DesignSide } from '@seed/domain/design';
import type { PrintFileProblem } from '@seed/domain/production';
import { and, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import { findProductionLines } from '../orders/production-lines';
import { prepareLines } from './sources';

/**
 * Announced (on the cache-changes channel, when the paying transaction commits) when an order's print files
 * wait: every replica's production module hears it and has the render jobs queued at once.
 */
export const PRINT_FILES_WAITING = 'print-files';

export type RenderRow = typeof printRenders.$inferSelect;
type RenderState = RenderRow['state'];

/**
 * Records the print files production will render for a newly paid order, in the transaction that pays it:
 * the files exist as waiting rows exactly when the order is paid. Studio lines bring their own files, and a
 * line with nothing to print from is flagged when the desk reads it; neither waits for a render.
 */
export async function awaitPrintFiles(tx: Db, orderId: number): Promise<void> {
  const lines = await prepareLines(tx, await findProductionLines(tx, { orderId }));
  const rows = lines
    .filter((line) => !line.blocked && (line.source.kind === 'catalogue' || line.source.kind === 'bundle'))
    .flatMap((line) => line.sides.map((side) => ({ orderProductId: line.id, side, orderId })));
  if (rows.length === 0) return;
  await tx.insert(printRenders).values(rows).onConflictDoNothing();
  await announceChange(tx, [PRINT_FILES_WAITING]);
}

/** The render rows of the lines among `ids`. */
export async function findRenders(db: Db, ids: number[]): Promise<RenderRow[]> {
  if (ids.length === 0) return [];
  return db.select().from(printRenders).where(inArray(printRenders.orderProductId, ids));
}

/**
 * Marks the orders whose files wait and that have no job on the queue as sent, and returns them: their jobs
 * are queued next. No job means none yet; one sent longer ago than `lostAfterSeconds` (lost); or one whose
 * worker's hold lapsed since (its replica stopped mid-render, and the queue's retry found the file still held).
 */
export async function takeUnsentOrders(db: Db, lostAfterSeconds: number): Promise<number[]> {
  const rows = await db
    .update(printRenders)
    .set({ sentAt: new Date() })
    .where(
      and(
        eq(printRenders.state, 'waiting'),
        or(
          isNull(printRenders.sentAt),
          lt(printRenders.sentAt, sql`now() - make_interval(secs => ${lostAfterSeconds})`),
          and(lt(printRenders.claimedUntil, sql`now()`), lt(printRenders.sentAt, printRenders.claimedUntil)),
        ),
      ),
    )
    .returning({ orderId: printRenders.orderId });
  return [...new Set(rows.map((row) => row.orderId))];
}

/**
 * Takes a file to render for `seconds`: true when it is in one of the states `from` and nobody else holds it.
 * A file without a row (its order was paid before files were rendered on the queue) is taken too. Workers
 * take only waiting files, so each is rendered once; a download also takes a failed one (its cause may be
 * fixed) or a ready one whose file is gone.
 */
export async function claimRender(
  db: Db,
  file: { lineId: number; orderId: number; side: DesignSide },
  seconds: number,
  from: readonly RenderState[],
): Promise<boolean> {
  const until = sql`now() + make_interval(secs => ${seconds})`;
  const rows = await db
    .insert(printRenders)
    .values({ orderProductId: file.lineId, side: file.side, orderId: file.orderId, claimedUntil: until })
    .onConflictDoUpdate({
      target: [printRenders.orderProductId, printRenders.side],
      set: { state: 'waiting', problem: null, claimedUntil: until },
      setWhere: and(
        inArray(printRenders.state, [...from]),
        or(isNull(printRenders.claimedUntil), lt(printRenders.claimedUntil, sql`now()`)),
      ),
    })
    .returning({ side: printRenders.side });
  return rows.length > 0;
}

/** Ends a render: ready, or failed with its problem; the hold is let go either way. */
export async function finishRender(
  db: Db,
  file: { lineId: number; side: DesignSide },
  end: { state: 'ready' } | { state: 'failed'; problem: PrintFileProblem },
): Promise<void> {
  await db
    .update(printRenders)
    .set({ state: end.state, problem: end.state === 'failed' ? end.problem : null, claimedUntil: null })
    .where(and(eq(printRenders.orderProductId, file.lineId), eq(printRenders.side, file.side)));
}

/**
 * Fails the files of an order still waiting and held by nobody: its job was given up (its workers died again
 * and again). Returns their lines, for flagging; a download can still try them.
 */
export async function failWaiting(db: Db, orderId: number): Promise<number[]> {
  const rows = await db
    .update(printRenders)
    .set({ state: 'failed', problem: 'RENDER_FAILED', claimedUntil: null })
    .where(
      and(
        eq(printRenders.orderId, orderId),
        eq(printRenders.state, 'waiting'),
        or(isNull(printRenders.claimedUntil), lt(printRenders.claimedUntil, sql`now()`)),
      ),
    )
    .returning({ lineId: printRenders.orderProductId });
  return [...new Set(rows.map((row) => row.lineId))];
}
