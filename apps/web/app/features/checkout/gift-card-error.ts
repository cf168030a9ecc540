/** What a refused gift card means to the shopper: a key of the `checkout.redeem.errors` messages. */
export type GiftCardError = 'unknown' | 'used' | 'expired' | 'invalid' | 'generic';

// The API answers 404 for a code it does not know and 409 for one it will not credit again; its code (or,
// failing that, its message) tells an expired card from a used one.
export function giftCardError(status: number, code: string | undefined, message: string): GiftCardError {
  if (status === 404) return 'unknown';
  if (status === 409) return code === 'EXPIRED' || /expired/i.test(message) ? 'expired' : 'used';
  if (status === 400) return 'invalid';
  return 'generic';
}
