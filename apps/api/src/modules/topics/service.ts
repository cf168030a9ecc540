import type { Db } from '@seed/db/client';
import { topics } from '@seed/db/schema/artworks';
import { media } from '@seed/db/schema/media';
import { asc, desc, eq } from 'drizzle-orm';
import { mediaColumns } from '../../http/media';

export async function listTopics(db: Db, direction: 'asc' | 'desc') {
  const order = direction === 'asc' ? asc : desc;
  return db
    .select({
      id: topics.id,
      name_ar: topics.name_ar,
      name_en: topics.name_en,
      color: topics.color,
      mediaId: topics.mediaId,
      order: topics.order,
      media: mediaColumns(media),
    })
    .from(topics)
    .leftJoin(media, eq(media.id, topics.mediaId))
    .where(eq(topics.isActive, true))
    .orderBy(order(topics.order), order(topics.id));
}
