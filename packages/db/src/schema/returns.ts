import { relations, sql } from 'drizzle-orm';
import { check, index, integer, pgEnum, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { media } from './media';
import { orderProducts, orders } from './orders';
import { refunds } from './refunds';
import { users } from './users';

export const returnState = pgEnum('return_state', ['REQUESTED', 'REFUSED', 'REFUNDED']);
export const returnReason = pgEnum('return_reason', [
  'DAMAGED',
  'WRONG_ITEM',
  'WRONG_SIZE',
  'NOT_AS_DESCRIBED',
  'PRINT_QUALITY',
  'CHANGED_MIND',
  'OTHER',
]);

// A shopper's request to send back lines of a delivered order; staff accept it (a refund) or refuse it.
export const orderReturns = pgTable(
  'order_returns',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer()
      .notNull()
      .references(() => orders.id),
    userId: integer()
      .notNull()
      .references(() => users.id),
    state: returnState().notNull().default('REQUESTED'),
    reason: returnReason().notNull(),
    details: text(),
    decisionNote: text(),
    decidedById: integer().references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp({ withTimezone: true }),
    refundId: integer().references(() => refunds.id),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('order_returns_order_id_idx').on(t.orderId),
    index('order_returns_state_created_at_idx').on(t.state, t.createdAt),
  ],
);

export const returnLines = pgTable(
  'return_lines',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    returnId: integer()
      .notNull()
      .references(() => orderReturns.id, { onDelete: 'cascade' }),
    orderProductId: integer()
      .notNull()
      .references(() => orderProducts.id),
    count: integer().notNull(),
  },
  (t) => [
    index('return_lines_return_id_idx').on(t.returnId),
    index('return_lines_order_product_id_idx').on(t.orderProductId),
    check('return_lines_count_positive', sql`${t.count} >= 1`),
  ],
);

export const returnPhotos = pgTable(
  'return_photos',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    returnId: integer()
      .notNull()
      .references(() => orderReturns.id, { onDelete: 'cascade' }),
    mediaId: integer()
      .notNull()
      .references(() => media.id),
  },
  (t) => [index('return_photos_return_id_idx').on(t.returnId)],
);

export const orderReturnsRelations = relations(orderReturns, ({ one, many }) => ({
  order: one(orders, { fields: [orderReturns.orderId], references: [orders.id] }),
  refund: one(refunds, { fields: [orderReturns.refundId], references: [refunds.id] }),
  lines: many(returnLines),
  photos: many(returnPhotos),
}));

export const returnLinesRelations = relations(returnLines, ({ one }) => ({
  orderReturn: one(orderReturns, { fields: [returnLines.returnId], references: [orderReturns.id] }),
}));

export const returnPhotosRelations = relations(returnPhotos, ({ one }) => ({
  orderReturn: one(orderReturns, { fields: [returnPhotos.returnId], references: [orderReturns.id] }),
  media: one(media, { fields: [returnPhotos.mediaId], references: [media.id] }),
}));
