/** The artist's margin per product (KWD fils) must lie within the limits finance sets. */
export function marginWithin(marginFils: number, limits: { minFils: number; maxFils: number }): boolean {
  return Number.isInteger(marginFils) && marginFils >= limits.minFils && marginFils <= limits.maxFils;
}

/**
 * What a reversal of `count` units of a sold line takes back: its share of the sale, never more than is
 * left. The last units take the rest, so a line reversed in parts comes to exactly its sale.
 */
export function reversalAmount(
  sale: { amount: number; count: number },
  reversedCount: number,
  count: number,
) {
  const left = sale.count - reversedCount;
  const units = Math.min(count, left);
  if (units <= 0) return { units: 0, amount: 0 };
  const taken = Math.round((sale.amount * reversedCount) / sale.count);
  const until = Math.round((sale.amount * (reversedCount + units)) / sale.count);
  return { units, amount: until - taken };
}

/** A pending earning clears once the return window after the order's delivery has passed. */
export function clearsBy(now: Date, returnWindowDays: number): Date {
  return new Date(now.getTime() - returnWindowDays * 24 * 60 * 60 * 1000);
}
