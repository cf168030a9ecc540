import type { Db } from '@seed/db/client';
import { banners, carouselItems } from '@seed/db/schema/marketing';
import { media } from '@seed/db/schema/media';
import { asc, eq } from 'drizzle-orm';
import { mediaColumns } from '../../http/media';

export async function listCarouselItems(db: Db) {
  return db
    .select({
      id: carouselItems.id,
      name: carouselItems.name,
      nameAr: carouselItems.nameAr,
      forwardingURLWeb: carouselItems.forwardingURLWeb,
      isActive: carouselItems.isActive,
      mediaWeb: mediaColumns(media),
    })
    .from(carouselItems)
    .leftJoin(media, eq(media.id, carouselItems.mediaWebId))
    .where(eq(carouselItems.isActive, true))
    .orderBy(asc(carouselItems.rank), asc(carouselItems.id));
}

export async function listBanners(db: Db) {
  return db
    .select({
      id: banners.id,
      nameEn: banners.nameEn,
      nameAr: banners.nameAr,
      forwardingURLWeb: banners.forwardingURLWeb,
      forwardingURL: banners.forwardingURL,
      backgroundColor: banners.backgroundColor,
      media: mediaColumns(media),
    })
    .from(banners)
    .leftJoin(media, eq(media.id, banners.mediaId))
    .where(eq(banners.isActive, true))
    .orderBy(asc(banners.rank), asc(banners.id));
}
