import { isolateLtr } from './bidi-isolate';
import type { Locale } from './locale';

export const CURRENCIES = ['KWD', 'USD', 'SAR', 'AED', 'QAR', 'OMR', 'BHD'] as const;
// No zod here: this module reaches the browser bundle; the API's schema is in money-schema.ts.
export type Currency = (typeof CURRENCIES)[number];

// Stored prices are KWD fils, so KWD is also the currency of anyone who has not chosen one.
export const DEFAULT_CURRENCY: Currency = 'KWD';

export type CurrencyDetails = {
  readonly symbolEn: string;
  readonly symbolAr: string;
  /** ISO 4217 minor-unit exponent: how many digits the integer `amount` of a Money has after the point. */
  readonly minorDigits: 2 | 3;
};

export const CURRENCY_DETAILS: Readonly<Record<Currency, CurrencyDetails>> = {
  KWD: { symbolEn: 'KWD', symbolAr: 'د.ك', minorDigits: 3 },
  USD: { symbolEn: 'USD', symbolAr: '$', minorDigits: 2 },
  SAR: { symbolEn: 'SAR', symbolAr: 'ر.س', minorDigits: 2 },
  AED: { symbolEn: 'AED', symbolAr: 'د.إ', minorDigits: 2 },
  QAR: { symbolEn: 'QAR', symbolAr: 'ر.ق', minorDigits: 2 },
  OMR: { symbolEn: 'OMR', symbolAr: 'ر.ع.', minorDigits: 3 },
  BHD: { symbolEn: 'BHD', symbolAr: 'د.ب', minorDigits: 3 },
};

export function currencySymbol(currency: Currency, locale: Locale): string {
  const details = CURRENCY_DETAILS[currency];
  return locale === 'ar' ? details.symbolAr : details.symbolEn;
}

/**
 * How the currency picker names a currency. Prices name it by its code in both languages (the spec's money
 * format, decision 0028), so the picker leads with the same code; Arabic pages add the Arabic symbol people
 * know from shop labels, after the isolated code.
 */
export function currencyOptionLabel(currency: Currency, locale: Locale): string {
  return locale === 'ar' ? `${isolateLtr(currency)} (${currencySymbol(currency, 'ar')})` : currency;
}

// The currency arrives on every request as a query parameter and in a cookie; a stale or tampered value
// must still give a price, so it falls back to the default instead of failing the request.
export function parseCurrency(value: unknown): Currency {
  if (typeof value !== 'string') return DEFAULT_CURRENCY;
  const code = value.trim().toUpperCase();
  return CURRENCIES.find((currency) => currency === code) ?? DEFAULT_CURRENCY;
}
