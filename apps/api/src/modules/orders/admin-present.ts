import { Readable } from 'node:stream';
import { CSV_BOM, csvRow } from '@seed/domain/csv';
import { parseCurrency } from '@seed/domain/currency';
import type { Locale } from '@seed/domain/locale';
import { convertFils, decimalAmount } from '@seed/domain/money';
import type { AdminOrderRow } from './admin-list';
import { presentSummary } from './present';

const joined = (...parts: (string | null | undefined)[]) => parts.filter(Boolean).join(' ').trim();

/** Who the order goes to: the name on its delivery address, else the account's. */
function contactOf(row: AdminOrderRow) {
  const address = row.address;
  return {
    customerName: joined(address?.firstName, address?.lastName) || joined(row.firstName, row.lastName),
    phone: address?.phone || row.userPhone || null,
    country: address?.country ?? null,
  };
}

const paymentMethodOf = (row: Pick<AdminOrderRow, 'paidBy' | 'paymentMethodId'>) =>
  row.paidBy === 'WALLET' ? 'WALLET' : row.paymentMethodId === null ? null : String(row.paymentMethodId);

export function presentAdminRow(row: AdminOrderRow) {
  return {
    ...presentSummary(row),
    userId: row.userId,
    email: row.email,
    ...contactOf(row),
    isGift: row.isGift,
    paymentMethod: paymentMethodOf(row),
  };
}

const HEADERS: Record<Locale, string[]> = {
  en: [
    'Order',
    'Placed at (UTC)',
    'Status',
    'Customer',
    'E-mail',
    'Phone',
    'Country',
    'City',
    'Items',
    'Currency',
    'Subtotal',
    'Discount',
    'Delivery',
    'Wallet',
    'Total',
    'Paid at gateway',
    'Payment method',
    'Gift',
  ],
  ar: [
    'الطلب',
    'تاريخ الطلب (UTC)',
    'الحالة',
    'العميل',
    'البريد الإلكتروني',
    'الهاتف',
    'الدولة',
    'المدينة',
    'القطع',
    'العملة',
    'المجموع الفرعي',
    'الخصم',
    'التوصيل',
    'المحفظة',
    'الإجمالي',
    'المدفوع عبر البوابة',
    'طريقة الدفع',
    'هدية',
  ],
};

function csvLine(row: AdminOrderRow, locale: Locale): string {
  const currency = parseCurrency(row.currency);
  // Numbers, not text: the spreadsheet can sum them, and a number is never taken for a formula.
  const amount = (fils: number) => Number(decimalAmount(convertFils(fils, currency)));
  const contact = contactOf(row);
  const yes = locale === 'ar' ? 'نعم' : 'yes';
  return csvRow([
    row.id,
    row.createdAt.toISOString(),
    row.status,
    contact.customerName,
    row.email,
    contact.phone,
    contact.country,
    row.address?.city ?? row.address?.area ?? null,
    row.itemsCount,
    currency,
    amount(row.subtotal),
    amount(row.discount),
    amount(row.deliveryPrice),
    amount(row.paymentWalletAmount),
    amount(row.subtotal - row.discount + row.deliveryPrice),
    amount(row.price),
    paymentMethodOf(row),
    row.isGift ? yes : '',
  ]);
}

/** The export as a stream of CSV text: the byte-order mark and headers, then each batch as it is read. */
export function csvStream(batches: AsyncGenerator<AdminOrderRow[]>, locale: Locale): Readable {
  async function* lines() {
    yield CSV_BOM + csvRow(HEADERS[locale]);
    for await (const rows of batches) yield rows.map((row) => csvLine(row, locale)).join('');
  }
  return Readable.from(lines());
}
