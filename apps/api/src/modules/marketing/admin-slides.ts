import type { SlideBody } from '@seed/contract/admin-content';
import { announceChange, cacheTags } from '@seed/db/cache-changes';
import type { Db } from '@seed/db/client';
import { carouselItems } from '@seed/db/schema/marketing';
import { media } from '@seed/db/schema/media';
import { DomainError } from '@seed/domain/errors';
import { asc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { mediaColumns } from '../../http/media';
import { recordAudit } from '../staff/audit';
import { checkDates, checkPicture, dateOrNull, type StaffAct } from './admin-pictures';

const mediaAr = alias(media, 'media_ar');

const notFound = (id: number) =>
  new DomainError('NOT_FOUND', `Slide ${id} not found`, { reason: 'SLIDE_NOT_FOUND' });

function selectSlides(db: Db) {
  return db
    .select({
      id: carouselItems.id,
      nameEn: carouselItems.name,
      nameAr: carouselItems.nameAr,
      link: carouselItems.forwardingURLWeb,
      backgroundColor: carouselItems.backgroundColor,
      rank: carouselItems.rank,
      isActive: carouselItems.isActive,
      startsAt: carouselItems.startsAt,
      endsAt: carouselItems.endsAt,
      media: mediaColumns(media),
      mediaAr: mediaColumns(mediaAr),
    })
    .from(carouselItems)
    .leftJoin(media, eq(media.id, carouselItems.mediaWebId))
    .leftJoin(mediaAr, eq(mediaAr.id, carouselItems.mediaWebArId));
}

export const listSlides = (db: Db) =>
  selectSlides(db).orderBy(asc(carouselItems.rank), asc(carouselItems.id));

export async function findSlide(db: Db, id: number) {
  const [row] = await selectSlides(db).where(eq(carouselItems.id, id));
  if (!row) throw notFound(id);
  return row;
}

const columnsOf = (body: SlideBody) => ({
  name: body.nameEn,
  nameAr: body.nameAr,
  forwardingURLWeb: body.link,
  backgroundColor: body.backgroundColor,
  mediaWebId: body.mediaId,
  mediaWebArId: body.mediaArId,
  rank: body.rank,
  isActive: body.isActive,
  startsAt: dateOrNull(body.startsAt),
  endsAt: dateOrNull(body.endsAt),
});

// The reason goes to the audit row's own column, not into what changed.
const fields = ({ reason: _, ...rest }: SlideBody) => rest;

/** Adds a slide, its audit row and the change notice in one transaction. */
export async function createSlide(db: Db, body: SlideBody, act: StaffAct) {
  checkDates(body.startsAt, body.endsAt);
  const id = await db.transaction(async (tx) => {
    await checkPicture(tx, act.staffId, body.mediaId, null);
    await checkPicture(tx, act.staffId, body.mediaArId, null);
    const [row] = await tx.insert(carouselItems).values(columnsOf(body)).returning({ id: carouselItems.id });
    if (!row) throw new Error('no slide inserted');
    await recordAudit(tx, {
      ...act,
      action: 'slide.create',
      recordType: 'slide',
      recordId: row.id,
      before: null,
      after: fields(body),
    });
    await announceChange(tx, [cacheTags.content]);
    return row.id;
  });
  return findSlide(db, id);
}

/** Changes a slide under its row lock, with its audit row (before and after) and the change notice. */
export async function updateSlide(db: Db, id: number, body: SlideBody, act: StaffAct) {
  checkDates(body.startsAt, body.endsAt);
  await db.transaction(async (tx) => {
    const [current] = await tx.select().from(carouselItems).where(eq(carouselItems.id, id)).for('update');
    if (!current) throw notFound(id);
    await checkPicture(tx, act.staffId, body.mediaId, current.mediaWebId);
    await checkPicture(tx, act.staffId, body.mediaArId, current.mediaWebArId);
    await tx.update(carouselItems).set(columnsOf(body)).where(eq(carouselItems.id, id));
    await recordAudit(tx, {
      ...act,
      action: 'slide.update',
      recordType: 'slide',
      recordId: id,
      before: current,
      after: columnsOf(body),
    });
    await announceChange(tx, [cacheTags.content]);
  });
  return findSlide(db, id);
}

export async function deleteSlide(db: Db, id: number, act: StaffAct) {
  await db.transaction(async (tx) => {
    const [gone] = await tx.delete(carouselItems).where(eq(carouselItems.id, id)).returning();
    if (!gone) throw notFound(id);
    await recordAudit(tx, {
      ...act,
      action: 'slide.delete',
      recordType: 'slide',
      recordId: id,
      before: gone,
      after: null,
    });
    await announceChange(tx, [cacheTags.content]);
  });
}
