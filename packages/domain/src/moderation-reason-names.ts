import type { ModerationReason } from './artwork-review';

/** Each moderation reason as the artist, the applicant and the moderator read it (e-mails, portal, desk). */
export const MODERATION_REASON_NAMES: Record<ModerationReason, { ar: string; en: string }> = {
  LOW_QUALITY: { ar: 'جودة الصورة لا تكفي للطباعة', en: 'The picture’s quality is too low to print' },
  NOT_PRINTABLE: {
    ar: 'التصميم لا يصلح للطباعة على القطعة',
    en: 'The design cannot be printed on the garment',
  },
  COPYRIGHT: { ar: 'حقوق ملكية لغير الفنان', en: 'It uses work the artist has no rights to' },
  OFFENSIVE: {
    ar: 'محتوى مسيء أو مخالف لسياسة المتجر',
    en: 'Offensive content, or against the store’s policy',
  },
  TEXT_ERRORS: { ar: 'أخطاء في النص أو العنوان', en: 'Mistakes in the text or the title' },
  DUPLICATE: { ar: 'مكرر لعمل موجود في المتجر', en: 'A copy of a work already in the shop' },
  OTHER: { ar: 'سبب آخر (انظر الملاحظة)', en: 'Another reason (see the note)' },
};
