import { intlLocale, type Locale } from '@seed/domain/locale';

// Dates are written out on the server only (in loaders), so the browser's copy of ICU can never render a
// different text during hydration. UTC keeps a delivery day the same day wherever the server runs.

/** A day (`YYYY-MM-DD`, or the day of a timestamp) in the page's language. */
export function formatDay(value: string | Date, locale: Locale): string {
  const date = new Date(
    typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00Z` : value,
  );
  if (Number.isNaN(date.getTime())) return String(value);
  return new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: 'long', timeZone: 'UTC' }).format(date);
}

/** A moment with its time, for a status history. */
export function formatMoment(value: string | Date, locale: Locale): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return String(value);
  return new Intl.DateTimeFormat(intlLocale(locale), {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'UTC',
  }).format(date);
}
