import { describe, expect, it } from 'vitest';
import { giftCardError } from './gift-card-error';

describe('giftCardError', () => {
  it('tells unknown, used and expired cards apart', () => {
    expect(giftCardError(404, 'NOT_FOUND', 'Gift card not found')).toBe('unknown');
    expect(giftCardError(409, 'CONFLICT', 'This gift card has already been redeemed')).toBe('used');
    expect(giftCardError(409, 'CONFLICT', 'This gift card expired on 2026-01-01')).toBe('expired');
    expect(giftCardError(409, 'EXPIRED', 'No longer valid')).toBe('expired');
  });

  it('reads bad input and anything else as such', () => {
    expect(giftCardError(400, 'INVALID_DATA', 'code: too long')).toBe('invalid');
    expect(giftCardError(429, undefined, 'Too many requests')).toBe('generic');
  });
});
