export const LOCALES = ['ar', 'en'] as const;
export type Locale = (typeof LOCALES)[number];

export const DEFAULT_LOCALE: Locale = 'ar';

export type TextDirection = 'rtl' | 'ltr';

const LOCALE_DETAILS = {
  ar: { direction: 'rtl', intl: 'ar-AE' },
  en: { direction: 'ltr', intl: 'en-US' },
} as const satisfies Record<Locale, { direction: TextDirection; intl: string }>;

export type IntlLocale = (typeof LOCALE_DETAILS)[Locale]['intl'];

export function localeDirection(locale: Locale): TextDirection {
  return LOCALE_DETAILS[locale].direction;
}

export function intlLocale(locale: Locale): IntlLocale {
  return LOCALE_DETAILS[locale].intl;
}

// Values come from cookies, URL prefixes and Accept-Language, so 'EN' and 'en-GB' count as English;
// anything unrecognised gets the store's default language rather than an error.
export function parseLocale(value: unknown): Locale {
  if (typeof value !== 'string') return DEFAULT_LOCALE;
  const primary = value.trim().toLowerCase().split(/[-_]/)[0];
  return LOCALES.find((locale) => locale === primary) ?? DEFAULT_LOCALE;
}
