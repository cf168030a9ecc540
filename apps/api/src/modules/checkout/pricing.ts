import { discountOnAmount } from '@seed/domain/cart-discount-on-amount';
import { voucherTerms } from '@seed/domain/cart-voucher';
import { DomainError } from '@seed/domain/errors';
import { orderTotals } from '@seed/domain/order-totals';
import type { DeliveryQuote, ShippingAdapter } from '../../adapters/shipping/shipping-adapter';
import type { CheckoutCart } from '../cart/checkout-cart';

/** Why the cart cannot be ordered as it stands; empty when it can. */
export function cartBlockers(cart: CheckoutCart): string[] {
  if (cart.priced.length === 0) return ['EMPTY_CART'];
  const blockers = cart.priced.flatMap((line) =>
    line.availability === 'AVAILABLE'
      ? []
      : [`${line.availability === 'UNAVAILABLE' ? 'UNAVAILABLE' : 'OUT_OF_STOCK'}:${line.id}`],
  );
  if (cart.unresolved > 0) blockers.push('UNAVAILABLE_LINES');
  return blockers;
}

/** The chosen delivery method, priced by the shipping adapter for this cart; unknown ids are refused. */
export async function quoteDelivery(
  shipping: ShippingAdapter,
  deliveryId: string,
  country: string,
  cart: Pick<CheckoutCart, 'weight' | 'subtotal'>,
  now = new Date(),
): Promise<DeliveryQuote> {
  const quotes = await shipping.quotes({ country, weight: cart.weight, subtotal: cart.subtotal, now });
  const quote = quotes.find((candidate) => candidate.id === deliveryId);
  if (!quote) {
    throw new DomainError('INVALID_DATA', `Delivery method ${deliveryId} is not offered to ${country}`, {
      reason: 'DELIVERY_METHOD_UNAVAILABLE',
    });
  }
  return quote;
}

type Pricing = {
  subtotal: number;
  voucher: { percent: number; maxDiscount: number | null; amountOff: number | null } | null;
  /** The store's discount-on-amount tiers, read in the same transaction (discount-tiers.ts). */
  tiers: readonly { minSubtotal: number; percent: number }[];
  deliveryPrice: number;
  walletBalance: number;
  useWallet: boolean;
};

/** The order's totals in fils from the server's own numbers (domain/order-totals). */
export function priceOrder({ tiers, voucher, ...pricing }: Pricing) {
  const { percent } = discountOnAmount(pricing.subtotal, tiers);
  return orderTotals({ ...pricing, voucher: voucher && voucherTerms(voucher), amountPercent: percent });
}
