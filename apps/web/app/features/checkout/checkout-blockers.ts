/** Why the order cannot be placed as it stands, read from the summary's `blockers` (e.g. `OUT_OF_STOCK:12`). */
export type Blocker =
  | { kind: 'EMPTY_CART' }
  | { kind: 'OUT_OF_STOCK'; lineId: number | null }
  | { kind: 'PRICE_CHANGED' }
  | { kind: 'OTHER' };

export function readBlocker(raw: string): Blocker {
  const [kind, detail] = raw.split(':', 2);
  if (kind === 'EMPTY_CART' || kind === 'PRICE_CHANGED') return { kind };
  if (kind === 'OUT_OF_STOCK') {
    return { kind, lineId: detail && /^\d+$/.test(detail) ? Number(detail) : null };
  }
  return { kind: 'OTHER' };
}

/** What a refused order means to the shopper: a key of the `checkout.payErrors` messages. */
export type PayError = 'outOfStock' | 'changed' | 'address' | 'invalid' | 'generic';

export function payErrorFor(status: number, code: string | undefined): PayError {
  if (code === 'OUT_OF_STOCK') return 'outOfStock';
  if (status === 409) return 'changed';
  if (status === 404) return 'address';
  if (status === 400 || status === 422) return 'invalid';
  return 'generic';
}
