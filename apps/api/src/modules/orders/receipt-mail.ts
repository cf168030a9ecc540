import { CURRENCIES, type Currency } from '@seed/domain/currency';
import type { Locale } from '@seed/domain/locale';
import { convertFils, formatMoneyText } from '@seed/domain/money';
import type { MailMessage } from '../mail/mailer';

type ReceiptOrder = {
  id: number;
  currency: string;
  subtotal: number;
  discount: number;
  deliveryPrice: number;
  paymentWalletAmount: number;
  price: number;
  expectedDeliveryDate: string | null;
};
// `imageUrl`: the line's picture, the garment in the line's colour, when it has one.
type ReceiptLine = {
  nameEn: string;
  nameAr: string;
  count: number;
  unitPrice: number;
  imageUrl: string | null;
};

const TEXTS = {
  en: {
    subject: (id: number) => `Your order #${id} is paid`,
    intro: (name: string) =>
      `Thank you${name ? `, ${name}` : ''}. We have your payment and are preparing your order.`,
    subtotal: 'Subtotal',
    discount: 'Discount',
    delivery: 'Delivery',
    wallet: 'Paid from wallet',
    paid: 'Paid by card',
    expected: (date: string) => `Expected delivery by ${date}.`,
  },
  ar: {
    subject: (id: number) => `تم دفع طلبك رقم ${id}`,
    intro: (name: string) => `شكرًا لك${name ? ` يا ${name}` : ''}. استلمنا الدفع ونجهّز طلبك الآن.`,
    subtotal: 'المجموع الفرعي',
    discount: 'الخصم',
    delivery: 'التوصيل',
    wallet: 'المدفوع من المحفظة',
    paid: 'المدفوع بالبطاقة',
    expected: (date: string) => `موعد التوصيل المتوقع قبل ${date}.`,
  },
} as const;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The receipt sent once when an order is paid, in the shopper's language and the order's currency. */
export function receiptMail(
  to: { email: string; firstName: string; locale: Locale },
  order: ReceiptOrder,
  lines: ReceiptLine[],
): MailMessage {
  const texts = TEXTS[to.locale];
  const currency = (CURRENCIES.find((c) => c === order.currency) ?? 'KWD') as Currency;
  const money = (fils: number) => formatMoneyText(convertFils(fils, currency));
  const rows = [
    ...lines.map(
      (line) =>
        `${to.locale === 'ar' ? line.nameAr : line.nameEn} × ${line.count}: ${money(line.unitPrice * line.count)}`,
    ),
    `${texts.subtotal}: ${money(order.subtotal)}`,
    ...(order.discount > 0 ? [`${texts.discount}: -${money(order.discount)}`] : []),
    `${texts.delivery}: ${money(order.deliveryPrice)}`,
    ...(order.paymentWalletAmount > 0 ? [`${texts.wallet}: ${money(order.paymentWalletAmount)}`] : []),
    `${texts.paid}: ${money(order.price)}`,
  ];
  const paragraphs = [
    texts.intro(to.firstName),
    rows.join('\n'),
    ...(order.expectedDeliveryDate ? [texts.expected(order.expectedDeliveryDate)] : []),
  ];
  const dir = to.locale === 'ar' ? 'rtl' : 'ltr';
  const pictures = lines
    .filter((line) => line.imageUrl)
    .map(
      (line) =>
        `<img src="${escapeHtml(line.imageUrl!)}" alt="${escapeHtml(to.locale === 'ar' ? line.nameAr : line.nameEn)}" width="96" height="96">`,
    )
    .join(' ');
  return {
    to: to.email,
    subject: texts.subject(order.id),
    text: paragraphs.join('\n\n'),
    html: `<div dir="${dir}" lang="${to.locale}">${paragraphs
      .map((p) => `<p>${escapeHtml(p).replaceAll('\n', '<br>')}</p>`)
      .join('')}${pictures ? `<p>${pictures}</p>` : ''}</div>`,
  };
}
