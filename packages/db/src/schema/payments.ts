import { relations } from 'drizzle-orm';
import { index, integer, jsonb, pgEnum, pgTable, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { orders } from './orders';

export const paymentGateway = pgEnum('payment_gateway', ['test', 'myfatoorah']);
// REFUND_DUE: paid at the gateway for an order that could no longer take it (released, or already paid);
// money a person must give back.
export const paymentStatus = pgEnum('payment_status', [
  'PENDING',
  'PAID',
  'FAILED',
  'EXPIRED',
  'REFUNDED',
  'REFUND_DUE',
]);

// One attempt to pay an order at a gateway; an order may have several (a failed card, then another).
export const payments = pgTable(
  'payments',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer()
      .notNull()
      .references(() => orders.id),
    gateway: paymentGateway().notNull(),
    // Unique per gateway so a repeated callback finds the same row and changes nothing twice.
    invoiceId: varchar({ length: 100 }).notNull(),
    paymentId: varchar({ length: 100 }),
    status: paymentStatus().notNull().default('PENDING'),
    // Minor units of `currency` (the gateway's currency, which may differ from the order's).
    amount: integer().notNull(),
    currency: varchar({ length: 3 }).notNull(),
    // The gateway's last reply, kept for support and reconciliation.
    raw: jsonb(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [
    uniqueIndex('payments_gateway_invoice_id_idx').on(t.gateway, t.invoiceId),
    index('payments_order_id_idx').on(t.orderId),
  ],
);

export const paymentsRelations = relations(payments, ({ one }) => ({
  order: one(orders, { fields: [payments.orderId], references: [orders.id] }),
}));
