// Shared by the cart's forms and its action; no server code, so the browser may import it.

/** Present only in forms submitted by JavaScript (a fetcher), which want data back, not a redirect. */
export const ENHANCED_FIELD = 'enhanced';

export type CartIntentName = 'add' | 'count' | 'variant' | 'remove' | 'removeBundle' | 'copy';

/** The failures the page tells apart (cart.errors.*); anything else reads as `generic`. */
const CART_ERROR_CODES = ['OUT_OF_STOCK', 'NOT_FOUND', 'INVALID_DATA', 'generic'] as const;
export type CartErrorCode = (typeof CART_ERROR_CODES)[number];

export function cartErrorCode(code: unknown): CartErrorCode {
  return CART_ERROR_CODES.find((known) => known === code) ?? 'generic';
}

/** What the cart action answers a fetcher. */
export type CartActionResult =
  | { ok: true; intent: CartIntentName; changedIds: number[] }
  | { ok: false; intent: CartIntentName | null; code: CartErrorCode };
