import type { Db } from '@seed/db/client';
import { discountTiers } from '@seed/db/schema/wallet';
import { asc } from 'drizzle-orm';

/** The store's discount-on-amount tiers, lowest threshold first; staff change them on the promotions desk. */
export function readDiscountTiers(db: Db) {
  return db
    .select({ id: discountTiers.id, minSubtotal: discountTiers.minSubtotal, percent: discountTiers.percent })
    .from(discountTiers)
    .orderBy(asc(discountTiers.minSubtotal));
}
