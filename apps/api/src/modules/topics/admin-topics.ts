import { announceChange, cacheTags } from '@seed/db/cache-changes';
import type { Db } from '@seed/db/client';
import { topics } from '@seed/db/schema/artworks';
import { media } from '@seed/db/schema/media';
import { DomainError } from '@seed/domain/errors';
import { asc, eq, getTableColumns } from 'drizzle-orm';
import { mediaColumns } from '../../http/media';
import type { StaffAct } from '../../http/staff-act';
import { assertStaffPicture } from '../media/service';

export type TopicFields = Omit<typeof topics.$inferInsert, 'id'> & { mediaId: number | null };

const notFound = (id: number) =>
  new DomainError('NOT_FOUND', `Topic ${id} not found`, { reason: 'CATALOGUE_TOPIC_NOT_FOUND' });

// Topics label artworks in the shop and its filters: every list may show them.
const TAGS = [cacheTags.catalogue];

const { mediaId: _mediaId, ...columns } = getTableColumns(topics);

/** Every topic, active or not, in order, with its picture: the desk's list. */
export async function listAllTopics(db: Db, onlyId?: number) {
  return db
    .select({ ...columns, media: mediaColumns(media) })
    .from(topics)
    .leftJoin(media, eq(media.id, topics.mediaId))
    .where(onlyId === undefined ? undefined : eq(topics.id, onlyId))
    .orderBy(asc(topics.order), asc(topics.id));
}

async function one(db: Db, id: number) {
  const [row] = await listAllTopics(db, id);
  if (!row) throw notFound(id);
  return row;
}

export async function createTopic(db: Db, fields: TopicFields, act: StaffAct) {
  const id = await db.transaction(async (tx) => {
    await assertStaffPicture(tx, fields.mediaId, act.staffId, null);
    const [row] = await tx.insert(topics).values(fields).returning({ id: topics.id });
    if (!row) throw new Error('nothing inserted');
    await act.recordAudit(tx, {
      staffId: act.staffId,
      action: 'topic.create',
      recordType: 'topic',
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

export async function updateTopic(db: Db, id: number, fields: TopicFields, act: StaffAct) {
  await db.transaction(async (tx) => {
    const [before] = await tx.select().from(topics).where(eq(topics.id, id)).for('update');
    if (!before) throw notFound(id);
    await assertStaffPicture(tx, fields.mediaId, act.staffId, before.mediaId);
    const changed = (Object.keys(fields) as (keyof TopicFields)[]).filter(
      (key) => before[key] !== fields[key],
    );
    if (changed.length === 0) return;
    await tx.update(topics).set(fields).where(eq(topics.id, id));
    await act.recordAudit(tx, {
      staffId: act.staffId,
      action: 'topic.edit',
      recordType: 'topic',
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
