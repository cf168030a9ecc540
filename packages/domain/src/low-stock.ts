/**
 * A variant is low on stock while its count is below its threshold, or at 0 whatever the threshold (a
 * threshold of 0 means "tell me only when it is sold out").
 */
export function isLowStock(count: number, threshold: number): boolean {
  return count <= 0 || count < threshold;
}

/**
 * What a change of count does to a variant's alert: ALERT when it crosses into low stock while armed (staff
 * are told once), REARM when it is back at or above its threshold, nothing otherwise. `flagged` is the
 * variant's `notifiAdmin`: true from the crossing until stock is back.
 */
export function lowStockTransition(
  flagged: boolean,
  count: number,
  threshold: number,
): 'ALERT' | 'REARM' | null {
  const low = isLowStock(count, threshold);
  if (low && !flagged) return 'ALERT';
  if (!low && flagged) return 'REARM';
  return null;
}
