import type { OrderStatus } from './order-status';

/** The dashboard's chart covers this many days, today included. */
export const DASHBOARD_DAYS = 30;

// Revenue counts orders that were paid and are still on their way or delivered; a pending, failed,
// cancelled or refunded order earned the artist nothing.
export const REVENUE_ORDER_STATUSES = [
  'PAID',
  'IN_PRODUCTION',
  'SHIPPED',
  'DELIVERED',
] as const satisfies readonly OrderStatus[];

export type DayFigures = { date: string; clicks: number; revenueFils: number };

/**
 * One entry per day of `days` (ISO dates, oldest first), with zeros for the days nothing happened, so the
 * chart's line does not jump over quiet days.
 */
export function dailySeries(
  days: readonly string[],
  clicks: ReadonlyMap<string, number>,
  revenueFils: ReadonlyMap<string, number>,
): DayFigures[] {
  return days.map((date) => ({
    date,
    clicks: clicks.get(date) ?? 0,
    revenueFils: revenueFils.get(date) ?? 0,
  }));
}
