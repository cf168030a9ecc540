import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgEnum, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { colorsToSizes } from './inventory';
import { orders } from './orders';
import { users } from './users';

/**
 * Why a variant's count moved: an order took units (SALE), an unpaid or cancelled order gave them back
 * (RELEASE), a refund or an accepted return put them back on the shelf, staff counted them (MANUAL), a stock
 * file set them (IMPORT), or the variant was made with them (CREATED).
 */
export const stockReason = pgEnum('stock_reason', [
  'SALE',
  'RELEASE',
  'REFUND_RESTOCK',
  'RETURN_RESTOCK',
  'MANUAL',
  'IMPORT',
  'CREATED',
]);

// One row per change of a variant's count, written in the transaction that changed it, so each step says who,
// when and why. A store that had stock before this table opens each variant with one CREATED row.
export const stockMovements = pgTable(
  'stock_movements',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    colorsToSizesId: integer()
      .notNull()
      .references(() => colorsToSizes.id, { onDelete: 'cascade' }),
    delta: integer().notNull(),
    countAfter: integer().notNull(),
    reason: stockReason().notNull(),
    orderId: integer().references(() => orders.id, { onDelete: 'set null' }),
    staffId: integer().references(() => users.id, { onDelete: 'set null' }),
    note: text(),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    // This change took the variant into low stock: staff are mailed about it once, after the change commits
    // (an outbox: the mail job sends the rows not yet mailed and stamps them).
    lowStockAlert: boolean().notNull().default(false),
    alertMailedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('stock_movements_variant_idx').on(t.colorsToSizesId, t.at),
    index('stock_movements_at_idx').on(t.at),
    index('stock_movements_unmailed_idx')
      .on(t.id)
      .where(sql`${t.lowStockAlert} and ${t.alertMailedAt} is null`),
  ],
);
