import { index, integer, jsonb, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';
import { orderProducts } from './orders';
import { users } from './users';

/** A print file the production desk rendered itself (catalogue artwork, bundle template), by side. */
export type ProductionFile = { side: string; pathname: string };

// One row per order line that production has touched: printed (when, by whom, in which batch), flagged (its
// print file cannot be made, and why), and the print files rendered for it. A line without a row waits.
export const productionLines = pgTable(
  'production_lines',
  {
    orderProductId: integer()
      .primaryKey()
      .references(() => orderProducts.id, { onDelete: 'cascade' }),
    printedAt: timestamp({ withTimezone: true }),
    printedById: integer().references(() => users.id, { onDelete: 'set null' }),
    // Lines marked printed by one call share it; a ZIP downloaded for a group is not a batch until printed.
    batchId: varchar({ length: 40 }),
    flagReason: varchar({ length: 40 }),
    flagDetails: jsonb().$type<Record<string, string | number>>(),
    flaggedAt: timestamp({ withTimezone: true }),
    files: jsonb().$type<ProductionFile[]>().notNull().default([]),
    updatedAt: timestamp({ withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [index('production_lines_batch_idx').on(t.batchId)],
);
