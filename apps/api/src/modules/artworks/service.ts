import type { Db } from '@seed/db/client';
import { artworks, artworkTopics, topics } from '@seed/db/schema/artworks';
import { media } from '@seed/db/schema/media';
import type { Paging } from '@seed/domain/paging';
import { type AnyColumn, and, asc, desc, eq, exists, inArray, isNull, or, sql } from 'drizzle-orm';
import { mediaColumns } from '../../http/media';
import { pageOf } from '../../http/page';
import { textSearch } from '../../http/text-search';
import { joinActiveArtist } from '../artists/service';
import { recentViews } from '../views/service';

/**
 * For other modules' listings: left join `table` on `on` and keep the rows where `isVisible` holds (no
 * artwork, or an active and approved one). A join, not EXISTS: Postgres turns `col IS NULL OR EXISTS (…)`
 * into a full scan, while a join probes the primary key of each row a page keeps.
 */
export function joinListedArtwork(column: AnyColumn) {
  return {
    table: artworks,
    on: eq(artworks.id, column),
    isVisible: or(isNull(column), and(eq(artworks.isActive, true), eq(artworks.isApproved, true))),
  };
}

/** A condition: the artwork in `column` is filed under the topic (a semi-join Postgres plans well). */
export function hasTopic(db: Db, column: AnyColumn, topicId: number) {
  return exists(
    db
      .select({ one: sql`1` })
      .from(artworkTopics)
      .where(and(eq(artworkTopics.artworkId, column), eq(artworkTopics.topicId, topicId))),
  );
}

/** One listed artwork with its image, for a product page. */
export async function findArtworkSummary(db: Db, id: number) {
  const [row] = await db
    .select({
      id: artworks.id,
      title: artworks.title,
      titleAr: artworks.titleAr,
      description: artworks.description,
      descriptionAr: artworks.descriptionAr,
      slug: artworks.slug,
      media: mediaColumns(media),
    })
    .from(artworks)
    .leftJoin(media, eq(media.id, artworks.mediaId))
    .where(and(eq(artworks.id, id), eq(artworks.isActive, true), eq(artworks.isApproved, true)));
  return row ?? null;
}

const artist = joinActiveArtist(artworks.artistId);

// The artist's own row decides, not only its copy on the artwork, which a missed update could leave stale.
const isListed = and(
  eq(artworks.isActive, true),
  eq(artworks.isApproved, true),
  eq(artworks.isArtistActive, true),
  artist.isVisible,
)!;

function selectListed(db: Db) {
  return db
    .select({
      id: artworks.id,
      title: artworks.title,
      titleAr: artworks.titleAr,
      description: artworks.description,
      descriptionAr: artworks.descriptionAr,
      slug: artworks.slug,
      isActive: artworks.isActive,
      isApproved: artworks.isApproved,
      isArtistActive: artworks.isArtistActive,
      isNotifiUsers: artworks.isNotifiUsers,
      artworkBackgroundColorId: artworks.artworkBackgroundColorId,
      artwork_purchase_number: artworks.artwork_purchase_number,
      likes: artworks.likes,
      createdAt: artworks.createdAt,
      media: mediaColumns(media),
      artist: artist.summary,
    })
    .from(artworks)
    .innerJoin(artist.table, artist.on)
    .leftJoin(media, eq(media.id, artworks.mediaId))
    .$dynamic();
}

/**
 * Of `mediaIds`, the images of listed artworks: public art a shopper may put on their own product (the
 * studio opened on a catalogue product starts from its artwork).
 */
export async function listedArtworkMediaIds(db: Db, mediaIds: number[]): Promise<Set<number>> {
  if (mediaIds.length === 0) return new Set();
  const rows = await db
    .select({ mediaId: artworks.mediaId })
    .from(artworks)
    .innerJoin(artist.table, artist.on)
    .where(and(inArray(artworks.mediaId, mediaIds), isListed));
  return new Set(rows.flatMap((row) => (row.mediaId === null ? [] : [row.mediaId])));
}

const newestFirst = [desc(artworks.createdAt), desc(artworks.id)];

// `ids` keeps only those artworks (a shopper's favourites); the listing rules still apply.
type ArtworkFilter = { search?: string; artistId?: number; ids?: number[] };

/** Listed artworks, newest first, or the most relevant first when searching. */
export async function listArtworks(db: Db, filter: ArtworkFilter & Paging) {
  const search = await textSearch(db, artworks.searchText, filter.search);
  const rows = await selectListed(db)
    .where(
      and(
        isListed,
        search?.matches,
        filter.artistId === undefined ? undefined : eq(artworks.artistId, filter.artistId),
        filter.ids === undefined ? undefined : inArray(artworks.id, filter.ids),
      ),
    )
    .orderBy(...(search ? [desc(search.relevance)] : []), ...newestFirst)
    .limit(filter.limit + 1)
    .offset(filter.offset);
  return pageOf(rows, filter);
}

const POPULAR_DAYS = 30;
// A purchase says more than a like, and a like more than a look.
const PURCHASE_WEIGHT = 20;
const LIKE_WEIGHT = 5;

type FeaturedFilter = { search?: string; frontPage?: boolean };

/**
 * Listed artworks by popularity (purchases, likes and last month's views), the most relevant first when
 * searching. For the front page the featured ones come first, then each artist's best before anyone's
 * second, so one prolific artist does not fill the home page's strip.
 */
export async function listFeaturedArtworks(db: Db, filter: FeaturedFilter & Paging) {
  const search = await textSearch(db, artworks.searchText, filter.search);
  const views = recentViews(db, 'artwork', POPULAR_DAYS);
  const popularity = sql`${artworks.artwork_purchase_number} * ${PURCHASE_WEIGHT}
    + ${artworks.likes} * ${LIKE_WEIGHT} + coalesce(${views.views}, 0)`;
  const order = [...(search ? [desc(search.relevance)] : []), desc(popularity), desc(artworks.id)];
  const artistRank = sql`row_number() over (partition by ${artworks.artistId} order by ${sql.join(order, sql`, `)})`;
  const rows = await selectListed(db)
    .leftJoin(views, eq(views.targetId, artworks.id))
    .where(and(isListed, search?.matches))
    // The back office's featured artworks lead the front page, by their rank; then each artist's best.
    .orderBy(
      ...(filter.frontPage ? [sql`${artworks.featuredRank} asc nulls last`, asc(artistRank)] : []),
      ...order,
    )
    .limit(filter.limit + 1)
    .offset(filter.offset);
  return pageOf(rows, filter);
}

/** A listed artwork with its active topics, or null. */
export async function findArtwork(db: Db, id: number) {
  const [[row], topicLinks] = await Promise.all([
    selectListed(db).where(and(eq(artworks.id, id), isListed)),
    db
      .select({
        topicId: artworkTopics.topicId,
        artworkId: artworkTopics.artworkId,
        topic: { id: topics.id, name_en: topics.name_en, name_ar: topics.name_ar, color: topics.color },
      })
      .from(artworkTopics)
      .innerJoin(topics, eq(topics.id, artworkTopics.topicId))
      .where(and(eq(artworkTopics.artworkId, id), eq(topics.isActive, true)))
      .orderBy(asc(topics.order), asc(topics.id)),
  ]);
  return row ? { ...row, topics: topicLinks } : null;
}

/**
 * Keeps artworks' like counts in step with the favourites that name them, since featured artworks rank by
 * likes. Called inside the favourite's own transaction.
 */
export async function changeArtworkLikes(db: Db, ids: number[], delta: 1 | -1): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(artworks)
    .set({ likes: sql`greatest(${artworks.likes} + ${delta}, 0)` })
    .where(inArray(artworks.id, ids));
}
