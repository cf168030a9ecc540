import type { Locale } from '@seed/domain/locale';
import type { MailMessage } from '../mail/mailer';

/** A variant that crossed into low stock, as the mail names it. */
export type LowStockLine = {
  variantId: number;
  itemNameAr: string;
  itemNameEn: string;
  colorNameAr: string;
  colorNameEn: string;
  sizeLabel: string;
  count: number;
  threshold: number;
};

const TEXTS = {
  en: {
    subject: (n: number) => (n === 1 ? 'Low stock: 1 variant' : `Low stock: ${n} variants`),
    intro: 'These variants have fallen below their low-stock threshold:',
    line: (name: string, count: number, threshold: number) =>
      count <= 0 ? `${name}: sold out` : `${name}: ${count} left (threshold ${threshold})`,
    outro: 'You will not be told again about a variant until its stock is back at its threshold.',
    desk: 'The stock desk:',
  },
  ar: {
    subject: (n: number) => (n === 1 ? 'مخزون منخفض: صنف واحد' : `مخزون منخفض: ${n} أصناف`),
    intro: 'انخفض مخزون هذه الأصناف عن حدّ التنبيه:',
    line: (name: string, count: number, threshold: number) =>
      count <= 0 ? `${name}: نفد` : `${name}: بقي ${count} (حدّ التنبيه ${threshold})`,
    outro: 'لن نرسل تنبيهاً آخر عن الصنف حتى يعود مخزونه إلى حدّ التنبيه.',
    desk: 'صفحة المخزون:',
  },
} as const;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const nameOf = (line: LowStockLine, locale: Locale) =>
  locale === 'ar'
    ? `${line.itemNameAr} — ${line.colorNameAr} — \u2066${line.sizeLabel}\u2069`
    : `${line.itemNameEn} — ${line.colorNameEn} — ${line.sizeLabel}`;

/** Tells a member of staff, in their language, which variants just became low on stock. */
export function lowStockMail(
  to: { email: string; locale: Locale },
  lines: readonly LowStockLine[],
  publicUrl: string | undefined,
): MailMessage {
  const texts = TEXTS[to.locale];
  const items = lines.map((line) => texts.line(nameOf(line, to.locale), line.count, line.threshold));
  const link = publicUrl ? `${publicUrl.replace(/\/$/, '')}/${to.locale}/admin/stock?low=true` : null;
  const dir = to.locale === 'ar' ? 'rtl' : 'ltr';
  const html = [
    `<p>${escapeHtml(texts.intro)}</p>`,
    `<ul>${items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`,
    `<p>${escapeHtml(texts.outro)}</p>`,
    link ? `<p>${escapeHtml(texts.desk)} <a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>` : '',
  ];
  return {
    to: to.email,
    subject: texts.subject(lines.length),
    text: [
      texts.intro,
      ...items.map((item) => `- ${item}`),
      texts.outro,
      ...(link ? [`${texts.desk} ${link}`] : []),
    ].join('\n'),
    html: `<div dir="${dir}" lang="${to.locale}">${html.join('')}</div>`,
  };
}
