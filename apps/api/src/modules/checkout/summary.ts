import type { Db } from '@seed/db/client';
import { normalizeVoucherCode } from '@seed/domain/cart-voucher';
import type { Currency } from '@seed/domain/currency';
import { isDomainError } from '@seed/domain/errors';
import { convertFils } from '@seed/domain/money';
import type { ShippingAdapter } from '../../adapters/shipping/shipping-adapter';
import { findAddress } from '../addresses/service';
import { readCheckoutCart } from '../cart/checkout-cart';
import { walletBalance } from '../wallet/service';
import { readDiscountTiers } from './discount-tiers';
import { cartBlockers, priceOrder, quoteDelivery } from './pricing';
import { voucherStanding } from './voucher-use';

type SummaryChoices = {
  deliveryId?: string;
  deliveryAddressId?: number;
  voucherCode?: string;
  useWallet?: boolean;
};

type Context = { db: Db; shipping: ShippingAdapter; currency: Currency; mediaBase: string };

/**
 * The checkout page's numbers, all the server's: the cart priced from the catalogue, the voucher and
 * delivery it would get, the wallet it may use, and what would stop the order now.
 */
export async function checkoutSummary(
  { db, shipping, currency, mediaBase }: Context,
  userId: number,
  choices: SummaryChoices,
) {
  const cart = await readCheckoutCart(db, userId, { currency, mediaBase, userId });
  const blockers = cartBlockers(cart);
  let deliveryPrice = 0;
  if (!choices.deliveryId || !choices.deliveryAddressId) blockers.push('DELIVERY_REQUIRED');
  else {
    const address = await findAddress(db, userId, choices.deliveryAddressId);
    if (!address) blockers.push('ADDRESS_NOT_FOUND');
    else {
      try {
        deliveryPrice = (await quoteDelivery(shipping, choices.deliveryId, address.country, cart)).price;
      } catch (error) {
        if (!isDomainError(error)) throw error;
        blockers.push('UNKNOWN_DELIVERY');
      }
    }
  }
  const code = choices.voucherCode ? normalizeVoucherCode(choices.voucherCode) : null;
  const standing = code ? { code, ...(await voucherStanding(db, code, userId, cart.subtotal)) } : null;
  const usable = standing?.voucher && standing.problem === null ? standing.voucher : null;
  const balance = await walletBalance(db, userId);
  const totals = priceOrder({
    subtotal: cart.subtotal,
    tiers: await readDiscountTiers(db),
    voucher: usable,
    deliveryPrice,
    walletBalance: balance,
    useWallet: choices.useWallet ?? false,
  });
  const money = (fils: number) => convertFils(fils, currency);
  return {
    lines: cart.lines,
    subtotal: money(totals.subtotal),
    discount: money(totals.discount),
    voucher: standing && {
      code: standing.voucher?.code ?? standing.code,
      percent: usable?.percent ?? 0,
      amountOff: usable?.amountOff == null ? null : money(usable.amountOff),
      valid: usable !== null,
      problem: standing.problem,
    },
    deliveryPrice: money(totals.deliveryPrice),
    walletAvailable: money(Math.max(0, balance)),
    walletUsed: money(totals.walletUsed),
    total: money(totals.price),
    currency,
    weight: cart.weight,
    blockers,
  };
}
