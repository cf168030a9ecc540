import type { Locale } from '@seed/domain/locale';
import { formatMoneyText, type Money } from '@seed/domain/money';
import type { MailMessage } from '../mail/mailer';

const TEXTS = {
  en: {
    subject: (id: number) => `A refund for your order #${id}`,
    intro: (name: string) => `Hello${name ? ` ${name}` : ''}, we have refunded part of what you paid.`,
    whole: (name: string) => `Hello${name ? ` ${name}` : ''}, we have refunded your order.`,
    card: (amount: string) => `${amount} goes back to your card; your bank may take a few days to show it.`,
    wallet: (amount: string) => `${amount} is in your wallet now, ready for your next order.`,
  },
  ar: {
    subject: (id: number) => `استرداد مبلغ من طلبك رقم ${id}`,
    intro: (name: string) => `مرحبًا${name ? ` ${name}` : ''}، رددنا إليك جزءًا مما دفعته.`,
    whole: (name: string) => `مرحبًا${name ? ` ${name}` : ''}، رددنا إليك قيمة طلبك.`,
    card: (amount: string) => `يعود ${amount} إلى بطاقتك، وقد يستغرق ظهوره لدى البنك بضعة أيام.`,
    wallet: (amount: string) => `أُضيف ${amount} إلى محفظتك، وتستطيع استخدامه في طلبك القادم.`,
  },
} as const;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

type RefundMail = {
  to: { email: string; firstName: string; locale: Locale };
  orderId: number;
  toCard: Money;
  toWallet: Money;
  whole: boolean;
};

/** The shopper's notice of a refund, in their language: how much, and where the money goes. */
export function refundMail({ to, orderId, toCard, toWallet, whole }: RefundMail): MailMessage {
  const texts = TEXTS[to.locale];
  const paragraphs = [
    whole ? texts.whole(to.firstName) : texts.intro(to.firstName),
    ...(toCard.amount > 0 ? [texts.card(formatMoneyText(toCard))] : []),
    ...(toWallet.amount > 0 ? [texts.wallet(formatMoneyText(toWallet))] : []),
  ];
  const dir = to.locale === 'ar' ? 'rtl' : 'ltr';
  return {
    to: to.email,
    subject: texts.subject(orderId),
    text: paragraphs.join('\n\n'),
    html: `<div dir="${dir}" lang="${to.locale}">${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('')}</div>`,
  };
}
