import { relations, sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

// A set of countries sharing delivery prices and times; the built-in shipping adapter reads these tables.
export const deliveryZones = pgTable('delivery_zones', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  nameEn: varchar({ length: 100 }).notNull(),
  nameAr: varchar({ length: 100 }).notNull(),
  // ISO 3166-1 alpha-2 codes.
  countryCodes: varchar({ length: 2 }).array().notNull(),
  // Orders to a zone outside the shop's country are flagged internationalOrder.
  isInternational: boolean().notNull().default(false),
  minDays: integer().notNull().default(1),
  maxDays: integer().notNull().default(3),
  isActive: boolean().notNull().default(true),
});

// Price for parcels up to maxWeight grams; the cheapest tier that fits the parcel applies.
export const deliveryRates = pgTable(
  'delivery_rates',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    zoneId: integer()
      .notNull()
      .references(() => deliveryZones.id, { onDelete: 'cascade' }),
    maxWeight: integer().notNull(),
    // KWD fils.
    price: integer().notNull(),
  },
  (t) => [
    uniqueIndex('delivery_rates_zone_weight_idx').on(t.zoneId, t.maxWeight),
    check('delivery_rates_price_not_negative', sql`${t.price} >= 0`),
  ],
);

// Delivery is free when the subtotal reaches minSubtotal; a null zone applies everywhere.
export const freeShippingConfig = pgTable(
  'free_shipping_config',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    zoneId: integer().references(() => deliveryZones.id, { onDelete: 'cascade' }),
    // KWD fils.
    minSubtotal: integer().notNull(),
    isActive: boolean().notNull().default(true),
  },
  (t) => [index('free_shipping_config_zone_id_idx').on(t.zoneId)],
);

export const deliveryZonesRelations = relations(deliveryZones, ({ many }) => ({
  rates: many(deliveryRates),
  freeShipping: many(freeShippingConfig),
}));

export const deliveryRatesRelations = relations(deliveryRates, ({ one }) => ({
  zone: one(deliveryZones, { fields: [deliveryRates.zoneId], references: [deliveryZones.id] }),
}));

export const freeShippingConfigRelations = relations(freeShippingConfig, ({ one }) => ({
  zone: one(deliveryZones, { fields: [freeShippingConfig.zoneId], references: [deliveryZones.id] }),
}));
