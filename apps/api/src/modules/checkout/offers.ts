import type { Db } from '@seed/db/client';
import { deliveryZones, freeShippingConfig } from '@seed/db/schema/shipping';
import type { Currency } from '@seed/domain/currency';
import { convertFils } from '@seed/domain/money';
import { and, asc, eq, isNull, or } from 'drizzle-orm';
import { readDiscountTiers } from './discount-tiers';

/** The store-wide discount tiers, their thresholds in the shopper's currency. */
export async function discountTiers(db: Db, currency: Currency) {
  return {
    tiers: (await readDiscountTiers(db)).map((tier) => ({
      minAmount: convertFils(tier.minSubtotal, currency),
      percent: tier.percent,
    })),
  };
}

/**
 * Free-delivery thresholds: every active one, and the one for the delivery country. Without a country
 * the store's home zone (the first zone that is not international) applies; a threshold without a zone
 * applies everywhere; when several apply the lowest wins.
 */
export async function freeShipping(db: Db, country: string | undefined, currency: Currency) {
  const rows = await db
    .select({
      zoneId: freeShippingConfig.zoneId,
      nameEn: deliveryZones.nameEn,
      nameAr: deliveryZones.nameAr,
      countryCodes: deliveryZones.countryCodes,
      isInternational: deliveryZones.isInternational,
      minSubtotal: freeShippingConfig.minSubtotal,
    })
    .from(freeShippingConfig)
    .leftJoin(deliveryZones, eq(deliveryZones.id, freeShippingConfig.zoneId))
    .where(
      and(
        eq(freeShippingConfig.isActive, true),
        or(isNull(freeShippingConfig.zoneId), eq(deliveryZones.isActive, true)),
      ),
    )
    .orderBy(asc(freeShippingConfig.minSubtotal), asc(freeShippingConfig.id));
  const applies = rows.filter((row) =>
    row.zoneId === null
      ? true
      : country
        ? (row.countryCodes ?? []).includes(country)
        : row.isInternational === false,
  );
  const lowest = applies[0];
  return {
    minSubtotal: lowest ? convertFils(lowest.minSubtotal, currency) : null,
    zones: rows.map((row) => ({
      zoneId: row.zoneId,
      nameEn: row.nameEn,
      nameAr: row.nameAr,
      countryCodes: row.countryCodes ?? [],
      minSubtotal: convertFils(row.minSubtotal, currency),
    })),
  };
}
