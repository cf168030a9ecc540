import type { Db } from '@seed/db/client';
import { media } from '@seed/db/schema/media';
import { reviews } from '@seed/db/schema/reviews';
import type { Paging } from '@seed/domain/paging';
import { asc, eq } from 'drizzle-orm';
import { mediaColumns } from '../../http/media';
import { pageOf } from '../../http/page';

/** The shop's active testimonials, by rank. */
export async function listReviews(db: Db, paging: Paging) {
  const rows = await db
    .select({
      id: reviews.id,
      name: reviews.name,
      text: reviews.text,
      rating: reviews.rating,
      rank: reviews.rank,
      createdAt: reviews.createdAt,
      media: mediaColumns(media),
    })
    .from(reviews)
    .leftJoin(media, eq(media.id, reviews.mediaId))
    .where(eq(reviews.isActive, true))
    .orderBy(asc(reviews.rank), asc(reviews.id))
    .limit(paging.limit + 1)
    .offset(paging.offset);
  return pageOf(rows, paging);
}
