// Letters and digits a person reads back without doubt from a printed card: no 0/O, 1/I/L, 2/Z, 5/S, 8/B.
const ALPHABET = 'ACDEFGHJKMNPQRTUVWXY34679';
const GROUPS = 3;
const GROUP_LENGTH = 4;

/** How many random values one code takes, each in 0..255. */
export const GIFT_CARD_CODE_RANDOMS = GROUPS * GROUP_LENGTH;

/**
 * A gift-card code from random bytes: "GC-XXXX-XXXX-XXXX", 12 characters of a 25-letter alphabet (about
 * 55 bits), stored upper-cased like every code. Bytes are mapped by rejection, so each letter is equally
 * likely: a byte at or above the largest multiple of 25 is skipped, and the caller supplies more.
 * Returns null when the bytes ran out before the code was complete.
 */
export function giftCardCode(bytes: Uint8Array): string | null {
  const limit = 256 - (256 % ALPHABET.length);
  const letters: string[] = [];
  for (const byte of bytes) {
    if (letters.length === GIFT_CARD_CODE_RANDOMS) break;
    if (byte < limit) letters.push(ALPHABET[byte % ALPHABET.length] as string);
  }
  if (letters.length < GIFT_CARD_CODE_RANDOMS) return null;
  const groups = Array.from({ length: GROUPS }, (_, index) =>
    letters.slice(index * GROUP_LENGTH, (index + 1) * GROUP_LENGTH).join(''),
  );
  return `GC-${groups.join('-')}`;
}

/** The end of a code staff may see in lists: the code itself is a secret, shown only in the batch's download. */
export function giftCardCodeEnd(code: string): string {
  return code.slice(-4);
}
