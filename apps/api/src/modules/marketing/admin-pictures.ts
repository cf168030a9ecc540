import type { Tx } from '@seed/db/client';
import { DomainError } from '@seed/domain/errors';
import { findOwnedMedia } from '../media/service';

/** Who makes a staff change, why, and in which request: the audit row's own columns. */
export type StaffAct = { staffId: number; reason: string | null; requestId: string };

/**
 * A slide's or banner's picture may stay as it is, or become an image the member of staff uploaded through
 * the media pipeline (POST media/upload); anyone else's upload is refused as if it did not exist.
 */
export async function checkPicture(tx: Tx, staffId: number, next: number | null, current: number | null) {
  if (next === null || next === current) return;
  if (!(await findOwnedMedia(tx, next, staffId)))
    throw new DomainError('INVALID_DATA', `Image ${next} is not an upload of yours`, {
      reason: 'CONTENT_MEDIA_NOT_YOURS',
    });
}

/** A start after the end would never be shown: refused rather than stored. */
export function checkDates(startsAt: string | null, endsAt: string | null) {
  if (startsAt && endsAt && new Date(startsAt) >= new Date(endsAt))
    throw new DomainError('INVALID_DATA', 'The end must come after the start', {
      reason: 'CONTENT_DATES_REVERSED',
    });
}

export const dateOrNull = (moment: string | null) => (moment ? new Date(moment) : null);
