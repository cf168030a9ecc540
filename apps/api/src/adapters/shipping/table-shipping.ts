import type { Db } from '@seed/db/client';
import { deliveryRates, deliveryZones, freeShippingConfig } from '@seed/db/schema/shipping';
import { deliveryRate, expectedDeliveryDate, isFreeDelivery } from '@seed/domain/delivery';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { DeliveryQuote, ShippingAdapter, ShippingRequest } from './shipping-adapter';

/**
 * The built-in adapter: the zone holding the country, its rate tiers by weight, and the lowest active
 * free-delivery threshold of that zone or of every zone. One method per zone, "standard".
 */
export class TableShipping implements ShippingAdapter {
  readonly #db: Db;

  constructor(db: Db) {
    this.#db = db;
  }

  async quotes(request: ShippingRequest): Promise<DeliveryQuote[]> {
    const zones = await this.#db
      .select()
      .from(deliveryZones)
      .where(
        and(eq(deliveryZones.isActive, true), sql`${request.country} = any(${deliveryZones.countryCodes})`),
      )
      .orderBy(asc(deliveryZones.id));
    const quotes: DeliveryQuote[] = [];
    for (const zone of zones) {
      const [tiers, thresholds] = await Promise.all([
        this.#db
          .select({ maxWeight: deliveryRates.maxWeight, price: deliveryRates.price })
          .from(deliveryRates)
          .where(eq(deliveryRates.zoneId, zone.id)),
        this.#db
          .select({ minSubtotal: freeShippingConfig.minSubtotal })
          .from(freeShippingConfig)
          .where(
            and(
              eq(freeShippingConfig.isActive, true),
              sql`(${freeShippingConfig.zoneId} = ${zone.id} or ${freeShippingConfig.zoneId} is null)`,
            ),
          )
          .orderBy(asc(freeShippingConfig.minSubtotal))
          .limit(1),
      ]);
      const price = deliveryRate(request.weight, tiers);
      if (price === null) continue;
      const threshold = thresholds[0]?.minSubtotal ?? null;
      const isFree = isFreeDelivery(request.subtotal, threshold);
      quotes.push({
        id: `zone-${zone.id}-standard`,
        nameEn: `${zone.nameEn} standard delivery`,
        nameAr: `التوصيل العادي - ${zone.nameAr}`,
        price: isFree ? 0 : price,
        isFree,
        minDays: zone.minDays,
        maxDays: zone.maxDays,
        expectedDeliveryDate: expectedDeliveryDate(request.now, zone.maxDays),
        freeShippingThreshold: threshold,
        international: zone.isInternational,
      });
    }
    return quotes;
  }
}
