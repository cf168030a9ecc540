import { REVENUE_ORDER_STATUSES } from './artist-dashboard';
import { CURRENCIES, type Currency } from './currency';
import { STORE_UTC_OFFSET_HOURS } from './delivery';
import type { DesignRequestStatus } from './design-request';
import { convertFils, type Money } from './money';
import type { OrderStatus } from './order-status';

/** The back office home's sales chart covers this many of the store's days, today included. */
export const HOME_DAYS = 30;

// Sales are the orders that were paid and still stand, as on the artist dashboard: a pending, failed,
// cancelled or refunded order sold nothing.
export const SALES_ORDER_STATUSES = REVENUE_ORDER_STATUSES;

/** The statuses at which an order waits for someone: the shopper's payment, or the staff's next move. */
export const WAITING_ORDER_STATUSES = [
  'PENDING_PAYMENT',
  'PAID',
  'IN_PRODUCTION',
  'SHIPPED',
] as const satisfies readonly OrderStatus[];

/** The statuses at which a design request waits for the designers (to pick up, or to answer). */
export const WAITING_DESIGN_REQUEST_STATUSES = [
  'NEW',
  'REQUEST_FOR_CHANGE',
  'PROCESSING',
] as const satisfies readonly DesignRequestStatus[];

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** The store's calendar date (Kuwait) of an instant, as YYYY-MM-DD. */
export function storeDate(instant: Date): string {
  return new Date(instant.getTime() + STORE_UTC_OFFSET_HOURS * HOUR_MS).toISOString().slice(0, 10);
}

/** The last `count` of the store's days up to the one `now` falls in, oldest first. */
export function storeDays(now: Date, count: number): string[] {
  const today = Date.parse(`${storeDate(now)}T00:00:00Z`);
  return Array.from({ length: count }, (_, index) =>
    new Date(today - (count - 1 - index) * DAY_MS).toISOString().slice(0, 10),
  );
}

/** The instant the store's day `date` (YYYY-MM-DD) begins. */
export function storeDayStart(date: string): Date {
  return new Date(Date.parse(`${date}T00:00:00Z`) - STORE_UTC_OFFSET_HOURS * HOUR_MS);
}

/** Paid orders of one store day in one currency: how many, and their amount in KWD fils as stored. */
export type SalesRow = { date: string; currency: Currency; orders: number; fils: number };

export type CurrencySales = { currency: Currency; orders: number; revenue: Money };
export type Sales = { orders: number; revenue: Money; byCurrency: CurrencySales[] };
export type DaySales = Sales & { date: string };

// Each currency's amount is the KWD sum at the table's rate, as the shopper was charged; the KWD figure
// adds the stored fils, so the currencies add up in one unit.
function salesOf(rows: readonly SalesRow[]): Sales {
  const byCurrency = CURRENCIES.flatMap((currency) => {
    const mine = rows.filter((row) => row.currency === currency);
    if (mine.length === 0) return [];
    const fils = mine.reduce((sum, row) => sum + row.fils, 0);
    const orders = mine.reduce((sum, row) => sum + row.orders, 0);
    return [{ currency, orders, revenue: convertFils(fils, currency) }];
  });
  return {
    orders: rows.reduce((sum, row) => sum + row.orders, 0),
    revenue: { amount: rows.reduce((sum, row) => sum + row.fils, 0), currency: 'KWD' },
    byCurrency,
  };
}

/** One entry per day of `days` (oldest first), zero on quiet days, and the totals of the period. */
export function salesByDay(days: readonly string[], rows: readonly SalesRow[]) {
  const inPeriod = rows.filter((row) => days.includes(row.date));
  return {
    byDay: days.map((date): DaySales => ({ date, ...salesOf(inPeriod.filter((row) => row.date === date)) })),
    totals: salesOf(inPeriod),
  };
}
