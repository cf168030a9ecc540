import { checkout } from '@seed/contract/checkout';
import { discountOnAmount } from '@seed/domain/cart-discount-on-amount';
import { freeShippingProgress } from '@seed/domain/cart-free-shipping';
import { voucherDiscount, voucherTerms } from '@seed/domain/cart-voucher';
import type { Money } from '@seed/domain/money';
import type { ApiClient } from '../../lib/api.server';
import type { CartOffers, VoucherView } from './cart-view';

// Spec §5 and §8: a voucher check that fails counts as an invalid code with 0 percent.
async function checkVoucher(api: ApiClient, code: string, total: Money): Promise<VoucherView> {
  try {
    const reply = await api.call(checkout.voucher, { params: { code } });
    const terms = voucherTerms({
      percent: reply.percent,
      maxDiscount: reply.maxDiscount?.amount ?? null,
      amountOff: reply.amountOff?.amount ?? null,
    });
    const estimate = voucherDiscount(total.amount, terms.percent, terms.maxDiscount);
    return {
      code: reply.code,
      valid: reply.valid,
      percent: reply.percent,
      amountOff: reply.amountOff,
      problem: reply.problem,
      minAmount: reply.minAmount,
      saving: reply.valid ? (reply.discount ?? { amount: estimate, currency: total.currency }) : null,
    };
  } catch {
    return { code, valid: false, percent: 0, amountOff: null, problem: null, minAmount: null, saving: null };
  }
}

/**
 * What the cart page shows beside the lines, for a total in the shopper's currency (the API answers
 * thresholds in the same one). An offer the API cannot give now is left out rather than failing the page.
 * The tiers and the free-delivery threshold are the store's, asked through `shared` (createSharedApiClient)
 * so the response cache answers them; the voucher check is the shopper's own.
 */
export async function loadCartOffers(
  { api, shared }: { api: ApiClient; shared: ApiClient },
  total: Money,
  voucherCode: string | null,
): Promise<CartOffers> {
  const money = (amount: number): Money => ({ amount, currency: total.currency });
  const [tiers, shipping, voucher] = await Promise.all([
    shared.call(checkout.discountOnAmount).catch(() => null),
    shared.call(checkout.freeShipping).catch(() => null),
    voucherCode ? checkVoucher(api, voucherCode, total) : null,
  ]);
  const amount = tiers
    ? discountOnAmount(
        total.amount,
        tiers.tiers.map((tier) => ({ minSubtotal: tier.minAmount.amount, percent: tier.percent })),
      )
    : null;
  const progress = shipping?.minSubtotal
    ? freeShippingProgress(total.amount, shipping.minSubtotal.amount)
    : null;
  return {
    amountDiscount: amount && {
      percent: amount.percent,
      next: amount.next && { percent: amount.next.percent, remaining: money(amount.next.remaining) },
    },
    freeShipping: progress && { ...progress, remaining: money(progress.remaining) },
    voucher,
  };
}
