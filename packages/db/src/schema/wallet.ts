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
import { orders } from './orders';
import { users } from './users';

// Cards issued together by staff: the batch keeps who issued them, so its codes can be downloaded again.
export const giftCardBatches = pgTable('gift_card_batches', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  // Minor units of `currency`, the same for every card of the batch.
  amount: integer().notNull(),
  currency: varchar({ length: 3 }).notNull(),
  quantity: integer().notNull(),
  expiresAt: timestamp({ withTimezone: true }),
  note: varchar({ length: 200 }).notNull().default(''),
  issuedByStaffId: integer().references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

// Codes are stored upper-cased so lookups are case-insensitive through the unique index.
export const giftCards = pgTable(
  'gift_cards',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    code: varchar({ length: 32 }).notNull().unique(),
    // Minor units of `currency`; converted to KWD fils when credited to the wallet.
    amount: integer().notNull(),
    currency: varchar({ length: 3 }).notNull().default('KWD'),
    expiresAt: timestamp({ withTimezone: true }),
    redeemedByUserId: integer().references(() => users.id, { onDelete: 'set null' }),
    redeemedAt: timestamp({ withTimezone: true }),
    // Null for cards made before batches (the seed's); set when staff issue them.
    batchId: integer().references(() => giftCardBatches.id, { onDelete: 'set null' }),
    // A deactivated card cannot be redeemed; a redeemed one is not deactivated (its money is in a wallet).
    deactivatedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('gift_cards_amount_positive', sql`${t.amount} > 0`),
    index('gift_cards_batch_id_idx').on(t.batchId),
  ],
);

export const vouchers = pgTable(
  'vouchers',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    code: varchar({ length: 32 }).notNull().unique(),
    // A percent off (1 to 100), or 0 with a fixed amountOff instead.
    percent: integer().notNull(),
    // KWD fils off the subtotal (never more than it); null for a percent voucher.
    amountOff: integer(),
    // KWD fils; null means no cap / no minimum.
    maxDiscount: integer(),
    minAmount: integer(),
    // Null: valid from its creation.
    startsAt: timestamp({ withTimezone: true }),
    expiresAt: timestamp({ withTimezone: true }),
    usageLimit: integer(),
    perUserLimit: integer(),
    // Kept in step with voucherUses inside the order transaction, so the limit check needs one row lock.
    usedCount: integer().notNull().default(0),
    isActive: boolean().notNull().default(true),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'vouchers_percent_or_amount',
      sql`(${t.amountOff} is null and ${t.percent} between 1 and 100) or (${t.amountOff} > 0 and ${t.percent} = 0)`,
    ),
  ],
);

// The store-wide discount on amount (spec: shared/discount-on-amount): from minSubtotal on, percent off.
export const discountTiers = pgTable(
  'discount_tiers',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    // KWD fils.
    minSubtotal: integer().notNull().unique(),
    percent: integer().notNull(),
  },
  (t) => [
    check('discount_tiers_percent_range', sql`${t.percent} between 1 and 100`),
    check('discount_tiers_min_positive', sql`${t.minSubtotal} > 0`),
  ],
);

export const voucherUses = pgTable(
  'voucher_uses',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    voucherId: integer()
      .notNull()
      .references(() => vouchers.id),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    orderId: integer()
      .notNull()
      .unique()
      .references(() => orders.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('voucher_uses_voucher_user_idx').on(t.voucherId, t.userId)],
);

export const walletReason = pgEnum('wallet_reason', [
  'GIFT_CARD',
  'ORDER_PAYMENT',
  'ORDER_REFUND',
  'ADJUSTMENT',
  // Money staff refunded to the wallet; an order may have several (decision 0035).
  'REFUND',
]);

// The wallet balance is the sum of a user's rows; rows are only ever inserted.
export const walletLedger = pgTable(
  'wallet_ledger',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // Signed KWD fils: credits positive, spending negative.
    amount: integer().notNull(),
    reason: walletReason().notNull(),
    giftCardId: integer().references(() => giftCards.id, { onDelete: 'set null' }),
    orderId: integer().references(() => orders.id, { onDelete: 'set null' }),
    note: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('wallet_ledger_user_id_idx').on(t.userId, t.createdAt),
    // These make a retried redemption, spend or release fail instead of moving money twice. Staff
    // refunds are several per order; the refunds table keeps them once each. The list names the values
    // it covers, so a migration can add an enum value and this index in one transaction.
    uniqueIndex('wallet_ledger_gift_card_idx').on(t.giftCardId),
    uniqueIndex('wallet_ledger_order_reason_idx')
      .on(t.orderId, t.reason)
      .where(sql`${t.reason} in ('GIFT_CARD', 'ORDER_PAYMENT', 'ORDER_REFUND')`),
    check('wallet_ledger_amount_not_zero', sql`${t.amount} <> 0`),
  ],
);

export const giftCardsRelations = relations(giftCards, ({ one }) => ({
  redeemedBy: one(users, { fields: [giftCards.redeemedByUserId], references: [users.id] }),
  batch: one(giftCardBatches, { fields: [giftCards.batchId], references: [giftCardBatches.id] }),
}));

export const vouchersRelations = relations(vouchers, ({ many }) => ({
  uses: many(voucherUses),
}));

export const voucherUsesRelations = relations(voucherUses, ({ one }) => ({
  voucher: one(vouchers, { fields: [voucherUses.voucherId], references: [vouchers.id] }),
  user: one(users, { fields: [voucherUses.userId], references: [users.id] }),
  order: one(orders, { fields: [voucherUses.orderId], references: [orders.id] }),
}));

export const walletLedgerRelations = relations(walletLedger, ({ one }) => ({
  user: one(users, { fields: [walletLedger.userId], references: [users.id] }),
  giftCard: one(giftCards, { fields: [walletLedger.giftCardId], references: [giftCards.id] }),
  order: one(orders, { fields: [walletLedger.orderId], references: [orders.id] }),
}));
