import { describe, expect, it } from 'vitest';
import { artworkReview, canResubmit, decisionOutcome, decisionRefusal } from './artwork-review';

describe('artworkReview', () => {
  it('reads approval first, then why an artwork was set aside, else waiting', () => {
    expect(artworkReview({ isApproved: true, setAside: null })).toBe('APPROVED');
    expect(artworkReview({ isApproved: false, setAside: null })).toBe('WAITING');
    expect(artworkReview({ isApproved: false, setAside: 'REFUSED' })).toBe('REFUSED');
    expect(artworkReview({ isApproved: false, setAside: 'TAKEN_DOWN' })).toBe('TAKEN_DOWN');
  });

  it('round-trips every decision', () => {
    expect(artworkReview(decisionOutcome('APPROVE'))).toBe('APPROVED');
    expect(artworkReview(decisionOutcome('REFUSE'))).toBe('REFUSED');
    expect(artworkReview(decisionOutcome('TAKE_DOWN'))).toBe('TAKEN_DOWN');
  });
});

describe('decisionRefusal', () => {
  it('answers a waiting artwork only with approval or refusal', () => {
    expect(decisionRefusal('WAITING', 'APPROVE', null)).toBeNull();
    expect(decisionRefusal('WAITING', 'REFUSE', 'COPYRIGHT')).toBeNull();
    expect(decisionRefusal('WAITING', 'TAKE_DOWN', 'COPYRIGHT')).toBe('ARTWORK_NOT_LISTED');
    expect(decisionRefusal('REFUSED', 'APPROVE', null)).toBe('ARTWORK_NOT_WAITING');
    expect(decisionRefusal('APPROVED', 'REFUSE', 'OTHER')).toBe('ARTWORK_NOT_WAITING');
  });

  it('takes down only what is in the shop, and never without a reason', () => {
    expect(decisionRefusal('APPROVED', 'TAKE_DOWN', 'OFFENSIVE')).toBeNull();
    expect(decisionRefusal('APPROVED', 'TAKE_DOWN', null)).toBe('MODERATION_REASON_REQUIRED');
    expect(decisionRefusal('WAITING', 'REFUSE', null)).toBe('MODERATION_REASON_REQUIRED');
  });

  it('lets the artist send a set-aside artwork again, and nothing else', () => {
    expect(canResubmit('REFUSED')).toBe(true);
    expect(canResubmit('TAKEN_DOWN')).toBe(true);
    expect(canResubmit('WAITING')).toBe(false);
    expect(canResubmit('APPROVED')).toBe(false);
  });
});
