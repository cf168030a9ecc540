import type { DesignRequestStatus } from '@seed/domain/design-request';
import type { Locale } from '@seed/domain/locale';
import type { MailMessage } from '../mail/mailer';
import { STATUS_LABELS } from './present';

const NEXT_STEP: Readonly<Record<DesignRequestStatus, { en: string; ar: string }>> = {
  NEW: {
    en: 'We have your request; a designer will pick it up soon.',
    ar: 'وصلنا طلبك، وسيبدأ أحد المصممين العمل عليه قريبًا.',
  },
  PROCESSING: {
    en: 'A designer is working on your design now.',
    ar: 'يعمل أحد المصممين على تصميمك الآن.',
  },
  WAITING_APPROVAL: {
    en: 'Your proposal is ready. Accept it, or tell us what to change.',
    ar: 'اقتراح التصميم جاهز. وافق عليه أو أخبرنا بما تريد تعديله.',
  },
  REQUEST_FOR_CHANGE: {
    en: 'We have your change request and will send a new proposal.',
    ar: 'وصلنا طلب التعديل وسنرسل لك اقتراحًا جديدًا.',
  },
  DONE: {
    en: 'You accepted the design. Its products can go to your cart.',
    ar: 'وافقت على التصميم، ويمكنك إضافة منتجاته إلى سلتك.',
  },
  CANCELLED: { en: 'This request is cancelled.', ar: 'أُلغي هذا الطلب.' },
};

const TEXTS = {
  en: {
    subject: (uid: string, status: string) => `Design request ${uid}: ${status}`,
    open: 'See your request:',
  },
  ar: {
    subject: (uid: string, status: string) => `طلب التصميم ${uid}: ${status}`,
    open: 'اطّلع على طلبك:',
  },
} as const;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

type StatusMail = { to: string; locale: Locale; uid: string; link: string; status: DesignRequestStatus };

/** The mail of one status change, in the shopper's language, with a link to the request. */
export function statusMail({ to, locale, uid, link, status }: StatusMail): MailMessage {
  const texts = TEXTS[locale];
  const lines = [NEXT_STEP[status][locale], `${texts.open} ${link}`];
  const dir = locale === 'ar' ? 'rtl' : 'ltr';
  const html = [
    `<p>${escapeHtml(NEXT_STEP[status][locale])}</p>`,
    `<p><a href="${escapeHtml(link)}">${escapeHtml(texts.open)} ${escapeHtml(uid)}</a></p>`,
  ].join('');
  return {
    to,
    subject: texts.subject(uid, STATUS_LABELS[status][locale]),
    text: lines.join('\n\n'),
    html: `<div dir="${dir}" lang="${locale}">${html}</div>`,
  };
}
