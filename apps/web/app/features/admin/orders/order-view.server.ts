import type { adminOrders } from '@seed/contract/admin-orders';
import type { ReplyOf } from '@seed/contract/endpoint';
import { formatAddress } from '@seed/domain/address-format';
import { CARRIER_NAMES } from '@seed/domain/carriers';
import { CURRENCIES } from '@seed/domain/currency';
import { intlLocale, type Locale } from '@seed/domain/locale';
import { formatMoney } from '@seed/domain/money';

export type AdminOrder = ReplyOf<typeof adminOrders.detail>['order'];
type Person = { firstName: string; lastName: string; email: string } | null;

// Written on the server only, so hydration never meets another copy of ICU; Kuwait time, the store's.
export function formatMoment(value: string, locale: Locale): string {
  return new Intl.DateTimeFormat(intlLocale(locale), {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Asia/Kuwait',
  }).format(new Date(value));
}

export function formatDay(value: string, locale: Locale): string {
  return new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${value.slice(0, 10)}T00:00:00Z`),
  );
}

// A gateway may charge in a currency the store does not sell in; that amount is shown as the gateway gave it.
function paymentAmount({ amount, currency }: { amount: number; currency: string }) {
  const known = CURRENCIES.find((code) => code === currency);
  return known ? formatMoney({ amount, currency: known }) : `${currency} ${amount}`;
}

const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);
const nameOf = (person: Person) =>
  person ? [person.firstName, person.lastName].filter(Boolean).join(' ') || person.email : null;

/** The address snapshot as a name, one line and a phone (only its text fields). */
export function addressView(address: AdminOrder['address'], locale: Locale) {
  if (!address) return null;
  const fields = Object.fromEntries(Object.entries(address).map(([key, value]) => [key, text(value)]));
  return {
    name: [fields.firstName, fields.lastName].filter(Boolean).join(' '),
    summary: formatAddress({ ...fields, country: fields.country ?? '' }, locale),
    phone: fields.phone ?? null,
  };
}

/** What the order page and its print views show: one language, dates written out, amounts the API's. */
export function adminOrderView(order: AdminOrder, locale: Locale) {
  const ar = locale === 'ar';
  return {
    ...order,
    placedAt: formatMoment(order.createdAt, locale),
    expectedDelivery: order.expectedDeliveryDate ? formatDay(order.expectedDeliveryDate, locale) : null,
    addressView: addressView(order.address, locale),
    customerName: nameOf(order.customer),
    customerLanguage: order.customer.locale === 'en' ? ('en' as const) : ('ar' as const),
    lines: order.lines.map((line) => ({
      ...line,
      name: ar ? line.nameAr : line.nameEn,
      image: line.media?.url.small ?? null,
      colorName: line.color ? (ar ? line.color.nameAr : line.color.nameEn) : null,
    })),
    payments: order.payments.map((payment) => ({
      ...payment,
      at: formatMoment(payment.createdAt, locale),
      amountText: paymentAmount(payment.amount),
    })),
    shipments: order.shipments.map((shipment) => ({
      ...shipment,
      carrierName: CARRIER_NAMES[shipment.carrier][locale],
      at: formatMoment(shipment.createdAt, locale),
      by: nameOf(shipment.staff),
    })),
    staffNotes: order.staffNotes.map((note) => ({
      ...note,
      at: formatMoment(note.createdAt, locale),
      by: nameOf(note.staff),
    })),
    history: order.statusHistory.map((entry) => ({
      ...entry,
      at: formatMoment(entry.createdAt, locale),
      by: nameOf(entry.actor),
    })),
  };
}

export type AdminOrderView = ReturnType<typeof adminOrderView>;
