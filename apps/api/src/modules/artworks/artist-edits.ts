import type { Db } from '@seed/db/client';
import { artworks, artworkTopics } from '@seed/db/schema/artworks';
import { media } from '@seed/db/schema/media';
import { type ArtworkPlacement, CENTRED } from '@seed/domain/artwork-placement';
import { artworkReview, canResubmit } from '@seed/domain/artwork-review';
import { DomainError } from '@seed/domain/errors';
import { and, asc, eq } from 'drizzle-orm';
import { mediaColumns } from '../../http/media';
import { listDecisions } from './moderation';

const notFound = (id: number) =>
  new DomainError('NOT_FOUND', `Artwork ${id} not found`, { reason: 'ARTWORK_NOT_FOUND' });

/** One of the artist's artworks as they edit it, with the moderators' decisions newest first; 404 if not theirs. */
export async function findArtistArtwork(db: Db, artistId: number, id: number) {
  const [row] = await db
    .select({
      id: artworks.id,
      title: artworks.title,
      titleAr: artworks.titleAr,
      description: artworks.description,
      descriptionAr: artworks.descriptionAr,
      slug: artworks.slug,
      isActive: artworks.isActive,
      isApproved: artworks.isApproved,
      setAside: artworks.setAside,
      placement: artworks.placement,
      margin: artworks.margin,
      createdAt: artworks.createdAt,
      mediaId: artworks.mediaId,
      media: mediaColumns(media),
    })
    .from(artworks)
    .leftJoin(media, eq(media.id, artworks.mediaId))
    .where(and(eq(artworks.id, id), eq(artworks.artistId, artistId)));
  if (!row) throw notFound(id);
  const [topicRows, decisions] = await Promise.all([
    db
      .select({ topicId: artworkTopics.topicId })
      .from(artworkTopics)
      .where(eq(artworkTopics.artworkId, id))
      .orderBy(asc(artworkTopics.topicId)),
    listDecisions(db, [id]),
  ]);
  const { setAside, placement, ...artwork } = row;
  return {
    ...artwork,
    review: artworkReview({ isApproved: row.isApproved, setAside }),
    placement: placement ?? CENTRED,
    topicIds: topicRows.map((topic) => topic.topicId),
    decisions,
  };
}

export type ArtworkRevision = {
  title: string;
  titleAr: string;
  description: string;
  descriptionAr: string;
  topicIds: number[];
  mediaId: number;
  placement: ArtworkPlacement;
  searchText: string;
};

/**
 * Saves the artist's changes to their artwork, in the caller's transaction, under its row lock. A new picture
 * sends it back to the moderators (out of the shop until approved again); a refused or taken-down artwork,
 * once changed, waits for them again. Returns where it stood before and after.
 */
export async function reviseArtwork(tx: Db, artistId: number, id: number, revision: ArtworkRevision) {
  const [row] = await tx
    .select({ isApproved: artworks.isApproved, setAside: artworks.setAside, mediaId: artworks.mediaId })
    .from(artworks)
    .where(and(eq(artworks.id, id), eq(artworks.artistId, artistId)))
    .for('update');
  if (!row) throw notFound(id);
  const before = artworkReview(row);
  const backToQueue = row.mediaId !== revision.mediaId || canResubmit(before);
  const { topicIds, ...values } = revision;
  await tx
    .update(artworks)
    .set({ ...values, ...(backToQueue ? { isApproved: false, setAside: null } : {}) })
    .where(eq(artworks.id, id));
  await tx.delete(artworkTopics).where(eq(artworkTopics.artworkId, id));
  if (topicIds.length > 0)
    await tx.insert(artworkTopics).values(topicIds.map((topicId) => ({ artworkId: id, topicId })));
  return { before, after: backToQueue ? ('WAITING' as const) : before };
}
