/** A price for parcels up to maxWeight grams, in fils. */
export type RateTier = { maxWeight: number; price: number };

/**
 * The delivery price of a parcel: the cheapest tier it fits in. A parcel heavier than the heaviest tier
 * ships as several: full parcels at the heaviest tier's price, the rest at the tier it fits. Null when a
 * zone has no tiers at all.
 */
export function deliveryRate(weight: number, tiers: readonly RateTier[]): number | null {
  if (tiers.length === 0) return null;
  const grams = Math.max(0, Math.ceil(weight));
  const heaviest = tiers.reduce((a, b) => (b.maxWeight > a.maxWeight ? b : a));
  const fits = (parcel: number) =>
    tiers
      .filter((tier) => tier.maxWeight >= parcel)
      .reduce<number | null>((best, tier) => (best === null ? tier.price : Math.min(best, tier.price)), null);
  const full = Math.floor(grams / heaviest.maxWeight);
  const rest = grams - full * heaviest.maxWeight;
  const restPrice = rest > 0 || full === 0 ? (fits(rest) ?? heaviest.price) : 0;
  return full * heaviest.price + restPrice;
}

/** Whether the subtotal reaches a free-delivery threshold; null means never free. */
export function isFreeDelivery(subtotal: number, threshold: number | null): boolean {
  return threshold !== null && subtotal >= threshold;
}

// The store ships from Kuwait (UTC+3 all year, no daylight saving), where couriers do not run on Fridays.
export const STORE_UTC_OFFSET_HOURS = 3;
const DAY_MS = 24 * 60 * 60 * 1000;
const FRIDAY = 5;

/**
 * The latest day a parcel should arrive: maxDays working days (Fridays off) after the store's local date
 * of `from`, as YYYY-MM-DD.
 */
export function expectedDeliveryDate(from: Date, maxDays: number): string {
  const local = new Date(from.getTime() + STORE_UTC_OFFSET_HOURS * 60 * 60 * 1000);
  let day = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate());
  let left = Math.max(0, Math.floor(maxDays));
  while (left > 0) {
    day += DAY_MS;
    if (new Date(day).getUTCDay() !== FRIDAY) left--;
  }
  return new Date(day).toISOString().slice(0, 10);
}
