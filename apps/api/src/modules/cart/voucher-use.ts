import type { Db } from '@seed/db/client';
import { vouchers, voucherUses } from '@seed/db/schema/wallet';
import { voucherProblem } from '@seed/domain/cart-voucher';
import { DomainError } from '@seed/domain/errors';
import { and, count, eq, sql } from 'drizzle-orm';

const PROBLEMS = {
  INACTIVE: 'is no longer active',
  EXPIRED: 'has expired',
  USED_UP: 'has been used up',
  USED_BY_YOU: 'has already been used by you as often as it allows',
  BELOW_MINIMUM: 'needs a larger order',
} as const;

/**
 * Whether a voucher can be used on this shopper's order now, and its rules; `lock` takes its row lock
 * (inside the order's transaction), so of simultaneous checkouts only as many as its limit get it.
 */
export async function voucherStanding(db: Db, code: string, userId: number, subtotal: number, lock = false) {
  const query = db.select().from(vouchers).where(eq(vouchers.code, code.trim().toUpperCase()));
  const [voucher] = lock ? await query.for('update') : await query;
  if (!voucher) return { voucher: null, problem: 'NOT_FOUND' as const };
  const [uses] = await db
    .select({ n: count() })
    .from(voucherUses)
    .where(and(eq(voucherUses.voucherId, voucher.id), eq(voucherUses.userId, userId)));
  return { voucher, problem: voucherProblem(voucher, { now: new Date(), userUses: uses?.n ?? 0, subtotal }) };
}

/** The voucher for an order being placed, under its row lock; refused with the reason. */
export async function lockVoucher(db: Db, code: string, userId: number, subtotal: number) {
  const { voucher, problem } = await voucherStanding(db, code, userId, subtotal, true);
  if (!voucher) throw new DomainError('INVALID_DATA', `Voucher ${code} does not exist`);
  if (problem) throw new DomainError('INVALID_DATA', `Voucher ${voucher.code} ${PROBLEMS[problem]}`);
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
