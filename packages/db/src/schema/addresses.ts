import { relations } from 'drizzle-orm';
import { doublePrecision, index, integer, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from './users';

// Field names follow the spec's Address; which ones are required depends on the country, so the API validates them.
export const addresses = pgTable(
  'addresses',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    firstName: varchar({ length: 100 }),
    lastName: varchar({ length: 100 }),
    phone: varchar({ length: 30 }),
    addressNickname: varchar({ length: 100 }),
    addressType: varchar({ length: 30 }),
    // ISO 3166-1 alpha-2, as in the country list.
    country: varchar({ length: 2 }).notNull(),
    state: varchar({ length: 100 }),
    city: varchar({ length: 100 }),
    area: varchar({ length: 100 }),
    block: varchar({ length: 50 }),
    street: varchar({ length: 200 }),
    avenue: varchar({ length: 100 }),
    building: varchar({ length: 100 }),
    floor: varchar({ length: 20 }),
    apartment: varchar({ length: 50 }),
    address: text(),
    addressLine1: varchar({ length: 255 }),
    addressLine2: varchar({ length: 255 }),
    postalCode: varchar({ length: 20 }),
    additional: text(),
    lat: doublePrecision(),
    lng: doublePrecision(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
    // Soft delete: past orders keep pointing at the address they were shipped to.
    deletedAt: timestamp({ withTimezone: true }),
  },
  (t) => [index('addresses_user_id_idx').on(t.userId)],
);

export const addressesRelations = relations(addresses, ({ one }) => ({
  user: one(users, { fields: [addresses.userId], references: [users.id] }),
}));
