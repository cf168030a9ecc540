import { index, integer, jsonb, pgTable, primaryKey, timestamp, varchar } from 'drizzle-orm/pg-core';
import { orderProducts, orders } from './orders';
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

/**
 * A print file production renders on the job queue (catalogue artwork, bundle template), per line and side,
 * written when the order is paid: waiting (to be made), ready (its file is in `production_lines.files`), or
 * failed (the problem, as production_lines' flag). A worker holds a waiting file until `claimedUntil`; past it
 * the file is any worker's again (its replica died).
 */
export const printRenders = pgTable(
  'print_renders',
  {
    orderProductId: integer()
      .notNull()
      .references(() => orderProducts.id, { onDelete: 'cascade' }),
    side: varchar({ length: 10 }).notNull(),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    state: varchar({ length: 10 }).$type<'waiting' | 'ready' | 'failed'>().notNull().default('waiting'),
    problem: varchar({ length: 40 }),
    claimedUntil: timestamp({ withTimezone: true }),
    // When a render job was last queued for it: the sweep queues again only a file whose job was lost.
    sentAt: timestamp({ withTimezone: true }),
    updatedAt: timestamp({ withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [
    primaryKey({ columns: [t.orderProductId, t.side] }),
    index('print_renders_waiting_idx').on(t.state, t.orderId),
  ],
);
