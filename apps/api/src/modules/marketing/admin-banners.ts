import type { BannerBody } from '@seed/contract/admin-content';
import { announceChange, cacheTags } from '@seed/db/cache-changes';
import type { Db } from '@seed/db/client';
import { banners } from '@seed/db/schema/marketing';
import { media } from '@seed/db/schema/media';
import { DomainError } from '@seed/domain/errors';
import { asc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { mediaColumns } from '../../http/media';
import { recordAudit } from '../staff/audit';
import { checkDates, checkPicture, dateOrNull, type StaffAct } from './admin-pictures';

const mediaAr = alias(media, 'media_ar');

const notFound = (id: number) =>
  new DomainError('NOT_FOUND', `Banner ${id} not found`, { reason: 'BANNER_NOT_FOUND' });

function selectBanners(db: Db) {
  return db
    .select({
      id: banners.id,
      nameEn: banners.nameEn,
      nameAr: banners.nameAr,
      link: banners.forwardingURLWeb,
      appLink: banners.forwardingURL,
      backgroundColor: banners.backgroundColor,
      rank: banners.rank,
      isActive: banners.isActive,
      startsAt: banners.startsAt,
      endsAt: banners.endsAt,
      media: mediaColumns(media),
      mediaAr: mediaColumns(mediaAr),
    })
    .from(banners)
    .leftJoin(media, eq(media.id, banners.mediaId))
    .leftJoin(mediaAr, eq(mediaAr.id, banners.mediaArId));
}

export type BannerRow = Awaited<ReturnType<typeof findBanner>>;

export const listBanners = (db: Db) => selectBanners(db).orderBy(asc(banners.rank), asc(banners.id));

export async function findBanner(db: Db, id: number) {
  const [row] = await selectBanners(db).where(eq(banners.id, id));
  if (!row) throw notFound(id);
  return row;
}

const columnsOf = (body: BannerBody) => ({
  nameEn: body.nameEn,
  nameAr: body.nameAr,
  forwardingURLWeb: body.link,
  forwardingURL: body.appLink,
  backgroundColor: body.backgroundColor,
  mediaId: body.mediaId,
  mediaArId: body.mediaArId,
  rank: body.rank,
  isActive: body.isActive,
  startsAt: dateOrNull(body.startsAt),
  endsAt: dateOrNull(body.endsAt),
});

// The reason goes to the audit row's own column, not into what changed.
const fields = ({ reason: _, ...rest }: BannerBody) => rest;

/** Adds a banner, its audit row and the change notice in one transaction. */
export async function createBanner(db: Db, body: BannerBody, act: StaffAct) {
  checkDates(body.startsAt, body.endsAt);
  const id = await db.transaction(async (tx) => {
    await checkPicture(tx, act.staffId, body.mediaId, null);
    await checkPicture(tx, act.staffId, body.mediaArId, null);
    const [row] = await tx.insert(banners).values(columnsOf(body)).returning({ id: banners.id });
    if (!row) throw new Error('no banner inserted');
    await recordAudit(tx, {
      ...act,
      action: 'banner.create',
      recordType: 'banner',
      recordId: row.id,
      before: null,
      after: fields(body),
    });
    await announceChange(tx, [cacheTags.content]);
    return row.id;
  });
  return findBanner(db, id);
}

/** Changes a banner under its row lock, with its audit row (before and after) and the change notice. */
export async function updateBanner(db: Db, id: number, body: BannerBody, act: StaffAct) {
  checkDates(body.startsAt, body.endsAt);
  await db.transaction(async (tx) => {
    const [current] = await tx.select().from(banners).where(eq(banners.id, id)).for('update');
    if (!current) throw notFound(id);
    await checkPicture(tx, act.staffId, body.mediaId, current.mediaId);
    await checkPicture(tx, act.staffId, body.mediaArId, current.mediaArId);
    await tx.update(banners).set(columnsOf(body)).where(eq(banners.id, id));
    await recordAudit(tx, {
      ...act,
      action: 'banner.update',
      recordType: 'banner',
      recordId: id,
      before: current,
      after: columnsOf(body),
    });
    await announceChange(tx, [cacheTags.content]);
  });
  return findBanner(db, id);
}

export async function deleteBanner(db: Db, id: number, act: StaffAct) {
  await db.transaction(async (tx) => {
    const [gone] = await tx.delete(banners).where(eq(banners.id, id)).returning();
    if (!gone) throw notFound(id);
    await recordAudit(tx, {
      ...act,
      action: 'banner.delete',
      recordType: 'banner',
      recordId: id,
      before: gone,
      after: null,
    });
    await announceChange(tx, [cacheTags.content]);
  });
}
