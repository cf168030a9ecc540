import { type Currency, DEFAULT_CURRENCY } from './currency';

// The Gulf shoppers the shop serves pay in their own currency (spec §9's list).
const LOCAL_CURRENCIES: Readonly<Record<string, Currency>> = {
  KW: 'KWD',
  SA: 'SAR',
  AE: 'AED',
  QA: 'QAR',
  OM: 'OMR',
  BH: 'BHD',
  US: 'USD',
};

// Anyone else reads dollars more easily than dinars; an unknown place gets the shop's own currency.
const ELSEWHERE: Currency = 'USD';

/** The currency to suggest to a shopper in `country` (ISO 3166-1 alpha-2), or in an unknown place (null). */
export function currencyForCountry(country: string | null): Currency {
  if (country === null || !/^[A-Z]{2}$/.test(country)) return DEFAULT_CURRENCY;
  return LOCAL_CURRENCIES[country] ?? ELSEWHERE;
}
