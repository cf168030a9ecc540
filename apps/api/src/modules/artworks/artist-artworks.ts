import type { Db } from '@seed/db/client';
import { artworks, artworkTopics, topics } from '@seed/db/schema/artworks';
import { media } from '@seed/db/schema/media';
import type { ArtworkPlacement } from '@seed/domain/artwork-placement';
import { type ArtworkReview, artworkReview } from '@seed/domain/artwork-review';
import type { Paging } from '@seed/domain/paging';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { mediaColumns } from '../../http/media';
import { pageOf } from '../../http/page';

/** The artist's artworks, active or not, approved or waiting, newest first. */
export async function listArtistArtworks(db: Db, artistId: number, paging: Paging) {
  const rows = await db
    .select({
      id: artworks.id,
      title: artworks.title,
      titleAr: artworks.titleAr,
      slug: artworks.slug,
      isActive: artworks.isActive,
      isApproved: artworks.isApproved,
      setAside: artworks.setAside,
      createdAt: artworks.createdAt,
      media: mediaColumns(media),
    })
    .from(artworks)
    .leftJoin(media, eq(media.id, artworks.mediaId))
    .where(eq(artworks.artistId, artistId))
    .orderBy(desc(artworks.createdAt), desc(artworks.id))
    .limit(paging.limit + 1)
    .offset(paging.offset);
  return pageOf(
    rows.map(({ setAside, ...row }) => ({ ...row, review: artworkReview({ ...row, setAside }) })),
    paging,
  );
}

/** Switches one of the artist's artworks on or off (its products follow it in the shop); false when not theirs. */
export async function setArtistArtworkActive(db: Db, artistId: number, artworkId: number, isActive: boolean) {
  const rows = await db
    .update(artworks)
    .set({ isActive })
    .where(and(eq(artworks.id, artworkId), eq(artworks.artistId, artistId)))
    .returning({ id: artworks.id });
  return rows.length > 0;
}

/** Where each of these artworks stands with the moderators and whether it is shown, by id: what the artist's products depend on. */
export async function artworkStandings(db: Db, artworkIds: readonly number[]) {
  if (artworkIds.length === 0) return new Map<number, { review: ArtworkReview; isActive: boolean }>();
  const rows = await db
    .select({
      id: artworks.id,
      isApproved: artworks.isApproved,
      setAside: artworks.setAside,
      isActive: artworks.isActive,
    })
    .from(artworks)
    .where(inArray(artworks.id, [...artworkIds]));
  return new Map(rows.map(({ id, isActive, ...row }) => [id, { review: artworkReview(row), isActive }]));
}

/** The artist's artwork ids, as a subquery for counting what happened to them. */
export function artistArtworkIds(db: Db, artistId: number) {
  return db.select({ id: artworks.id }).from(artworks).where(eq(artworks.artistId, artistId));
}

/** How many artworks the artist has, and how many of them wait for approval. */
export async function countArtistArtworks(db: Db, artistId: number) {
  const [row] = await db
    .select({
      total: sql<number>`count(*)::int`,
      waiting: sql<number>`(count(*) filter (where not ${artworks.isApproved} and ${artworks.setAside} is null))::int`,
    })
    .from(artworks)
    .where(eq(artworks.artistId, artistId));
  return { total: row?.total ?? 0, waiting: row?.waiting ?? 0 };
}

/** The ids among `ids` of topics a new artwork may be filed under (active ones). */
export async function findActiveTopicIds(db: Db, ids: number[]) {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: topics.id })
    .from(topics)
    .where(and(inArray(topics.id, ids), eq(topics.isActive, true)));
  return rows.map((row) => row.id);
}

export type NewArtwork = {
  artistId: number;
  title: string;
  titleAr: string;
  description: string;
  descriptionAr: string;
  slug: string;
  mediaId: number;
  topicIds: number[];
  searchText: string;
  placement: ArtworkPlacement;
  /** The artist's margin per product, KWD fils (issue 22); the column's default when not given. */
  margin?: number;
};

/** A new artwork, waiting for approval, filed under its topics. Call inside the publishing transaction. */
export async function insertArtwork(db: Db, artwork: NewArtwork) {
  const { topicIds, ...values } = artwork;
  const [row] = await db
    .insert(artworks)
    .values({ ...values, isApproved: false })
    .returning({
      id: artworks.id,
      title: artworks.title,
      titleAr: artworks.titleAr,
      slug: artworks.slug,
      isActive: artworks.isActive,
      isApproved: artworks.isApproved,
      setAside: artworks.setAside,
      createdAt: artworks.createdAt,
    });
  if (topicIds.length > 0)
    await db.insert(artworkTopics).values(topicIds.map((topicId) => ({ artworkId: row!.id, topicId })));
  const { setAside, ...inserted } = row!;
  return { ...inserted, review: artworkReview({ ...inserted, setAside }), decision: null };
}
