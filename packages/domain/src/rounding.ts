// Prices are rounded the way a shopper rounds on paper (2.5 → 3, -2.5 → -3), not banker's rounding, so
// refunds mirror charges exactly. The product of an amount and a rate carries binary noise
// (1.005 * 1000 = 1004.9999999999999); trimming to 15 significant digits first removes it so a true half
// still rounds away from zero.
export function roundHalfAwayFromZero(value: number): number {
  if (!Number.isFinite(value)) throw new RangeError(`Cannot round ${value}`);
  const rounded = Math.round(Number(Math.abs(value).toPrecision(15)));
  return value < 0 && rounded !== 0 ? -rounded : rounded;
}
