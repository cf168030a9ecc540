import type { Db } from '@seed/db/client';
import { embroideryIcons } from '@seed/db/schema/embroidery';
import { media } from '@seed/db/schema/media';
import { asc, eq } from 'drizzle-orm';
import { mediaColumns } from '../../http/media';

export async function listEmbroideryIcons(db: Db) {
  return db
    .select({
      id: embroideryIcons.id,
      mediaId: embroideryIcons.mediaId,
      nameEn: embroideryIcons.nameEn,
      nameAr: embroideryIcons.nameAr,
      isActive: embroideryIcons.isActive,
      media: mediaColumns(media),
    })
    .from(embroideryIcons)
    .leftJoin(media, eq(media.id, embroideryIcons.mediaId))
    .where(eq(embroideryIcons.isActive, true))
    .orderBy(asc(embroideryIcons.rank), asc(embroideryIcons.id));
}
