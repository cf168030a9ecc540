import type { Db, Tx } from '@seed/db/client';
import { artworkDecisions, artworks } from '@seed/db/schema/artworks';
import { media } from '@seed/db/schema/media';
import {
  type ArtworkDecision,
  type ArtworkReview,
  artworkReview,
  decisionOutcome,
  decisionRefusal,
  type ModerationReason,
} from '@seed/domain/artwork-review';
import { DomainError } from '@seed/domain/errors';
import type { Paging } from '@seed/domain/paging';
import { and, asc, desc, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import { mediaColumns } from '../../http/media';
import { pageOf } from '../../http/page';

// The SQL condition of each review, matching artworkReview. The queue leaves out what the artist hides (as the
// back office home's count does): nobody would see it in the shop even once approved.
const REVIEW_WHERE: Record<ArtworkReview, SQL | undefined> = {
  WAITING: and(eq(artworks.isApproved, false), isNull(artworks.setAside), eq(artworks.isActive, true)),
  APPROVED: eq(artworks.isApproved, true),
  REFUSED: and(eq(artworks.isApproved, false), eq(artworks.setAside, 'REFUSED')),
  TAKEN_DOWN: and(eq(artworks.isApproved, false), eq(artworks.setAside, 'TAKEN_DOWN')),
};

const cardColumns = {
  id: artworks.id,
  artistId: artworks.artistId,
  title: artworks.title,
  titleAr: artworks.titleAr,
  isApproved: artworks.isApproved,
  setAside: artworks.setAside,
  isActive: artworks.isActive,
  createdAt: artworks.createdAt,
  media: mediaColumns(media),
};

const withReview = <T extends Parameters<typeof artworkReview>[0]>({ isApproved, setAside, ...row }: T) => ({
  ...row,
  review: artworkReview({ isApproved, setAside }),
});

/**
 * Artworks in one review state. The waiting ones come oldest first, as a queue is worked through; the others
 * newest first.
 */
export async function listArtworksInReview(db: Db, review: ArtworkReview, paging: Paging) {
  const order = review === 'WAITING' ? [asc(artworks.createdAt), asc(artworks.id)] : [desc(artworks.id)];
  const rows = await db
    .select(cardColumns)
    .from(artworks)
    .leftJoin(media, eq(media.id, artworks.mediaId))
    .where(REVIEW_WHERE[review])
    .orderBy(...order)
    .limit(paging.limit + 1)
    .offset(paging.offset);
  return pageOf(rows.map(withReview), paging);
}

/** An artwork as a moderator judges it, listed or not, with its decisions newest first; null when none. */
export async function findArtworkInReview(db: Db, id: number) {
  const [row] = await db
    .select({
      ...cardColumns,
      description: artworks.description,
      descriptionAr: artworks.descriptionAr,
      placement: artworks.placement,
    })
    .from(artworks)
    .leftJoin(media, eq(media.id, artworks.mediaId))
    .where(eq(artworks.id, id));
  if (!row) return null;
  return { ...withReview(row), decisions: await listDecisions(db, [id]) };
}

/** The decisions on these artworks, newest first. */
export async function listDecisions(db: Db, artworkIds: number[]) {
  if (artworkIds.length === 0) return [];
  return db
    .select({
      id: artworkDecisions.id,
      artworkId: artworkDecisions.artworkId,
      decision: artworkDecisions.decision,
      reasonCode: artworkDecisions.reasonCode,
      note: artworkDecisions.note,
      staffId: artworkDecisions.staffId,
      createdAt: artworkDecisions.createdAt,
    })
    .from(artworkDecisions)
    .where(inArray(artworkDecisions.artworkId, artworkIds))
    .orderBy(desc(artworkDecisions.id));
}

export type DecisionInput = {
  artworkId: number;
  staffId: number;
  decision: ArtworkDecision;
  reasonCode: ModerationReason | null;
  note: string;
};

type Decided = {
  artistId: number;
  title: string;
  titleAr: string;
  before: ArtworkReview;
  after: ArtworkReview;
};

/**
 * A moderator's decision, in one transaction under the artwork's row lock: the artwork's standing, the
 * decision's row, and whatever `alongside` adds (the audit row, the cache notice), so two moderators deciding
 * at once cannot both pass, and nothing is half written.
 */
export async function decideArtwork(
  db: Db,
  input: DecisionInput,
  alongside: (tx: Tx, decided: Decided) => Promise<void>,
): Promise<Decided> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({
        artistId: artworks.artistId,
        title: artworks.title,
        titleAr: artworks.titleAr,
        isApproved: artworks.isApproved,
        setAside: artworks.setAside,
      })
      .from(artworks)
      .where(eq(artworks.id, input.artworkId))
      .for('update');
    if (!row) {
      throw new DomainError('NOT_FOUND', `Artwork ${input.artworkId} not found`, {
        reason: 'ARTWORK_NOT_FOUND',
      });
    }
    const before = artworkReview(row);
    const refusal = decisionRefusal(before, input.decision, input.reasonCode);
    if (refusal === 'MODERATION_REASON_REQUIRED')
      throw new DomainError('INVALID_DATA', 'Choose a reason from the list', { reason: refusal });
    if (refusal)
      throw new DomainError('CONFLICT', `The artwork is ${before.toLowerCase()}`, {
        reason: refusal,
        details: { review: before },
      });
    const outcome = decisionOutcome(input.decision);
    await tx.update(artworks).set(outcome).where(eq(artworks.id, input.artworkId));
    await tx.insert(artworkDecisions).values({
      artworkId: input.artworkId,
      decision: input.decision,
      reasonCode: input.reasonCode,
      note: input.note,
      staffId: input.staffId,
    });
    const decided = {
      artistId: row.artistId,
      title: row.title,
      titleAr: row.titleAr,
      before,
      after: artworkReview(outcome),
    };
    await alongside(tx, decided);
    return decided;
  });
}
