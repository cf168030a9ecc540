import { CARRIER_NAMES, type Carrier, trackingUrl } from '@seed/domain/carriers';
import type { Locale } from '@seed/domain/locale';
import type { MailMessage } from '../mail/mailer';

const TEXTS = {
  en: {
    subject: (id: number) => `Your order #${id} is on its way`,
    intro: (name: string) => `Good news${name ? `, ${name}` : ''}: your order has left our workshop.`,
    carrier: (carrier: string, number: string) => `Carrier: ${carrier}. Tracking number: ${number}.`,
    track: 'Follow your parcel here:',
  },
  ar: {
    subject: (id: number) => `طلبك رقم ${id} في الطريق إليك`,
    intro: (name: string) => `أخبار سارّة${name ? ` يا ${name}` : ''}: خرج طلبك من مشغلنا.`,
    carrier: (carrier: string, number: string) => `شركة الشحن: ${carrier}. رقم التتبع: ${number}.`,
    track: 'تتبّع شحنتك من هنا:',
  },
} as const;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Tells the shopper, in their language, that the order is shipped and how to follow it. */
export function shippedMail(
  to: { email: string; firstName: string; locale: Locale },
  order: { id: number },
  shipment: { carrier: Carrier; trackingNumber: string },
): MailMessage {
  const texts = TEXTS[to.locale];
  const link = trackingUrl(shipment.carrier, shipment.trackingNumber);
  // The number is left-to-right inside Arabic text (U+2066…U+2069), so its digits and dashes keep their order.
  const number = `\u2066${shipment.trackingNumber}\u2069`;
  const paragraphs = [
    texts.intro(to.firstName),
    texts.carrier(CARRIER_NAMES[shipment.carrier][to.locale], number),
    ...(link ? [`${texts.track} ${link}`] : []),
  ];
  const dir = to.locale === 'ar' ? 'rtl' : 'ltr';
  const html = [
    texts.intro(to.firstName),
    texts.carrier(CARRIER_NAMES[shipment.carrier][to.locale], number),
  ].map((p) => `<p>${escapeHtml(p)}</p>`);
  if (link)
    html.push(`<p>${escapeHtml(texts.track)} <a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`);
  return {
    to: to.email,
    subject: texts.subject(order.id),
    text: paragraphs.join('\n\n'),
    html: `<div dir="${dir}" lang="${to.locale}">${html.join('')}</div>`,
  };
}
