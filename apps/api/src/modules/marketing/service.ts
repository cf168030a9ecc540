import type { Db } from '@seed/db/client';
import { banners, carouselItems } from '@seed/db/schema/marketing';
import { media } from '@seed/db/schema/media';
import { and, asc, eq, gt, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { mediaColumns } from '../../http/media';

// Each slide and banner has a picture per language; the Arabic one is joined under this name.
const mediaAr = alias(media, 'media_ar');

/** Shown now: active, started (or no start), not ended (or no end). */
const showingNow = (table: typeof carouselItems | typeof banners): SQL =>
  and(
    eq(table.isActive, true),
    or(isNull(table.startsAt), lte(table.startsAt, sql`now()`)),
    or(isNull(table.endsAt), gt(table.endsAt, sql`now()`)),
  ) as SQL;

export async function listCarouselItems(db: Db) {
  return db
    .select({
      id: carouselItems.id,
      name: carouselItems.name,
      nameAr: carouselItems.nameAr,
      forwardingURLWeb: carouselItems.forwardingURLWeb,
      backgroundColor: carouselItems.backgroundColor,
      isActive: carouselItems.isActive,
      mediaWeb: mediaColumns(media),
      mediaWebAr: mediaColumns(mediaAr),
    })
    .from(carouselItems)
    .leftJoin(media, eq(media.id, carouselItems.mediaWebId))
    .leftJoin(mediaAr, eq(mediaAr.id, carouselItems.mediaWebArId))
    .where(showingNow(carouselItems))
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
      mediaAr: mediaColumns(mediaAr),
    })
    .from(banners)
    .leftJoin(media, eq(media.id, banners.mediaId))
    .leftJoin(mediaAr, eq(mediaAr.id, banners.mediaArId))
    .where(showingNow(banners))
    .orderBy(asc(banners.rank), asc(banners.id));
}
