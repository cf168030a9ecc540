import type { ModerationReason } from '@seed/domain/artwork-review';
import type { Locale } from '@seed/domain/locale';
import { MODERATION_REASON_NAMES } from '@seed/domain/moderation-reason-names';
import type { MailMessage } from '../mail/mailer';

const TEXTS = {
  en: {
    subject: { APPROVED: 'Welcome: you are now an artist of the store', REJECTED: 'Your artist application' },
    body: {
      APPROVED:
        'Our moderators approved your application. Your artist portal is open: publish your first artwork.',
      REJECTED: 'Our moderators could not approve your application this time. You may apply again.',
    },
    reason: 'Reason:',
    note: 'Note from the moderator:',
    link: { APPROVED: 'Your artist portal:', REJECTED: 'Your profile:' },
  },
  ar: {
    subject: { APPROVED: 'أهلًا بك: أصبحت فنانًا في المتجر', REJECTED: 'طلبك للانضمام فنانًا' },
    body: {
      APPROVED: 'وافق فريق المراجعة على طلبك. بوابة الفنان مفتوحة لك الآن: انشر عملك الفني الأول.',
      REJECTED: 'لم يتمكن فريق المراجعة من قبول طلبك هذه المرة. يمكنك التقديم مرة أخرى.',
    },
    reason: 'السبب:',
    note: 'ملاحظة المراجع:',
    link: { APPROVED: 'بوابة الفنان:', REJECTED: 'ملفك الشخصي:' },
  },
} as const;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Tells an applicant, in their language, the answer to their request to become an artist, and why. */
export function artistRequestDecisionMail(
  to: { email: string; locale: Locale },
  decision: { status: 'APPROVED' | 'REJECTED'; reasonCode: ModerationReason | null; note: string | null },
  publicUrl: string,
): MailMessage {
  const texts = TEXTS[to.locale];
  const path = decision.status === 'APPROVED' ? 'artist-portal' : 'profile';
  const link = `${publicUrl}/${to.locale}/${path}`;
  const paragraphs: string[] = [texts.body[decision.status]];
  if (decision.reasonCode)
    paragraphs.push(`${texts.reason} ${MODERATION_REASON_NAMES[decision.reasonCode][to.locale]}`);
  if (decision.note) paragraphs.push(`${texts.note} ${decision.note}`);
  const linkLine = texts.link[decision.status];
  const html = paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`);
  html.push(`<p>${escapeHtml(linkLine)} <a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`);
  return {
    to: to.email,
    subject: texts.subject[decision.status],
    text: [...paragraphs, `${linkLine} ${link}`].join('\n\n'),
    html: `<div dir="${to.locale === 'ar' ? 'rtl' : 'ltr'}" lang="${to.locale}">${html.join('')}</div>`,
  };
}
