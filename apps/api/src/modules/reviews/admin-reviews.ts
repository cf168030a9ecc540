import { announceChange, cacheTags } from '@seed/db/cache-changes';
import type { Db } from '@seed/db/client';
import { media } from '@seed/db/schema/media';
import { reviews } from '@seed/db/schema/reviews';
import { DomainError } from '@seed/domain/errors';
import { asc, eq, getTableColumns } from 'drizzle-orm';
import { mediaColumns } from '../../http/media';
import type { StaffAct } from '../../http/staff-act';
import { assertStaffPicture } from '../media/service';

export type ReviewFields = Omit<typeof reviews.$inferInsert, 'id' | 'createdAt'> & { mediaId: number | null };

const notFound = (id: number) =>
  new DomainError('NOT_FOUND', `Review ${id} not found`, { reason: 'CATALOGUE_REVIEW_NOT_FOUND' });

// Reviews are a block of the home page.
const TAGS = [cacheTags.content];

// The picture comes joined; the date a review was added is not the desk's to show or edit.
const { mediaId: _mediaId, createdAt: _createdAt, ...columns } = getTableColumns(reviews);

/** Every review, active or not, in order, with its picture: the desk's list. */
export async function listAllReviews(db: Db, onlyId?: number) {
  return db
    .select({ ...columns, media: mediaColumns(media) })
    .from(reviews)
    .leftJoin(media, eq(media.id, reviews.mediaId))
    .where(onlyId === undefined ? undefined : eq(reviews.id, onlyId))
    .orderBy(asc(reviews.rank), asc(reviews.id));
}

async function one(db: Db, id: number) {
  const [row] = await listAllReviews(db, id);
  if (!row) throw notFound(id);
  return row;
}

export async function createReview(db: Db, fields: ReviewFields, act: StaffAct) {
  const id = await db.transaction(async (tx) => {
    await assertStaffPicture(tx, fields.mediaId, act.staffId, null);
    const [row] = await tx.insert(reviews).values(fields).returning({ id: reviews.id });
    if (!row) throw new Error('nothing inserted');
    await act.recordAudit(tx, {
      staffId: act.staffId,
      action: 'review.create',
      recordType: 'review',
      recordId: row.id,
      before: null,
      after: fields,
      reason: act.reason,
      requestId: act.requestId,
    });
    await announceChange(tx, TAGS);
    return row.id;
  });
  return one(db, id);
}

export async function updateReview(db: Db, id: number, fields: ReviewFields, act: StaffAct) {
  await db.transaction(async (tx) => {
    const [before] = await tx.select().from(reviews).where(eq(reviews.id, id)).for('update');
    if (!before) throw notFound(id);
    await assertStaffPicture(tx, fields.mediaId, act.staffId, before.mediaId);
    const changed = (Object.keys(fields) as (keyof ReviewFields)[]).filter(
      (key) => before[key] !== fields[key],
    );
    if (changed.length === 0) return;
    await tx.update(reviews).set(fields).where(eq(reviews.id, id));
    await act.recordAudit(tx, {
      staffId: act.staffId,
      action: 'review.edit',
      recordType: 'review',
      recordId: id,
      before: Object.fromEntries(changed.map((key) => [key, before[key]])),
      after: Object.fromEntries(changed.map((key) => [key, fields[key]])),
      reason: act.reason,
      requestId: act.requestId,
    });
    await announceChange(tx, TAGS);
  });
  return one(db, id);
}
