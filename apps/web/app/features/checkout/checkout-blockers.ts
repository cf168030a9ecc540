/** Why the order cannot be placed as it stands, read from the summary's `blockers` (e.g. `OUT_OF_STOCK:12`). */
const WHOLE_ORDER = ['EMPTY_CART', 'PRICE_CHANGED', 'DELIVERY_REQUIRED', 'UNKNOWN_DELIVERY'] as const;
const ONE_LINE = ['OUT_OF_STOCK', 'UNAVAILABLE'] as const;

export type Blocker =
  | { kind: (typeof WHOLE_ORDER)[number] | 'OTHER' }
  | { kind: (typeof ONE_LINE)[number]; lineId: number | null };

export function readBlocker(raw: string): Blocker {
  const [kind, detail] = raw.split(':', 2);
  const whole = WHOLE_ORDER.find((known) => known === kind);
  if (whole) return { kind: whole };
  const line = ONE_LINE.find((known) => known === kind);
  if (line) return { kind: line, lineId: detail && /^\d+$/.test(detail) ? Number(detail) : null };
  return { kind: 'OTHER' };
}
