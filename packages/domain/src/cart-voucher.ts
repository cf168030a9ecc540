import { roundHalfAwayFromZero } from './rounding';

/**
 * A voucher code as stored: codes are kept upper-cased, so whatever case and surrounding spaces a shopper
 * types find the same voucher. Every lookup goes through this one function.
 */
export function normalizeVoucherCode(code: string): string {
  return code.trim().toUpperCase();
}

/** A voucher's rules as stored; amounts in KWD fils, null meaning no cap, minimum or limit. */
export type VoucherRules = {
  percent: number;
  maxDiscount: number | null;
  minAmount: number | null;
  startsAt: Date | null;
  expiresAt: Date | null;
  usageLimit: number | null;
  usedCount: number;
  perUserLimit: number | null;
  isActive: boolean;
};

type VoucherProblem = 'INACTIVE' | 'NOT_STARTED' | 'EXPIRED' | 'USED_UP' | 'USED_BY_YOU' | 'BELOW_MINIMUM';

type VoucherContext = {
  now: Date;
  /** How often the signed-in shopper has used it; null for a guest, whose uses are not known. */
  userUses: number | null;
  /** The cart's subtotal in fils; null when there is no cart to measure (a guest). */
  subtotal: number | null;
};

/** Why a voucher cannot be used now, or null when it can. */
export function voucherProblem(rules: VoucherRules, context: VoucherContext): VoucherProblem | null {
  if (!rules.isActive) return 'INACTIVE';
  if (rules.startsAt !== null && rules.startsAt.getTime() > context.now.getTime()) return 'NOT_STARTED';
  if (rules.expiresAt !== null && rules.expiresAt.getTime() <= context.now.getTime()) return 'EXPIRED';
  if (rules.usageLimit !== null && rules.usedCount >= rules.usageLimit) return 'USED_UP';
  if (rules.perUserLimit !== null && context.userUses !== null && context.userUses >= rules.perUserLimit) {
    return 'USED_BY_YOU';
  }
  if (rules.minAmount !== null && context.subtotal !== null && context.subtotal < rules.minAmount) {
    return 'BELOW_MINIMUM';
  }
  return null;
}

/**
 * What a voucher takes off a subtotal: its percent, at most its cap. Amounts are minor units of one
 * currency (convert the cap first); an invalid voucher counts as 0 percent (spec §5).
 */
export function voucherDiscount(subtotal: number, percent: number, maxDiscount: number | null): number {
  if (!(subtotal > 0) || !(percent > 0)) return 0;
  const discount = roundHalfAwayFromZero((subtotal * Math.min(percent, 100)) / 100);
  return maxDiscount === null ? discount : Math.min(discount, maxDiscount);
}

/** How a voucher is stored: a percent (capped by maxDiscount), or percent 0 and a fixed amountOff in fils. */
type VoucherOffer = { percent: number; maxDiscount: number | null; amountOff: number | null };

/**
 * A voucher as the totals take it (a percent and a cap): a fixed amount is all of the subtotal up to that
 * amount, so it never takes off more than the order is worth.
 */
export function voucherTerms(offer: VoucherOffer): { percent: number; maxDiscount: number | null } {
  return offer.amountOff !== null
    ? { percent: 100, maxDiscount: offer.amountOff }
    : { percent: offer.percent, maxDiscount: offer.maxDiscount };
}
