import type { Db } from '@seed/db/client';
import { artworks, artworkTopics } from '@seed/db/schema/artworks';
import { media } from '@seed/db/schema/media';
import { type AnyColumn, and, eq, exists, isNull, or, sql } from 'drizzle-orm';
import { mediaColumns } from '../../http/media';

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
