import { AddressSchema } from '@seed/contract/addresses';
import { formatAddress } from '@seed/domain/address-format';
import type { Locale } from '@seed/domain/locale';
import { decimalAmount, type Money } from '@seed/domain/money';
import { MoneySchema } from '@seed/domain/money-schema';
import { z } from 'zod';
import type { ApiClient } from '../../lib/api.server';
import { formatDay } from '../orders/format-date';
import { type CheckoutChoices, pickOffered } from './checkout-choices';
import type { CheckoutView, DeliveryView, PaymentMethodView, SummaryView } from './checkout-view';
import { serviceCharge } from './service-charge';

// Only the fields the page reads (the contract in docs/notes/checkout-web.md); the API sends more.
const SummaryLineSchema = z.object({
  id: z.number(),
  nameEn: z.string(),
  nameAr: z.string(),
  count: z.number(),
  sumPrice: MoneySchema,
  media: z.object({ url: z.object({ small: z.string().nullable() }) }).nullable(),
});
const SummarySchema = z.object({
  lines: z.array(SummaryLineSchema),
  subtotal: MoneySchema,
  discount: MoneySchema,
  voucher: z
    .object({ code: z.string(), percent: z.number(), valid: z.boolean(), problem: z.string().nullable() })
    .nullable(),
  deliveryPrice: MoneySchema,
  walletAvailable: MoneySchema,
  walletUsed: MoneySchema,
  total: MoneySchema,
  weight: z.number(),
  blockers: z.array(z.string()),
});
const DeliveryPricesSchema = z.object({
  deliveryMethods: z.array(
    z.object({
      id: z.string(),
      nameEn: z.string(),
      nameAr: z.string(),
      price: MoneySchema,
      isFree: z.boolean(),
      expectedDeliveryDate: z.string(),
    }),
  ),
});
const PaymentMethodsSchema = z.object({
  paymentMethods: z.array(
    z.object({
      PaymentMethodId: z.number(),
      PaymentMethodAr: z.string(),
      PaymentMethodEn: z.string(),
      ImageUrl: z.string(),
      CustomerServiceCharge: z.number(),
    }),
  ),
});
const AddressesSchema = z.object({ deliveryAddress: z.array(AddressSchema) });

type Summary = z.infer<typeof SummarySchema>;

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
  return api.get('/checkout/summary', SummarySchema, {
    deliveryAddressId: withDelivery ? addressId : undefined,
    deliveryId: withDelivery ? deliveryId : undefined,
    voucherCode: choices.voucher ?? undefined,
    useWallet: String(choices.useWallet),
  });
}

async function loadDelivery(
  api: ApiClient,
  addressId: number,
  summary: Summary,
  locale: Locale,
): Promise<DeliveryView[]> {
  const reply = await api.get('/users/delivery/prices', DeliveryPricesSchema, {
    weight: summary.weight,
    subtotal: summary.subtotal.amount,
    deliveryAddressId: addressId,
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
  const path = `/payments/methods/${decimalAmount(total)}/${total.currency}`;
  const reply = await api.get(path, PaymentMethodsSchema, { deliveryId: deliveryId ?? undefined });
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
    api.get('/users/get/me', AddressesSchema),
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
