import type { ArtworkDecision, ModerationReason } from '@seed/domain/artwork-review';
import type { Locale } from '@seed/domain/locale';
import { MODERATION_REASON_NAMES } from '@seed/domain/moderation-reason-names';
import type { MailMessage } from '../mail/mailer';

const TEXTS = {
  en: {
    subject: {
      APPROVE: (title: string) => `“${title}” is now in the shop`,
      REFUSE: (title: string) => `“${title}” was not approved`,
      TAKE_DOWN: (title: string) => `“${title}” was taken down from the shop`,
    },
    body: {
      APPROVE: 'Our moderators approved your artwork: it and its products are now for sale.',
      REFUSE: 'Our moderators could not approve your artwork.',
      TAKE_DOWN: 'Our moderators took your artwork and its products out of the shop.',
    },
    reason: 'Reason:',
    note: 'Note from the moderator:',
    again: 'You can change it in your artist portal and send it again.',
    portal: 'Your artworks:',
  },
  ar: {
    subject: {
      APPROVE: (title: string) => `«${title}» معروض الآن في المتجر`,
      REFUSE: (title: string) => `لم تُقبل «${title}»`,
      TAKE_DOWN: (title: string) => `أُزيلت «${title}» من المتجر`,
    },
    body: {
      APPROVE: 'وافق فريق المراجعة على عملك الفني: هو ومنتجاته معروضة للبيع الآن.',
      REFUSE: 'لم يتمكن فريق المراجعة من قبول عملك الفني.',
      TAKE_DOWN: 'أزال فريق المراجعة عملك الفني ومنتجاته من المتجر.',
    },
    reason: 'السبب:',
    note: 'ملاحظة المراجع:',
    again: 'يمكنك تعديله من بوابة الفنان وإرساله مرة أخرى.',
    portal: 'أعمالك الفنية:',
  },
} as const;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Tells the artist, in their language, what the moderators decided on their artwork and why. */
export function artworkDecisionMail(
  to: { email: string; locale: Locale },
  artwork: { title: string; titleAr: string },
  decision: { decision: ArtworkDecision; reasonCode: ModerationReason | null; note: string },
  publicUrl: string,
): MailMessage {
  const texts = TEXTS[to.locale];
  const title = to.locale === 'ar' ? artwork.titleAr : artwork.title;
  const link = `${publicUrl}/${to.locale}/artist-portal/artworks`;
  const paragraphs: string[] = [texts.body[decision.decision]];
  if (decision.reasonCode)
    paragraphs.push(`${texts.reason} ${MODERATION_REASON_NAMES[decision.reasonCode][to.locale]}`);
  if (decision.note) paragraphs.push(`${texts.note} ${decision.note}`);
  if (decision.decision !== 'APPROVE') paragraphs.push(texts.again);
  const dir = to.locale === 'ar' ? 'rtl' : 'ltr';
  const html = paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`);
  html.push(`<p>${escapeHtml(texts.portal)} <a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`);
  return {
    to: to.email,
    subject: texts.subject[decision.decision](title),
    text: [...paragraphs, `${texts.portal} ${link}`].join('\n\n'),
    html: `<div dir="${dir}" lang="${to.locale}">${html.join('')}</div>`,
  };
}
