import type { Db } from '@seed/db/client';
import { artists } from '@seed/db/schema/artists';
import { media } from '@seed/db/schema/media';
import type { Paging } from '@seed/domain/paging';
import { type AnyColumn, and, asc, desc, eq, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { mediaColumns } from '../../http/media';
import { pageOf } from '../../http/page';
import { artistSearch } from './name-search';

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

const avatar = alias(media, 'avatar_media');
const background = alias(media, 'background_media');

function selectActiveArtists(db: Db, where: SQL | undefined) {
  return db
    .select({
      id: artists.id,
      displayNameEn: artists.displayNameEn,
      displayNameAr: artists.displayNameAr,
      subdomain: artists.subdomain,
      myselfEn: artists.myselfEn,
      myselfAr: artists.myselfAr,
      jobEn: artists.jobEn,
      jobAr: artists.jobAr,
      isFeatured: artists.isFeatured,
      media: mediaColumns(avatar),
      background: mediaColumns(background),
    })
    .from(artists)
    .leftJoin(avatar, eq(avatar.id, artists.avatarMediaId))
    .leftJoin(background, eq(background.id, artists.backgroundMediaId))
    .where(and(eq(artists.isActive, true), where))
    .$dynamic();
}

// The admin's rank first; the id keeps pages stable when ranks tie.
const artistOrder = [asc(artists.rank), asc(artists.id)];

/** Active artists by rank, or the most relevant first when searching; `ids` keeps only those (favourites). */
export async function listArtists(db: Db, filter: { search?: string; ids?: number[] } & Paging) {
  const search = await artistSearch(db, filter.search);
  const only = filter.ids === undefined ? undefined : inArray(artists.id, filter.ids);
  const rows = await selectActiveArtists(db, and(search?.matches, only))
    .orderBy(...(search ? [desc(search.relevance)] : []), ...artistOrder)
    .limit(filter.limit + 1)
    .offset(filter.offset);
  return pageOf(rows, filter);
}

export async function listFeaturedArtists(db: Db, paging: Paging) {
  const rows = await selectActiveArtists(db, eq(artists.isFeatured, true))
    .orderBy(...artistOrder)
    .limit(paging.limit + 1)
    .offset(paging.offset);
  return pageOf(rows, paging);
}

/** An active artist by id, or null. */
export async function findArtist(db: Db, id: number) {
  const [row] = await selectActiveArtists(db, eq(artists.id, id));
  return row ?? null;
}

/** An active artist by the subdomain of their shop, given lower-cased, or null. */
export async function findArtistBySubdomain(db: Db, subdomain: string) {
  // Compared lower-cased on both sides: host names are case-insensitive, whatever case was stored.
  const [row] = await selectActiveArtists(db, sql`lower(${artists.subdomain}) = ${subdomain}`);
  return row ?? null;
}
