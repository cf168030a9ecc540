import { intlLocale, type Locale } from '@seed/domain/locale';

// Written out on the server, so hydration never meets another copy of ICU; UTC like the rest of the store.
export function dayFormatter(locale: Locale, withTime = false) {
  const format = new Intl.DateTimeFormat(intlLocale(locale), {
    dateStyle: 'medium',
    ...(withTime ? { timeStyle: 'short' } : {}),
    timeZone: 'UTC',
  });
  return (value: string) => format.format(new Date(value));
}
