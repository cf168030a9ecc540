import type { Db } from '../client';
import { addresses } from '../schema/addresses';
import { deliveryRates, deliveryZones, freeShippingConfig } from '../schema/shipping';
import { discountTiers, giftCards, vouchers } from '../schema/wallet';
import { DELIVERY_ZONES, DISCOUNT_TIERS, GIFT_CARDS, VOUCHERS } from './data/marketing';

const CREATED_AT = new Date('2026-01-01T00:00:00Z');

// The demo customer's saved address, in Kuwait, so checkout works from the first start.
const CUSTOMER_ADDRESS = {
  firstName: 'Huda',
  lastName: 'Al-Ahmad',
  phone: '+96550000001',
  addressNickname: 'البيت',
  addressType: 'HOME',
  country: 'KW',
  state: 'HA',
  area: 'السالمية',
  block: '10',
  street: 'سالم المبارك',
  avenue: '3',
  building: '7',
  floor: '2',
  apartment: '5',
};

// Delivery prices for the built-in shipping adapter, development vouchers and gift cards, and the demo
// customer's address.
export async function seedCommerce(db: Db, customerId: number) {
  await db
    .insert(addresses)
    .values({ ...CUSTOMER_ADDRESS, userId: customerId, createdAt: CREATED_AT, updatedAt: CREATED_AT });
  for (const zone of DELIVERY_ZONES) {
    const [row] = await db
      .insert(deliveryZones)
      .values({
        nameEn: zone.en,
        nameAr: zone.ar,
        countryCodes: [...zone.countries],
        isInternational: zone.international,
        minDays: zone.minDays,
        maxDays: zone.maxDays,
      })
      .returning({ id: deliveryZones.id });
    await db
      .insert(deliveryRates)
      .values(zone.rates.map(([maxWeight, price]) => ({ zoneId: row!.id, maxWeight, price })));
    if (zone.freeOver)
      await db.insert(freeShippingConfig).values({ zoneId: row!.id, minSubtotal: zone.freeOver });
  }
  await db.insert(vouchers).values(VOUCHERS.map((v) => ({ ...v, createdAt: CREATED_AT })));
  await db.insert(discountTiers).values(DISCOUNT_TIERS);
  await db.insert(giftCards).values(GIFT_CARDS.map((g) => ({ ...g, createdAt: CREATED_AT })));
}
