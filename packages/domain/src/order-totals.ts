import { voucherDiscount } from './cart-voucher';
import { roundHalfAwayFromZero } from './rounding';

type TotalsInput = {
  /** The purchasable lines' sum, KWD fils. */
  subtotal: number;
  /** A voucher that may be used now; its cap in fils. */
  voucher: { percent: number; maxDiscount: number | null } | null;
  /** The store-wide discount-on-amount percent the subtotal reaches. */
  amountPercent: number;
  /** Already 0 when delivery is free. */
  deliveryPrice: number;
  /** The shopper's wallet balance in fils; what they ask to use is never more than this. */
  walletBalance: number;
  useWallet: boolean;
};

export type OrderTotals = {
  subtotal: number;
  voucherDiscount: number;
  amountDiscount: number;
  /** Both discounts, never more than the subtotal. */
  discount: number;
  deliveryPrice: number;
  /** subtotal − discount + delivery. */
  total: number;
  walletUsed: number;
  /** What is left to pay at the gateway; 0 when the wallet covers the total. */
  price: number;
};

/**
 * The order's money, all in KWD fils: the voucher comes off the subtotal first, the discount on amount off
 * what is left, delivery is added, then the wallet pays what it can. The server computes this from its
 * own catalogue and ledger; nothing here comes from the client but the choice to use the wallet.
 */
export function orderTotals(input: TotalsInput): OrderTotals {
  const subtotal = Math.max(0, input.subtotal);
  const fromVoucher = input.voucher
    ? voucherDiscount(subtotal, input.voucher.percent, input.voucher.maxDiscount)
    : 0;
  const rest = subtotal - fromVoucher;
  const fromAmount = input.amountPercent > 0 ? roundHalfAwayFromZero((rest * input.amountPercent) / 100) : 0;
  const discount = Math.min(subtotal, fromVoucher + fromAmount);
  const deliveryPrice = Math.max(0, input.deliveryPrice);
  const total = subtotal - discount + deliveryPrice;
  const walletUsed = input.useWallet ? Math.max(0, Math.min(input.walletBalance, total)) : 0;
  return {
    subtotal,
    voucherDiscount: fromVoucher,
    amountDiscount: discount - fromVoucher,
    discount,
    deliveryPrice,
    total,
    walletUsed,
    price: total - walletUsed,
  };
}
