import { relations, sql } from 'drizzle-orm';
import { check, index, integer, pgTable, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { bundles } from './bundles';
import { colorsToSizes, printPosition } from './inventory';
import { products } from './products';
import { users } from './users';

export const cartItems = pgTable(
  'cart_items',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    colorsToSizesId: integer()
      .notNull()
      .references(() => colorsToSizes.id, { onDelete: 'cascade' }),
    bundleId: integer().references(() => bundles.id, { onDelete: 'cascade' }),
    // Shared by the lines added together as one bundle (spec: a 10-character random string).
    uniqueKey: varchar({ length: 10 }),
    count: integer().notNull().default(1),
    printPosition: printPosition().notNull().default('FRONT'),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [
    // Adding a matching product, variant and print position adds to that line instead of making a new one;
    // bundle lines stay separate because each bundle is priced as a whole.
    uniqueIndex('cart_items_line_identity_idx')
      .on(t.userId, t.productId, t.colorsToSizesId, t.printPosition)
      .where(sql`${t.bundleId} is null`),
    index('cart_items_user_bundle_key_idx').on(t.userId, t.uniqueKey),
    check('cart_items_count_positive', sql`${t.count} >= 1`),
    check('cart_items_bundle_has_key', sql`(${t.bundleId} is null) = (${t.uniqueKey} is null)`),
  ],
);

export const cartItemsRelations = relations(cartItems, ({ one }) => ({
  user: one(users, { fields: [cartItems.userId], references: [users.id] }),
  product: one(products, { fields: [cartItems.productId], references: [products.id] }),
  colorsToSizes: one(colorsToSizes, { fields: [cartItems.colorsToSizesId], references: [colorsToSizes.id] }),
  bundle: one(bundles, { fields: [cartItems.bundleId], references: [bundles.id] }),
}));
