import { OTP_TTL_MS } from '@seed/domain/auth-otp';
import type { Locale } from '@seed/domain/locale';
import type { MailMessage } from './mailer';

const minutes = OTP_TTL_MS / 60_000;

const TEXTS = {
  en: {
    subject: (code: string) => `Your sign-in code: ${code}`,
    body: (code: string) => [
      `Your code is ${code}.`,
      `It works once, for ${minutes} minutes.`,
      'If you did not ask for it, ignore this message; nobody can sign in without the code.',
    ],
  },
  ar: {
    subject: (code: string) => `رمز الدخول: ${code}`,
    body: (code: string) => [
      `رمزك هو ${code}.`,
      `يصلح مرة واحدة خلال ${minutes} دقائق.`,
      'إن لم تطلبه فتجاهل هذه الرسالة؛ لا يمكن لأحد الدخول دون الرمز.',
    ],
  },
} as const;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The code mail in the reader's language; the code comes first in the subject so a phone shows it. */
export function otpMail(to: string, code: string, locale: Locale): MailMessage {
  const texts = TEXTS[locale];
  const lines = texts.body(code);
  const dir = locale === 'ar' ? 'rtl' : 'ltr';
  return {
    to,
    subject: texts.subject(code),
    text: lines.join('\n\n'),
    html: `<div dir="${dir}" lang="${locale}">${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('')}</div>`,
  };
}
