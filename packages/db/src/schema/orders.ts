import { relations, sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { addresses } from './addresses';
import { artists } from './artists';
import { bundles } from './bundles';
import { colorsToSizes, printPosition } from './inventory';
import { payments } from './payments';
import { products } from './products';
import { users } from './users';
import { vouchers } from './wallet';

export const orderStatus = pgEnum('order_status', [
  'PENDING_PAYMENT',
  'PAID',
  'IN_PRODUCTION',
  'SHIPPED',
  'DELIVERED',
  'PAYMENT_FAILED',
  'CANCELLED',
  'REFUNDED',
  'PAYMENT_EXPIRED',
]);

// How an order is paid: at the gateway (with one of its payment methods), or wholly from the wallet.
export const orderPaidBy = pgEnum('order_paid_by', ['GATEWAY', 'WALLET']);

// The address as it was when the order was placed; the address row itself may later change or be deleted.
export type AddressSnapshot = Omit<
  typeof addresses.$inferSelect,
  'userId' | 'createdAt' | 'updatedAt' | 'deletedAt'
>;

// All amounts are KWD fils; `currency` records what the shopper saw and paid in.
export const orders = pgTable(
  'orders',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id),
    status: orderStatus().notNull().default('PENDING_PAYMENT'),
    subtotal: integer().notNull(),
    deliveryPrice: integer().notNull().default(0),
    discount: integer().notNull().default(0),
    // What is left to pay after the discount and the wallet amount.
    price: integer().notNull(),
    percent: integer().notNull().default(0),
    currency: varchar({ length: 3 }).notNull().default('KWD'),
    // Null for an order recorded without one (offline orders, rows from before it was kept).
    paidBy: orderPaidBy(),
    // The gateway's id of the method chosen; set exactly when the order is paid by the gateway.
    paymentMethodId: integer(),
    isUsedWallet: boolean().notNull().default(false),
    paymentWalletAmount: integer().notNull().default(0),
    voucherId: integer().references(() => vouchers.id),
    notes: text(),
    orderNote: text(),
    personalNotes: text(),
    isGift: boolean().notNull().default(false),
    orderType: varchar({ length: 30 }).notNull().default('NORMAL'),
    expectedDeliveryDate: date(),
    isOfflineOrder: boolean().notNull().default(false),
    internationalOrder: boolean().notNull().default(false),
    addressId: integer().references(() => addresses.id, { onDelete: 'set null' }),
    address: jsonb().$type<AddressSnapshot>(),
    // Sent by the client with "place order" so a retried request returns the first order instead of a second one.
    idempotencyKey: varchar({ length: 100 }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [
    index('orders_user_id_created_at_idx').on(t.userId, t.createdAt),
    // The expiry job's scan for orders left unpaid (decision 0017).
    index('orders_pending_payment_created_at_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'PENDING_PAYMENT'`),
    uniqueIndex('orders_user_idempotency_key_idx').on(t.userId, t.idempotencyKey),
    // The back office's order list: newest first, often by status.
    index('orders_created_at_idx').on(t.createdAt),
    index('orders_status_created_at_idx').on(t.status, t.createdAt),
    check(
      'orders_amounts_not_negative',
      sql`${t.subtotal} >= 0 and ${t.deliveryPrice} >= 0 and ${t.discount} >= 0 and ${t.price} >= 0 and ${t.paymentWalletAmount} >= 0`,
    ),
    check('orders_percent_range', sql`${t.percent} between 0 and 100`),
    check(
      'orders_payment_method_of_gateway',
      sql`coalesce(${t.paidBy} = 'GATEWAY', false) = (${t.paymentMethodId} is not null)`,
    ),
  ],
);

// Names and prices are copied so an order reads the same after the catalogue changes.
export const orderProducts = pgTable(
  'order_products',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: integer().references(() => products.id, { onDelete: 'set null' }),
    colorsToSizesId: integer().references(() => colorsToSizes.id, { onDelete: 'set null' }),
    bundleId: integer().references(() => bundles.id, { onDelete: 'set null' }),
    uniqueKey: varchar({ length: 10 }),
    nameEn: varchar({ length: 255 }).notNull(),
    nameAr: varchar({ length: 255 }).notNull(),
    unitPrice: integer().notNull(),
    count: integer().notNull(),
    printPosition: printPosition().notNull().default('FRONT'),
    // The artist's share per unit (KWD fils) when the order was placed; a later margin change never reaches it.
    artistId: integer().references(() => artists.id, { onDelete: 'set null' }),
    artistMargin: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('order_products_order_id_idx').on(t.orderId),
    index('order_products_product_id_idx').on(t.productId),
    check('order_products_count_positive', sql`${t.count} >= 1`),
    check('order_products_unit_price_not_negative', sql`${t.unitPrice} >= 0`),
  ],
);

export const orderStatusHistory = pgTable(
  'order_status_history',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    // Null for the row written when the order is created.
    fromStatus: orderStatus(),
    toStatus: orderStatus().notNull(),
    note: text(),
    // Null when the change came from the system (a gateway callback, a job).
    actorUserId: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_status_history_order_id_idx').on(t.orderId, t.createdAt)],
);

// How an order left: the carrier and its tracking number, given by staff when they mark it SHIPPED. A table
// rather than order columns, so a parcel sent again (lost, split) keeps the first one's record.
export const orderShipments = pgTable(
  'order_shipments',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    // One of CARRIERS (@seed/domain/carriers); text, so a carrier added later needs no migration.
    carrier: varchar({ length: 30 }).notNull(),
    trackingNumber: varchar({ length: 60 }).notNull(),
    staffId: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_shipments_order_id_idx').on(t.orderId, t.createdAt)],
);

// Staff's own notes on an order, never shown to the shopper (their notes are the order's own columns).
export const orderStaffNotes = pgTable(
  'order_staff_notes',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    staffId: integer().references(() => users.id, { onDelete: 'set null' }),
    text: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_staff_notes_order_id_idx').on(t.orderId, t.createdAt)],
);

export const ordersRelations = relations(orders, ({ one, many }) => ({
  user: one(users, { fields: [orders.userId], references: [users.id] }),
  deliveryAddress: one(addresses, { fields: [orders.addressId], references: [addresses.id] }),
  voucher: one(vouchers, { fields: [orders.voucherId], references: [vouchers.id] }),
  orderProducts: many(orderProducts),
  statusHistory: many(orderStatusHistory),
  payments: many(payments),
  shipments: many(orderShipments),
  staffNotes: many(orderStaffNotes),
}));

export const orderProductsRelations = relations(orderProducts, ({ one }) => ({
  order: one(orders, { fields: [orderProducts.orderId], references: [orders.id] }),
  product: one(products, { fields: [orderProducts.productId], references: [products.id] }),
  colorsToSizes: one(colorsToSizes, {
    fields: [orderProducts.colorsToSizesId],
    references: [colorsToSizes.id],
  }),
  bundle: one(bundles, { fields: [orderProducts.bundleId], references: [bundles.id] }),
}));

export const orderStatusHistoryRelations = relations(orderStatusHistory, ({ one }) => ({
  order: one(orders, { fields: [orderStatusHistory.orderId], references: [orders.id] }),
  actor: one(users, { fields: [orderStatusHistory.actorUserId], references: [users.id] }),
}));
