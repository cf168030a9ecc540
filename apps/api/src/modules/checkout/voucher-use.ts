import type { Db } from '@seed/db/client';
import { vouchers, voucherUses } from '@seed/db/schema/wallet';
import { normalizeVoucherCode, voucherProblem } from '@seed/domain/cart-voucher';
import type { Currency } from '@seed/domain/currency';
import { DomainError } from '@seed/domain/errors';
import { convertFils } from '@seed/domain/money';
import { and, count, eq, sql } from 'drizzle-orm';

type VoucherProblem = NonNullable<ReturnType<typeof voucherProblem>>;

const PROBLEMS: Record<VoucherProblem, { reason: string; text: string }> = {
  INACTIVE: { reason: 'VOUCHER_INACTIVE', text: 'is no longer active' },
  NOT_STARTED: { reason: 'VOUCHER_NOT_STARTED', text: 'cannot be used yet' },
  EXPIRED: { reason: 'VOUCHER_EXPIRED', text: 'has expired' },
  USED_UP: { reason: 'VOUCHER_LIMIT_REACHED', text: 'has been used up' },
  USED_BY_YOU: {
    reason: 'VOUCHER_USED_BY_YOU',
    text: 'has already been used by you as often as it allows',
  },
  BELOW_MINIMUM: { reason: 'VOUCHER_BELOW_MINIMUM', text: 'needs a larger order' },
};

/**
 * Whether a voucher can be used on this shopper's order now, and its rules; `lock` takes its row lock
 * (inside the order's transaction), so of simultaneous checkouts only as many as its limit get it.
 */
export async function voucherStanding(db: Db, code: string, userId: number, subtotal: number, lock = false) {
  const query = db
    .select()
    .from(vouchers)
    .where(eq(vouchers.code, normalizeVoucherCode(code)));
  const [voucher] = lock ? await query.for('update') : await query;
  if (!voucher) return { voucher: null, problem: 'NOT_FOUND' as const };
  const [uses] = await db
    .select({ n: count() })
    .from(voucherUses)
    .where(and(eq(voucherUses.voucherId, voucher.id), eq(voucherUses.userId, userId)));
  return { voucher, problem: voucherProblem(voucher, { now: new Date(), userUses: uses?.n ?? 0, subtotal }) };
}

/**
 * The voucher for an order being placed, under its row lock; refused with the reason. A minimum it needs
 * travels in the shopper's currency (minor units), for the page to format.
 */
export async function lockVoucher(
  db: Db,
  code: string,
  shopper: { userId: number; subtotal: number; currency: Currency },
) {
  const { voucher, problem } = await voucherStanding(db, code, shopper.userId, shopper.subtotal, true);
  if (!voucher) {
    throw new DomainError('INVALID_DATA', `Voucher ${code} does not exist`, { reason: 'VOUCHER_NOT_FOUND' });
  }
  if (problem) {
    const { reason, text } = PROBLEMS[problem];
    const minimum = voucher.minAmount === null ? null : convertFils(voucher.minAmount, shopper.currency);
    const details =
      problem === 'BELOW_MINIMUM' && minimum
        ? { minimum: minimum.amount, currency: minimum.currency }
        : undefined;
    throw new DomainError('INVALID_DATA', `Voucher ${voucher.code} ${text}`, { reason, details });
  }
  return voucher;
}

export async function recordVoucherUse(db: Db, voucherId: number, userId: number, orderId: number) {
  await db.insert(voucherUses).values({ voucherId, userId, orderId });
  await db
    .update(vouchers)
    .set({ usedCount: sql`${vouchers.usedCount} + 1` })
    .where(eq(vouchers.id, voucherId));
}

/** Frees an unpaid order's voucher use, once; the voucher row is locked like at checkout. */
export async function releaseVoucherUse(db: Db, orderId: number): Promise<void> {
  const [use] = await db.select().from(voucherUses).where(eq(voucherUses.orderId, orderId));
  if (!use) return;
  await db.select({ id: vouchers.id }).from(vouchers).where(eq(vouchers.id, use.voucherId)).for('update');
  await db.delete(voucherUses).where(eq(voucherUses.id, use.id));
  await db
    .update(vouchers)
    .set({ usedCount: sql`greatest(${vouchers.usedCount} - 1, 0)` })
    .where(eq(vouchers.id, use.voucherId));
}
