import { announceChange, cacheTags } from '@seed/db/cache-changes';
import type { Db } from '@seed/db/client';
import { embroideryIcons } from '@seed/db/schema/embroidery';
import { media } from '@seed/db/schema/media';
import { DomainError } from '@seed/domain/errors';
import { asc, eq, getTableColumns } from 'drizzle-orm';
import { mediaColumns } from '../../http/media';
import type { StaffAct } from '../../http/staff-act';
import { assertStaffPicture } from '../media/service';

export type IconFields = Omit<typeof embroideryIcons.$inferInsert, 'id'> & { mediaId: number | null };

const notFound = (id: number) =>
  new DomainError('NOT_FOUND', `Embroidery icon ${id} not found`, { reason: 'CATALOGUE_ICON_NOT_FOUND' });

// The studio offers the icons from a cached list.
const TAGS = [cacheTags.catalogue];

const { mediaId: _mediaId, ...columns } = getTableColumns(embroideryIcons);

/** Every embroidery icon, active or not, in order, with its picture: the desk's list. */
export async function listAllIcons(db: Db, onlyId?: number) {
  return db
    .select({ ...columns, media: mediaColumns(media) })
    .from(embroideryIcons)
    .leftJoin(media, eq(media.id, embroideryIcons.mediaId))
    .where(onlyId === undefined ? undefined : eq(embroideryIcons.id, onlyId))
    .orderBy(asc(embroideryIcons.rank), asc(embroideryIcons.id));
}

async function one(db: Db, id: number) {
  const [row] = await listAllIcons(db, id);
  if (!row) throw notFound(id);
  return row;
}

export async function createIcon(db: Db, fields: IconFields, act: StaffAct) {
  const id = await db.transaction(async (tx) => {
    await assertStaffPicture(tx, fields.mediaId, act.staffId, null);
    const [row] = await tx.insert(embroideryIcons).values(fields).returning({ id: embroideryIcons.id });
    if (!row) throw new Error('nothing inserted');
    await act.recordAudit(tx, {
      staffId: act.staffId,
      action: 'embroidery-icon.create',
      recordType: 'embroidery-icon',
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

export async function updateIcon(db: Db, id: number, fields: IconFields, act: StaffAct) {
  await db.transaction(async (tx) => {
    const [before] = await tx.select().from(embroideryIcons).where(eq(embroideryIcons.id, id)).for('update');
    if (!before) throw notFound(id);
    await assertStaffPicture(tx, fields.mediaId, act.staffId, before.mediaId);
    const changed = (Object.keys(fields) as (keyof IconFields)[]).filter(
      (key) => before[key] !== fields[key],
    );
    if (changed.length === 0) return;
    await tx.update(embroideryIcons).set(fields).where(eq(embroideryIcons.id, id));
    await act.recordAudit(tx, {
      staffId: act.staffId,
      action: 'embroidery-icon.edit',
      recordType: 'embroidery-icon',
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
