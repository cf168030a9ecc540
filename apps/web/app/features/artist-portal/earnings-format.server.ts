import { intlLocale, type Locale } from '@seed/domain/locale';

// Dates are written on the server, in UTC like the rest of the store, so hydration meets the same text.
export function earningsDate(locale: Locale) {
  const format = new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: 'medium', timeZone: 'UTC' });
  return (value: string) => format.format(new Date(value));
}

/** A money amount as the margin field shows it: KWD with three decimals. */
export const kwdText = (amount: number) => (amount / 1000).toFixed(3);
