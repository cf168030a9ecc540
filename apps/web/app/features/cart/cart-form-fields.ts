// Shared by the cart's forms and its action; no server code, so the browser may import it.

/** Present only in forms submitted by JavaScript (a fetcher), which want data back, not a redirect. */
export const ENHANCED_FIELD = 'enhanced';

export type CartIntentName = 'add' | 'count' | 'variant' | 'remove' | 'removeBundle' | 'copy';

/**
 * What the cart action answers a fetcher. A refused change carries the refusal's text in the page's
 * language; a failure that was ours, not the shopper's, carries none (the page says the cart could not be
 * updated).
 */
export type CartActionResult =
  | { ok: true; intent: CartIntentName; changedIds: number[] }
  | { ok: false; intent: CartIntentName | null; refusal: string | null };
