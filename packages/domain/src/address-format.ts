import { type AddressPlaceField, addressFieldsFor } from './address-fields';
import { isolate } from './bidi-isolate';
import { intlLocale, type Locale } from './locale';

type AddressInput = { country: string } & Partial<Record<string, string | number | null | undefined>>;

// A bare number means nothing on a label ("3, 15, 22"): couriers in the Gulf read "Block 3, Street 15".
const NUMBERED: Partial<Record<AddressPlaceField, { ar: string; en: string }>> = {
  block: { ar: 'قطعة', en: 'Block' },
  street: { ar: 'شارع', en: 'Street' },
  avenue: { ar: 'جادة', en: 'Avenue' },
  building: { ar: 'مبنى', en: 'Building' },
  floor: { ar: 'الطابق', en: 'Floor' },
  apartment: { ar: 'شقة', en: 'Apartment' },
};
const BARE_NUMBER = /^\d+[A-Za-z]?$/;

const countryNames = {
  ar: new Intl.DisplayNames([intlLocale('ar')], { type: 'region', fallback: 'code' }),
  en: new Intl.DisplayNames([intlLocale('en')], { type: 'region', fallback: 'code' }),
};

/** The country's name in `locale` ("الكويت", "Kuwait"), or the code itself when it is not a region code. */
export function countryName(code: string, locale: Locale): string {
  const upper = code.trim().toUpperCase();
  if (!/^[A-Z]{2}$/.test(upper)) return code;
  return countryNames[locale].of(upper) ?? upper;
}

/**
 * One line for an address in `locale`: its place fields in the country's order, numbered parts named, then
 * the country's name. Each part is isolated, so an Arabic area in an English line (or a Latin street in an
 * Arabic one) does not reorder the numbers around it. The state is left out: it is stored as a code, and
 * the city or area below it already places the address.
 */
export function formatAddress(address: AddressInput, locale: Locale): string {
  const parts = addressFieldsFor(address.country)
    .filter((rule) => rule.field !== 'state')
    .flatMap((rule) => {
      const raw = address[rule.field];
      const value = typeof raw === 'number' ? String(raw) : raw?.trim();
      if (!value) return [];
      const word = NUMBERED[rule.field];
      return [word && BARE_NUMBER.test(value) ? `${word[locale]} ${value}` : value];
    });
  const country = address.country ? [countryName(address.country, locale)] : [];
  return [...parts, ...country].map(isolate).join(locale === 'ar' ? '، ' : ', ');
}
