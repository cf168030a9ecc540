import { randomUUID } from 'node:crypto';
import type { Db } from '@seed/db/client';
import { backgroundRemovals } from '@seed/db/schema/media';
import { DomainError } from '@seed/domain/errors';
import type { MediaStore } from '@seed/media/store';
import { and, eq, isNull, lt, sql } from 'drizzle-orm';

export type JobStatus = 'queued' | 'running' | 'done' | 'failed';

export type Removal = typeof backgroundRemovals.$inferSelect;

export type RemovalDeps = {
  db: Db;
  store: MediaStore;
  /** Puts the removal with this id on the job queue. */
  send(id: string): Promise<void>;
};

// A finished job is kept long enough for the studio to poll its result, then forgotten.
const KEEP_MINUTES = 15;
// Each image takes seconds of both cores; a longer queue would only make everyone wait.
const MAX_WAITING = 20;
const MAX_PER_USER = 3;
// Serialises starts across replicas, so two at once cannot both pass the limits (any constant of our own).
const START_LOCK = 0x62_67_72_6d;

/** Where an image waits for its removal, in the media store (any replica's worker reads it from there). */
export const INPUT_FOLDER = 'removal-inputs';
export const inputKey = (id: string) => `${id}.png`;

const active = isNull(backgroundRemovals.finishedAt);

/**
 * Queues a background removal. A user has one job per image at a time: asking again for the same image
 * while its job is open gives that job back. Refused when the user has three open or twenty wait in all.
 */
export async function startRemoval(
  deps: RemovalDeps,
  { userId, source, image }: { userId: number; source: string; image: Buffer },
): Promise<Removal> {
  const id = randomUUID();
  // Stored before the row exists, so no worker ever finds a job without its image.
  await deps.store.put(INPUT_FOLDER, inputKey(id), image, 'image/png');
  const started = await deps.db
    .transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${START_LOCK})`);
      await tx
        .delete(backgroundRemovals)
        .where(lt(backgroundRemovals.finishedAt, sql`now() - make_interval(mins => ${KEEP_MINUTES})`));
      const open = await tx
        .select({
          id: backgroundRemovals.id,
          userId: backgroundRemovals.userId,
          source: backgroundRemovals.source,
        })
        .from(backgroundRemovals)
        .where(active);
      const same = open.find((job) => job.userId === userId && job.source === source);
      if (same) return same.id;
      if (open.filter((job) => job.userId === userId).length >= MAX_PER_USER) {
        throw new DomainError('CONFLICT', 'Wait for your other background removals to finish first.', {
          reason: 'REMOVALS_IN_PROGRESS',
          details: { maxPerUser: MAX_PER_USER },
        });
      }
      if (open.length >= MAX_WAITING) {
        throw new DomainError('CONFLICT', 'Background removal is busy; try again in a minute.', {
          reason: 'REMOVER_BUSY',
        });
      }
      const [row] = await tx.insert(backgroundRemovals).values({ id, userId, source }).returning();
      return row as Removal;
    })
    .catch(async (error: unknown) => {
      await deps.store.delete(INPUT_FOLDER, inputKey(id));
      throw error;
    });
  // The same image's open job: the stored copy is not needed.
  if (typeof started === 'string') {
    await deps.store.delete(INPUT_FOLDER, inputKey(id));
    return (await findRow(deps.db, started)) as Removal;
  }
  try {
    await deps.send(id);
  } catch (error) {
    await finishRemoval(deps, id, { status: 'failed', message: QUEUE_DOWN });
    throw error;
  }
  return started;
}

const QUEUE_DOWN = 'Background removal could not be started. Try again in a minute.';

/** The user's own job; someone else's is as good as unknown. */
export async function findRemoval(db: Db, userId: number, id: string): Promise<Removal | null> {
  const row = await findRow(db, id);
  return row && row.userId === userId ? row : null;
}

async function findRow(db: Db, id: string) {
  const [row] = await db.select().from(backgroundRemovals).where(eq(backgroundRemovals.id, id));
  return row ?? null;
}

/** The open job's image, or null when it has ended (a late retry of a job another worker finished). */
export async function openRemoval(deps: Pick<RemovalDeps, 'db' | 'store'>, id: string) {
  const [row] = await deps.db
    .update(backgroundRemovals)
    .set({ status: 'running' })
    .where(and(eq(backgroundRemovals.id, id), active))
    .returning();
  if (!row) return null;
  const stored = await deps.store.get(INPUT_FOLDER, inputKey(id));
  if (!stored) return { row, image: null };
  return { row, image: Buffer.concat(await stored.body.toArray()) };
}

/** Records progress; it never goes back, even when a retry starts the image again. */
export async function recordProgress(db: Db, id: string, fraction: number) {
  await db
    .update(backgroundRemovals)
    .set({ progress: sql`greatest(${backgroundRemovals.progress}, ${Math.min(0.99, fraction)})` })
    .where(and(eq(backgroundRemovals.id, id), active));
}

/** Ends an open job (a job that has ended stays as it is) and lets its image go. */
export async function finishRemoval(
  deps: Pick<RemovalDeps, 'db' | 'store'>,
  id: string,
  end: { status: 'done'; mediaId: number } | { status: 'failed'; message: string },
): Promise<boolean> {
  const ended = await deps.db
    .update(backgroundRemovals)
    .set({ ...end, ...(end.status === 'done' ? { progress: 1 } : {}), finishedAt: new Date() })
    .where(and(eq(backgroundRemovals.id, id), active))
    .returning({ id: backgroundRemovals.id });
  await deps.store.delete(INPUT_FOLDER, inputKey(id));
  return ended.length > 0;
}
