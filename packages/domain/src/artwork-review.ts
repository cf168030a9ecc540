// Where an artwork stands with the moderators. The shop reads `isApproved` alone; `setAside` says why an
// artwork that is not approved is out of the shop, so "waiting" is simply neither approved nor set aside and
// rows written before moderation (or by the seed) need no second column to agree with the first.

export const ARTWORK_REVIEWS = ['WAITING', 'APPROVED', 'REFUSED', 'TAKEN_DOWN'] as const;
export type ArtworkReview = (typeof ARTWORK_REVIEWS)[number];

export const ARTWORK_SET_ASIDE = ['REFUSED', 'TAKEN_DOWN'] as const;
export type ArtworkSetAside = (typeof ARTWORK_SET_ASIDE)[number];

export const ARTWORK_DECISIONS = ['APPROVE', 'REFUSE', 'TAKE_DOWN'] as const;
export type ArtworkDecision = (typeof ARTWORK_DECISIONS)[number];

/** The reasons a moderator picks from when refusing or taking down; the free text adds the details. */
export const MODERATION_REASONS = [
  'LOW_QUALITY',
  'NOT_PRINTABLE',
  'COPYRIGHT',
  'OFFENSIVE',
  'TEXT_ERRORS',
  'DUPLICATE',
  'OTHER',
] as const;
export type ModerationReason = (typeof MODERATION_REASONS)[number];

export function artworkReview(artwork: {
  isApproved: boolean;
  setAside: ArtworkSetAside | null;
}): ArtworkReview {
  if (artwork.isApproved) return 'APPROVED';
  return artwork.setAside ?? 'WAITING';
}

/** What a decision makes of the artwork's two columns. */
export function decisionOutcome(decision: ArtworkDecision): {
  isApproved: boolean;
  setAside: ArtworkSetAside | null;
} {
  if (decision === 'APPROVE') return { isApproved: true, setAside: null };
  return { isApproved: false, setAside: decision === 'REFUSE' ? 'REFUSED' : 'TAKEN_DOWN' };
}

/**
 * Why a decision cannot be taken now, or null when it can: approving and refusing are answers to a waiting
 * artwork, taking down is for one in the shop. Refusing and taking down need a reason from the list, so the
 * artist is always told why.
 */
export function decisionRefusal(
  review: ArtworkReview,
  decision: ArtworkDecision,
  reason: ModerationReason | null,
): 'ARTWORK_NOT_WAITING' | 'ARTWORK_NOT_LISTED' | 'MODERATION_REASON_REQUIRED' | null {
  if (decision === 'TAKE_DOWN' && review !== 'APPROVED') return 'ARTWORK_NOT_LISTED';
  if (decision !== 'TAKE_DOWN' && review !== 'WAITING') return 'ARTWORK_NOT_WAITING';
  if (decision !== 'APPROVE' && reason === null) return 'MODERATION_REASON_REQUIRED';
  return null;
}

/** An artwork set aside goes back to the queue when its artist changes it and sends it again. */
export const canResubmit = (review: ArtworkReview) => review === 'REFUSED' || review === 'TAKEN_DOWN';
