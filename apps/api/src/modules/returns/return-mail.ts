import type { Locale } from '@seed/domain/locale';
import type { MailMessage } from '../mail/mailer';

const TEXTS = {
  en: {
    subject: (id: number) => `Your return for order #${id}`,
    refused: 'We have looked at your return request and cannot accept it. Our note:',
  },
  ar: {
    subject: (id: number) => `طلب الإرجاع للطلب رقم ${id}`,
    refused: 'راجعنا طلب الإرجاع ولا يمكننا قبوله. ملاحظتنا:',
  },
} as const;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Staff's refusal of a return, with their note, in the shopper's language. */
export function returnRefusedMail(
  to: { email: string; locale: Locale },
  orderId: number,
  note: string,
): MailMessage {
  const texts = TEXTS[to.locale];
  const dir = to.locale === 'ar' ? 'rtl' : 'ltr';
  return {
    to: to.email,
    subject: texts.subject(orderId),
    text: `${texts.refused}\n\n${note}`,
    html: `<div dir="${dir}" lang="${to.locale}"><p>${escapeHtml(texts.refused)}</p><p>${escapeHtml(note)}</p></div>`,
  };
}
