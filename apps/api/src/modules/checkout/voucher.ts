import type { Db } from '@seed/db/client';
import { vouchers, voucherUses } from '@seed/db/schema/wallet';
import {
  normalizeVoucherCode,
  voucherDiscount,
  voucherProblem,
  voucherTerms,
} from '@seed/domain/cart-voucher';
import type { Currency } from '@seed/domain/currency';
import { DomainError } from '@seed/domain/errors';
import { convertFils, type Money } from '@seed/domain/money';
import { and, count, eq } from 'drizzle-orm';

type Shopper = {
  userId: number;
  /** The cart's total in KWD fils, for the minimum, and in the shopper's currency, for the discount. */
  subtotalFils: number;
  subtotal: Money;
} | null;

/**
 * Whether a voucher code can be used now, and its percent (0 when it cannot, spec §5). For a signed-in
 * shopper, their own uses and their cart's subtotal count too, and the reply says what it takes off the
 * cart; for a guest those wait for checkout. An unknown code is a 404.
 */
export async function checkVoucher(db: Db, code: string, shopper: Shopper, currency: Currency) {
  const [voucher] = await db
    .select()
    .from(vouchers)
    .where(eq(vouchers.code, normalizeVoucherCode(code)));
  if (!voucher) {
    throw new DomainError('NOT_FOUND', `Voucher ${code} not found`, { reason: 'VOUCHER_NOT_FOUND' });
  }
  const userUses = shopper ? await usesBy(db, voucher.id, shopper.userId) : null;
  const problem = voucherProblem(voucher, {
    now: new Date(),
    userUses,
    subtotal: shopper?.subtotalFils ?? null,
  });
  const percent = problem === null ? voucher.percent : 0;
  const maxDiscount = voucher.maxDiscount === null ? null : convertFils(voucher.maxDiscount, currency);
  const amountOff = voucher.amountOff === null ? null : convertFils(voucher.amountOff, currency);
  const terms = voucherTerms({
    percent,
    maxDiscount: maxDiscount?.amount ?? null,
    amountOff: problem === null ? (amountOff?.amount ?? null) : null,
  });
  return {
    code: voucher.code,
    valid: problem === null,
    percent,
    amountOff,
    problem,
    maxDiscount,
    minAmount: voucher.minAmount === null ? null : convertFils(voucher.minAmount, currency),
    discount: shopper && {
      amount: voucherDiscount(shopper.subtotal.amount, terms.percent, terms.maxDiscount),
      currency,
    },
  };
}

async function usesBy(db: Db, voucherId: number, userId: number): Promise<number> {
  const [row] = await db
    .select({ uses: count() })
    .from(voucherUses)
    .where(and(eq(voucherUses.voucherId, voucherId), eq(voucherUses.userId, userId)));
  return row?.uses ?? 0;
}
