import { DEFAULT_LOCALE, LOCALES, type Locale, parseLocale } from '@seed/domain/locale';
import { COOKIE, readCookie } from './cookies.server';

export function isLocale(value: unknown): value is Locale {
  return LOCALES.some((locale) => locale === value);
}

/** The language for a request whose URL has no valid prefix: the remembered choice, else Arabic. */
export function preferredLocale(request: Request): Locale {
  const remembered = readCookie(request, COOKIE.locale);
  return remembered ? parseLocale(remembered) : DEFAULT_LOCALE;
}

export function requestLocale(lang: string | undefined, request: Request): Locale {
  return isLocale(lang) ? lang : preferredLocale(request);
}

export function otherLocale(locale: Locale): Locale {
  return LOCALES.find((candidate) => candidate !== locale) ?? DEFAULT_LOCALE;
}
