/** A store-wide discount from a subtotal on; minSubtotal in KWD fils. */
type AmountTier = { minSubtotal: number; percent: number };

// The spec names the call (shared/discount-on-amount) but not its rules or data; these tiers are the
// store's offer until an admin screen manages them: 5% from KWD 30, 10% from KWD 60.
export const DISCOUNT_ON_AMOUNT_TIERS: readonly AmountTier[] = [
  { minSubtotal: 30_000, percent: 5 },
  { minSubtotal: 60_000, percent: 10 },
];

type AmountDiscount = {
  /** The percent the subtotal earns now; 0 below the first tier. */
  percent: number;
  /** The next tier up and how much more it needs, in the subtotal's units; null at the top tier. */
  next: { percent: number; remaining: number } | null;
};

/** The tier a subtotal reaches and the next one; tiers and subtotal in the same units. */
export function discountOnAmount(subtotal: number, tiers: readonly AmountTier[]): AmountDiscount {
  const sorted = [...tiers].sort((a, b) => a.minSubtotal - b.minSubtotal);
  const reached = sorted.filter((tier) => subtotal >= tier.minSubtotal).at(-1);
  const next = sorted.find((tier) => subtotal < tier.minSubtotal);
  return {
    percent: reached?.percent ?? 0,
    next: next ? { percent: next.percent, remaining: next.minSubtotal - subtotal } : null,
  };
}
