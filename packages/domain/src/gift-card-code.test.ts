import { describe, expect, it } from 'vitest';
import { GIFT_CARD_CODE_RANDOMS, giftCardCode, giftCardCodeEnd } from './gift-card-code';

describe('giftCardCode', () => {
  it('makes a grouped code of unambiguous letters from random bytes', () => {
    const bytes = Uint8Array.from({ length: GIFT_CARD_CODE_RANDOMS }, (_, index) => index * 7);
    const code = giftCardCode(bytes);
    expect(code).toMatch(
      /^GC-[ACDEFGHJKMNPQRTUVWXY34679]{4}-[ACDEFGHJKMNPQRTUVWXY34679]{4}-[ACDEFGHJKMNPQRTUVWXY34679]{4}$/,
    );
    expect(code).toBe(giftCardCode(bytes));
  });

  it('skips bytes that would favour some letters, and asks for more when they run out', () => {
    const biased = new Uint8Array(GIFT_CARD_CODE_RANDOMS).fill(250);
    expect(giftCardCode(biased)).toBeNull();
    const mixed = Uint8Array.from([255, ...new Uint8Array(GIFT_CARD_CODE_RANDOMS).fill(0)]);
    expect(giftCardCode(mixed)).toBe('GC-AAAA-AAAA-AAAA');
  });

  it('shows staff only the last four characters', () => {
    expect(giftCardCodeEnd('GC-ACDE-FGHJ-KMNP')).toBe('KMNP');
  });
});
