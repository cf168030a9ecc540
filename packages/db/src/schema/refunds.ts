import { relations, sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { orderProducts, orders } from './orders';
import { users } from './users';

export const refundDestination = pgEnum('refund_destination', ['CARD', 'WALLET']);
// PENDING: the gateway took the card refund but carries it out later (MyFatoorah's finance team reviews
// it); COMPLETED: the money is back. A refused refund leaves no row.
export const refundState = pgEnum('refund_state', ['PENDING', 'COMPLETED']);

// Money that went back to a shopper for an order. Amounts are minor units of the order's currency;
// `walletFils` is what the wallet ledger received (the wallet counts KWD fils). Decision 0035.
export const refunds = pgTable(
  'refunds',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer()
      .notNull()
      .references(() => orders.id),
    currency: varchar({ length: 3 }).notNull(),
    amount: integer().notNull(),
    // The refund as it was paid out: to the card at the gateway, and to the wallet.
    cardAmount: integer().notNull().default(0),
    walletAmount: integer().notNull().default(0),
    walletFils: integer().notNull().default(0),
    destination: refundDestination().notNull(),
    state: refundState().notNull(),
    // Includes the delivery price: set when the whole order was refunded.
    wholeOrder: boolean().notNull().default(false),
    gatewayRefundId: varchar({ length: 100 }),
    reason: text().notNull(),
    staffId: integer().references(() => users.id, { onDelete: 'set null' }),
    // The staff form's key: a double click or a retry finds the first refund instead of making a second.
    idempotencyKey: varchar({ length: 100 }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('refunds_order_idempotency_key_idx').on(t.orderId, t.idempotencyKey),
    index('refunds_order_id_idx').on(t.orderId),
    check(
      'refunds_amount_split',
      sql`${t.amount} > 0 and ${t.cardAmount} >= 0 and ${t.walletAmount} >= 0 and ${t.cardAmount} + ${t.walletAmount} = ${t.amount}`,
    ),
  ],
);

// The order lines a refund covered; `restocked` says whether their items went back to stock.
export const refundLines = pgTable(
  'refund_lines',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    refundId: integer()
      .notNull()
      .references(() => refunds.id, { onDelete: 'cascade' }),
    orderProductId: integer()
      .notNull()
      .references(() => orderProducts.id),
    count: integer().notNull(),
    restocked: boolean().notNull().default(false),
  },
  (t) => [
    index('refund_lines_refund_id_idx').on(t.refundId),
    index('refund_lines_order_product_id_idx').on(t.orderProductId),
    check('refund_lines_count_positive', sql`${t.count} >= 1`),
  ],
);

export const refundsRelations = relations(refunds, ({ one, many }) => ({
  order: one(orders, { fields: [refunds.orderId], references: [orders.id] }),
  staff: one(users, { fields: [refunds.staffId], references: [users.id] }),
  lines: many(refundLines),
}));

export const refundLinesRelations = relations(refundLines, ({ one }) => ({
  refund: one(refunds, { fields: [refundLines.refundId], references: [refunds.id] }),
  line: one(orderProducts, { fields: [refundLines.orderProductId], references: [orderProducts.id] }),
}));
