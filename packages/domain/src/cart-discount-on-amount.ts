/** A store-wide discount from a subtotal on; minSubtotal in KWD fils. Staff set them (table discount_tiers). */
type AmountTier = { minSubtotal: number; percent: number };

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
