import type { Locale } from '@seed/domain/locale';
import type { Money } from '@seed/domain/money';
import { formatMoney } from '@seed/domain/money';
import { TEST_CARDS } from '../../adapters/payments/test-gateway';

const TEXTS = {
  en: {
    title: 'Test payment',
    notice: 'Test gateway: no real money moves.',
    amount: 'Amount to pay',
    card: 'Card number',
    expiry: 'Expiry (MM/YY)',
    cvc: 'CVC',
    pay: 'Pay',
    cancel: 'Cancel payment',
    cards: `Pays: ${spaced(TEST_CARDS.success)}. Declined: ${spaced(TEST_CARDS.declined)}. Any future expiry and any 3 digits.`,
    missing: 'This payment does not exist or has expired.',
    settled: 'This payment has already been completed.',
  },
  ar: {
    title: 'دفع تجريبي',
    notice: 'بوابة تجريبية: لا تُحوَّل أموال حقيقية.',
    amount: 'المبلغ المطلوب',
    card: 'رقم البطاقة',
    expiry: 'تاريخ الانتهاء (شهر/سنة)',
    cvc: 'رمز التحقق',
    pay: 'ادفع',
    cancel: 'إلغاء الدفع',
    cards: `بطاقة ناجحة: ${spaced(TEST_CARDS.success)}. بطاقة مرفوضة: ${spaced(TEST_CARDS.declined)}. أي تاريخ مستقبلي وأي ٣ أرقام.`,
    missing: 'عملية الدفع هذه غير موجودة أو انتهت صلاحيتها.',
    settled: 'اكتملت عملية الدفع هذه من قبل.',
  },
} as const;

export type PageProblem = keyof (typeof FIELD_ERRORS)['en'];

const FIELD_ERRORS = {
  en: {
    card: 'Enter one of the test card numbers below.',
    expiry: 'Enter a future expiry date as MM/YY.',
    cvc: 'Enter the 3 or 4 digit code.',
  },
  ar: {
    card: 'أدخل أحد أرقام البطاقات التجريبية أدناه.',
    expiry: 'أدخل تاريخ انتهاء مستقبليًا بالشكل شهر/سنة.',
    cvc: 'أدخل الرمز المكوّن من ٣ أو ٤ أرقام.',
  },
} as const;

function spaced(card: string) {
  return card.replace(/(\d{4})(?=\d)/g, '$1 ');
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

// Plain HTML and inline style attributes only: the API's CSP allows no inline script or style element.
const box =
  'max-width:26rem;margin:3rem auto;padding:1.5rem;border:1px solid #d1d5db;border-radius:.75rem;font-family:system-ui,sans-serif;color:#111827';
const input =
  'display:block;width:100%;box-sizing:border-box;margin:.25rem 0 .75rem;padding:.6rem;border:1px solid #9ca3af;border-radius:.5rem;font-size:1rem';
const button = 'width:100%;padding:.75rem;border:0;border-radius:.5rem;font-size:1rem;cursor:pointer';

function page(locale: Locale, body: string) {
  const t = TEXTS[locale];
  return `<!doctype html><html lang="${locale}" dir="${locale === 'ar' ? 'rtl' : 'ltr'}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${t.title}</title></head><body style="margin:0;background:#f3f4f6"><main style="${box};background:#fff">${body}</main></body></html>`;
}

export function messagePage(locale: Locale, which: 'missing' | 'settled') {
  const t = TEXTS[locale];
  return page(locale, `<h1 style="font-size:1.25rem">${t.title}</h1><p role="alert">${t[which]}</p>`);
}

type CardPage = {
  invoiceId: string;
  amount: Money;
  locale: Locale;
  problems?: PageProblem[];
  values?: { expiry?: string };
};

/** The card form: posts to itself, then the browser is sent to the store's callback like a real gateway. */
export function cardPage({ invoiceId, amount, locale, problems = [], values = {} }: CardPage) {
  const t = TEXTS[locale];
  const errors = FIELD_ERRORS[locale];
  const field = (name: PageProblem, label: string, attrs: string) => {
    const error = problems.includes(name)
      ? `<p id="${name}-error" style="color:#b91c1c;margin:0 0 .5rem">${errors[name]}</p>`
      : '';
    const described = problems.includes(name) ? ` aria-invalid="true" aria-describedby="${name}-error"` : '';
    return `<label for="${name}" style="font-weight:600">${label}</label><input id="${name}" name="${name}" ${attrs}${described} style="${input}" dir="ltr">${error}`;
  };
  const action = `/api/payments/test-gateway/${encodeURIComponent(invoiceId)}`;
  return page(
    locale,
    `<h1 style="font-size:1.25rem;margin-top:0">${t.title}</h1>
<p style="background:#fef3c7;padding:.5rem;border-radius:.5rem">${t.notice}</p>
<p>${t.amount}: <strong dir="ltr">${formatMoney(amount)}</strong></p>
<form method="post" action="${action}" novalidate>
<input type="hidden" name="lang" value="${locale}">
${field('card', t.card, 'inputmode="numeric" autocomplete="cc-number" required')}
${field('expiry', t.expiry, `inputmode="numeric" autocomplete="cc-exp" placeholder="MM/YY" required value="${escapeHtml(values.expiry ?? '')}"`)}
${field('cvc', t.cvc, 'inputmode="numeric" autocomplete="cc-csc" required')}
<button type="submit" name="action" value="pay" style="${button};background:#047857;color:#fff">${t.pay}</button>
<button type="submit" name="action" value="cancel" formnovalidate style="${button};margin-top:.5rem;background:#e5e7eb;color:#111827">${t.cancel}</button>
</form>
<p style="font-size:.875rem;color:#374151">${t.cards}</p>`,
  );
}
