import type { Db } from '@seed/db/client';
import { giftCards, vouchers, walletLedger } from '@seed/db/schema/wallet';
import { parseCurrency } from '@seed/domain/currency';
import { DomainError } from '@seed/domain/errors';
import { toFils } from '@seed/domain/money';
import type { Paging } from '@seed/domain/paging';
import { and, desc, eq, sql } from 'drizzle-orm';
import { pageOf } from '../../http/page';

/** The balance is the ledger's sum, KWD fils. Read it under the user's row lock before spending. */
export async function walletBalance(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ fils: sql<number>`coalesce(sum(${walletLedger.amount}), 0)::int` })
    .from(walletLedger)
    .where(eq(walletLedger.userId, userId));
  return row?.fils ?? 0;
}

/** An order's wallet spend; the ledger's unique (order, reason) index refuses a second one. */
export async function spendWallet(db: Db, userId: number, orderId: number, fils: number): Promise<void> {
  if (fils <= 0) return;
  await db.insert(walletLedger).values({ userId, orderId, amount: -fils, reason: 'ORDER_PAYMENT' });
}

/** Gives back what an order took from the wallet, once: a second call finds the refund and does nothing. */
export async function refundWallet(db: Db, orderId: number): Promise<number> {
  const rows = await db
    .select({ userId: walletLedger.userId, amount: walletLedger.amount, reason: walletLedger.reason })
    .from(walletLedger)
    .where(eq(walletLedger.orderId, orderId));
  const spent = rows.find((row) => row.reason === 'ORDER_PAYMENT');
  if (!spent || rows.some((row) => row.reason === 'ORDER_REFUND')) return 0;
  await db
    .insert(walletLedger)
    .values({ userId: spent.userId, orderId, amount: -spent.amount, reason: 'ORDER_REFUND' });
  return -spent.amount;
}

/** Store credit from a staff refund of an order, KWD fils; the refunds module keeps each refund once. */
export async function creditRefund(db: Db, userId: number, orderId: number, fils: number, note: string) {
  if (fils <= 0) return;
  await db.insert(walletLedger).values({ userId, orderId, amount: fils, reason: 'REFUND', note });
}

const historyColumns = {
  id: walletLedger.id,
  amount: walletLedger.amount,
  reason: walletLedger.reason,
  orderId: walletLedger.orderId,
  createdAt: walletLedger.createdAt,
};

/** A user's ledger, newest first; staff also see the note each adjustment was made with. */
export async function walletHistory(db: Db, userId: number, paging: Paging, { notes = false } = {}) {
  const rows = await db
    .select({ ...historyColumns, note: notes ? walletLedger.note : sql<null>`null` })
    .from(walletLedger)
    .where(eq(walletLedger.userId, userId))
    .orderBy(desc(walletLedger.createdAt), desc(walletLedger.id))
    .limit(paging.limit + 1)
    .offset(paging.offset);
  return pageOf(rows, paging);
}

/**
 * Redeems a gift card into the user's wallet in one transaction: the card's row is locked, so of many
 * simultaneous redemptions one credits and the others find it used; the ledger's unique gift-card index
 * backs that up. The card's amount is converted to KWD fils.
 */
export async function redeemGiftCard(db: Db, userId: number, code: string) {
  return db.transaction(async (tx) => {
    const [card] = await tx
      .select()
      .from(giftCards)
      .where(eq(giftCards.code, code.trim().toUpperCase()))
      .for('update');
    if (!card) {
      throw new DomainError('NOT_FOUND', 'No gift card has this code', { reason: 'GIFT_CARD_NOT_FOUND' });
    }
    if (card.redeemedAt) {
      throw new DomainError('CONFLICT', 'This gift card has already been used', {
        reason: 'GIFT_CARD_ALREADY_REDEEMED',
      });
    }
    if (card.deactivatedAt) {
      throw new DomainError('CONFLICT', 'This gift card has been deactivated', {
        reason: 'GIFT_CARD_DEACTIVATED',
      });
    }
    if (card.expiresAt && card.expiresAt.getTime() <= Date.now()) {
      throw new DomainError('CONFLICT', 'This gift card has expired', { reason: 'GIFT_CARD_EXPIRED' });
    }
    const credited = toFils({ amount: card.amount, currency: parseCurrency(card.currency) });
    await tx
      .update(giftCards)
      .set({ redeemedByUserId: userId, redeemedAt: new Date() })
      .where(and(eq(giftCards.id, card.id)));
    await tx
      .insert(walletLedger)
      .values({ userId, amount: credited, reason: 'GIFT_CARD', giftCardId: card.id });
    return { credited, balance: await walletBalance(tx, userId) };
  });
}

/** A voucher's code and what it takes off (a percent, or KWD fils), as an order that used it shows them; null once the voucher is gone. */
export async function findVoucherLabel(db: Db, voucherId: number) {
  const [row] = await db
    .select({ code: vouchers.code, percent: vouchers.percent, amountOff: vouchers.amountOff })
    .from(vouchers)
    .where(eq(vouchers.id, voucherId));
  return row ?? null;
}

/**
 * A staff credit or debit, as a ledger row with the staff's reason as its note. Call it inside the
 * transaction that holds the user's row lock and read the balance there, so parallel debits cannot both pass.
 */
export async function adjustWallet(tx: Db, userId: number, amount: number, note: string): Promise<number> {
  await tx.insert(walletLedger).values({ userId, amount, reason: 'ADJUSTMENT', note });
  return walletBalance(tx, userId);
}
