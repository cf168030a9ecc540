import { checkout } from '@seed/contract/checkout';
import { delivery } from '@seed/contract/delivery';
import type { ReplyOf } from '@seed/contract/endpoint';
import { users } from '@seed/contract/users';
import { formatAddress } from '@seed/domain/address-format';
import type { Locale } from '@seed/domain/locale';
import { decimalAmount, type Money } from '@seed/domain/money';
import type { ApiClient } from '../../lib/api.server';
import { formatDay } from '../orders/format-date';
import { type CheckoutChoices, pickOffered } from './checkout-choices';
import type { CheckoutView, DeliveryView, PaymentMethodView, SummaryView } from './checkout-view';
import { serviceCharge } from './service-charge';

type Summary = ReplyOf<typeof checkout.summary>;

function summaryView(summary: Summary, locale: Locale): SummaryView {
  return {
    ...summary,
    lines: summary.lines.map((line) => ({
      id: line.id,
      name: locale === 'ar' ? line.nameAr : line.nameEn,
      count: line.count,
      sumPrice: line.sumPrice,
      image: line.media?.url.small ?? null,
    })),
  };
}

// The summary prices delivery by the address's country, so it takes the address with the delivery id.
function loadSummary(
  api: ApiClient,
  choices: CheckoutChoices,
  addressId: number | null,
  deliveryId: string | null,
) {
  const withDelivery = addressId !== null && deliveryId !== null;
  return api.call(checkout.summary, {
    query: {
      deliveryAddressId: withDelivery ? String(addressId) : undefined,
      deliveryId: withDelivery ? deliveryId : undefined,
      voucherCode: choices.voucher ?? undefined,
      useWallet: choices.useWallet ? 'true' : 'false',
    },
  });
}

async function loadDelivery(
  api: ApiClient,
  addressId: number,
  summary: Summary,
  locale: Locale,
): Promise<DeliveryView[]> {
  const reply = await api.call(delivery.prices, {
    query: { weight: summary.weight, subtotal: summary.subtotal.amount, deliveryAddressId: addressId },
  });
  return reply.deliveryMethods.map((method) => ({
    id: method.id,
    name: locale === 'ar' ? method.nameAr : method.nameEn,
    price: method.price,
    isFree: method.isFree,
    expectedDelivery: formatDay(method.expectedDeliveryDate, locale),
  }));
}

async function loadPaymentMethods(
  api: ApiClient,
  total: Money,
  deliveryId: string | null,
  locale: Locale,
): Promise<PaymentMethodView[]> {
  // A total of 0 (the wallet pays it all) still lists them: the order names a method either way.
  const reply = await api.call(checkout.paymentMethods, {
    params: { amount: decimalAmount(total), currency: total.currency },
    query: { deliveryId: deliveryId ?? undefined },
  });
  return reply.paymentMethods.map((method) => ({
    id: method.PaymentMethodId,
    name: locale === 'ar' ? method.PaymentMethodAr : method.PaymentMethodEn,
    image: method.ImageUrl || null,
    serviceCharge: serviceCharge(method.CustomerServiceCharge, total.currency),
  }));
}

/**
 * Everything /checkout shows for the shopper's choices, each value the API's own: the saved addresses,
 * the delivery methods for the chosen address, the summary for the chosen delivery, voucher and wallet,
 * and the payment methods for its total. A choice that is no longer offered falls back to the first
 * offered one, and the summary is asked again so it always matches what the page shows as chosen.
 */
export async function loadCheckout(
  api: ApiClient,
  choices: CheckoutChoices,
  locale: Locale,
): Promise<CheckoutView> {
  const [me, firstSummary] = await Promise.all([
    api.call(users.me),
    loadSummary(api, choices, choices.addressId, choices.deliveryId),
  ]);
  const addressId = pickOffered(
    choices.addressId,
    me.deliveryAddress.map((address) => address.id),
  );
  const delivery = addressId === null ? [] : await loadDelivery(api, addressId, firstSummary, locale);
  const deliveryId = pickOffered(
    choices.deliveryId,
    delivery.map((method) => method.id),
  );
  const summary =
    deliveryId === choices.deliveryId && addressId === choices.addressId
      ? firstSummary
      : await loadSummary(api, choices, addressId, deliveryId);
  const paymentMethods = await loadPaymentMethods(api, summary.total, deliveryId, locale);
  return {
    choices: { ...choices, addressId, deliveryId },
    addresses: me.deliveryAddress.map((address) => ({
      id: address.id,
      title: address.addressNickname || [address.firstName, address.lastName].filter(Boolean).join(' ') || '',
      summary: formatAddress(address, locale),
      phone: address.phone,
    })),
    delivery,
    summary: summaryView(summary, locale),
    paymentMethods,
  };
}
