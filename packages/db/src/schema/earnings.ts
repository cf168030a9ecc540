import { sql } from 'drizzle-orm';
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
import { artists } from './artists';
import { orderProducts, orders } from './orders';
import { users } from './users';

// A row moves PENDING → CLEARED (the return window after delivery has passed) → PAID (its payout was paid).
export const earningState = pgEnum('earning_state', ['PENDING', 'CLEARED', 'PAID']);
// A sale earns the line's margin; a reversal (refund, return, cancellation) takes some or all of it back.
export const earningKind = pgEnum('earning_kind', ['SALE', 'REVERSAL']);
export const payoutBatchState = pgEnum('payout_batch_state', ['OPEN', 'CLOSED']);
export const payoutState = pgEnum('payout_state', ['PENDING', 'PAID']);

export const payoutBatches = pgTable(
  'payout_batches',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    state: payoutBatchState().notNull().default('OPEN'),
    // The minimum balance (KWD fils) in force when the batch was made.
    minimumFils: integer().notNull(),
    staffId: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    closedAt: timestamp({ withTimezone: true }),
  },
  // One open batch at a time: finance pays (or closes) it before making the next, and parallel creations
  // cannot both succeed even if they passed the lock.
  (t) => [uniqueIndex('payout_batches_one_open_idx').on(t.state).where(sql`${t.state} = 'OPEN'`)],
);

export const payouts = pgTable(
  'payouts',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    batchId: integer()
      .notNull()
      .references(() => payoutBatches.id),
    artistId: integer()
      .notNull()
      .references(() => artists.id),
    amount: integer().notNull(),
    state: payoutState().notNull().default('PENDING'),
    // The bank's (or finance's) reference of the transfer, given when marked paid.
    reference: varchar({ length: 100 }),
    paidAt: timestamp({ withTimezone: true }),
    paidByStaffId: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payouts_batch_artist_idx').on(t.batchId, t.artistId),
    index('payouts_artist_idx').on(t.artistId, t.createdAt),
    check('payouts_amount_positive', sql`${t.amount} > 0`),
  ],
);

// The earnings ledger: the only truth about what artists earn; balances are sums of `amount`.
export const artistEarnings = pgTable(
  'artist_earnings',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    artistId: integer()
      .notNull()
      .references(() => artists.id),
    orderId: integer()
      .notNull()
      .references(() => orders.id),
    orderProductId: integer()
      .notNull()
      .references(() => orderProducts.id),
    // What was sold, as the order line had it: the sales list and statements read the same forever.
    productId: integer(),
    artworkId: integer(),
    nameEn: varchar({ length: 255 }).notNull(),
    nameAr: varchar({ length: 255 }).notNull(),
    colorEn: varchar({ length: 100 }),
    colorAr: varchar({ length: 100 }),
    size: varchar({ length: 50 }),
    kind: earningKind().notNull(),
    count: integer().notNull(),
    // KWD fils: positive for a sale, negative for a reversal.
    amount: integer().notNull(),
    state: earningState().notNull().default('PENDING'),
    // When the order was delivered: the return window counts from here.
    deliveredAt: timestamp({ withTimezone: true }),
    clearedAt: timestamp({ withTimezone: true }),
    payoutId: integer().references(() => payouts.id),
    reason: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // A line earns once, however often the paid event is replayed.
    uniqueIndex('artist_earnings_one_sale_idx').on(t.orderProductId).where(sql`${t.kind} = 'SALE'`),
    index('artist_earnings_artist_idx').on(t.artistId, t.createdAt),
    index('artist_earnings_order_idx').on(t.orderId),
    index('artist_earnings_pending_idx').on(t.deliveredAt).where(sql`${t.state} = 'PENDING'`),
    check('artist_earnings_count_positive', sql`${t.count} >= 1`),
    check(
      'artist_earnings_sign',
      sql`(${t.kind} = 'SALE' and ${t.amount} >= 0) or (${t.kind} = 'REVERSAL' and ${t.amount} <= 0)`,
    ),
  ],
);

// Where an artist is paid. Staff see the IBAN masked; only the bank export shows it whole (audited).
export const artistPayoutDetails = pgTable('artist_payout_details', {
  artistId: integer()
    .primaryKey()
    .references(() => artists.id, { onDelete: 'cascade' }),
  iban: varchar({ length: 34 }).notNull(),
  accountName: varchar({ length: 120 }).notNull(),
  // The "your design sold" e-mail, batched daily; off until the artist turns it on.
  saleMail: boolean().notNull().default(false),
  saleMailSentAt: timestamp({ withTimezone: true }),
  updatedAt: timestamp({ withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
});

// One row (id 1): the limits finance sets. Read with a lock, it also serialises payout batch creation.
export const earningsSettings = pgTable(
  'earnings_settings',
  {
    id: integer().primaryKey().default(1),
    marginMinFils: integer().notNull().default(0),
    marginMaxFils: integer().notNull().default(10_000),
    payoutMinimumFils: integer().notNull().default(5_000),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('earnings_settings_single_row', sql`${t.id} = 1`),
    check(
      'earnings_settings_margin_range',
      sql`${t.marginMinFils} >= 0 and ${t.marginMaxFils} >= ${t.marginMinFils} and ${t.payoutMinimumFils} >= 0`,
    ),
  ],
);
