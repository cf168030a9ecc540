import type { Db } from '@seed/db/client';
import { artists } from '@seed/db/schema/artists';
import { media } from '@seed/db/schema/media';
import { type AnyColumn, and, eq, inArray, isNull, or } from 'drizzle-orm';
import { mediaColumns } from '../../http/media';

/**
 * For other modules' listings: left join `table` on `on`, keep the rows where `isVisible` holds (no artist, or
 * an active one) and select `summary`. A join, not EXISTS: Postgres turns `col IS NULL OR EXISTS (…)` into a
 * full scan, while a join probes the primary key of each row a page keeps.
 */
export function joinActiveArtist(column: AnyColumn) {
  return {
    table: artists,
    on: eq(artists.id, column),
    isVisible: or(isNull(column), eq(artists.isActive, true)),
    summary: {
      id: artists.id,
      displayNameEn: artists.displayNameEn,
      displayNameAr: artists.displayNameAr,
      subdomain: artists.subdomain,
    },
  };
}

/** Names and avatars of active artists, for cards and product pages. */
export async function findArtistSummaries(db: Db, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: artists.id,
      displayNameEn: artists.displayNameEn,
      displayNameAr: artists.displayNameAr,
      subdomain: artists.subdomain,
      media: mediaColumns(media),
    })
    .from(artists)
    .leftJoin(media, eq(media.id, artists.avatarMediaId))
    .where(and(inArray(artists.id, [...new Set(ids)]), eq(artists.isActive, true)));
}
