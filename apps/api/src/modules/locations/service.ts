import { createRequire } from 'node:module';
import { addressFieldsFor } from '@seed/domain/address-fields';
import { orderCountries } from '@seed/domain/countries';
import type { Locale } from '@seed/domain/locale';
import isoCountries, { type LocaleData } from 'i18n-iso-countries';

// require, not a JSON import: tsx drops import attributes, which Node needs for JSON modules.
const require = createRequire(import.meta.url);
isoCountries.registerLocale(require('i18n-iso-countries/langs/ar.json') as LocaleData);
isoCountries.registerLocale(require('i18n-iso-countries/langs/en.json') as LocaleData);

// The short name people use ("United States"), not the official one ("United States of America").
const NAMES = {
  en: isoCountries.getNames('en', { select: 'alias' }),
  ar: isoCountries.getNames('ar', { select: 'alias' }),
};

type Region = { code: string; nameEn: string; nameAr: string };
type City = { nameEn: string; nameAr: string; state: string };
// States and cities kept in the repository (decision 0008): the Gulf, with Jordan.
const REGIONS = require('./regions.json') as Readonly<Record<string, { states: Region[]; cities: City[] }>>;

const nameIn = (locale: Locale, item: { nameEn: string; nameAr: string }) =>
  locale === 'ar' ? item.nameAr : item.nameEn;

function buildCountryList(locale: Locale) {
  const all = Object.keys(NAMES.en).map((code) => ({
    Code: code,
    Name: NAMES[locale][code] ?? '',
    nameEn: NAMES.en[code] ?? '',
    nameAr: NAMES.ar[code] ?? '',
  }));
  return orderCountries(all);
}

const COUNTRY_LISTS = { en: buildCountryList('en'), ar: buildCountryList('ar') };
const LISTED_CODES = new Set(COUNTRY_LISTS.en.map((country) => country.Code));

/** Every listed country, Gulf first (spec §5), named in `locale` and in both languages. */
export function listCountries(locale: Locale) {
  return COUNTRY_LISTS[locale];
}

/** A listed country's code, upper-cased, or null when the store does not list it. */
export function knownCountry(code: string): string | null {
  const upper = code.toUpperCase();
  return LISTED_CODES.has(upper) ? upper : null;
}

// Kuwaiti addresses name an area where others name a city, so Kuwait's place list fills that field.
const PLACE_FIELD_BY_COUNTRY: Readonly<Record<string, 'area'>> = { KW: 'area' };

/** What the address form needs for a country: its fields and whether states and cities are listed. */
export function countryConfig(code: string) {
  const data = REGIONS[code];
  return {
    code,
    nameEn: NAMES.en[code] ?? code,
    nameAr: NAMES.ar[code] ?? code,
    fields: [...addressFieldsFor(code)],
    hasStates: Boolean(data?.states.length),
    hasCities: Boolean(data?.cities.length),
    citiesField: PLACE_FIELD_BY_COUNTRY[code] ?? ('city' as const),
  };
}

/** The country's first-level divisions (governorates, emirates, regions), empty where the store has none. */
export function listStates(code: string, locale: Locale) {
  return (REGIONS[code]?.states ?? []).map((state) => ({ ...state, name: nameIn(locale, state) }));
}

/** Cities (areas in Kuwait), optionally of one state, named in `locale` and sorted by that name. */
export function listCities(code: string, locale: Locale, state?: string) {
  const collator = new Intl.Collator(locale);
  return (REGIONS[code]?.cities ?? [])
    .filter((city) => state === undefined || city.state === state)
    .map((city) => ({ ...city, name: nameIn(locale, city) }))
    .sort((a, b) => collator.compare(a.name, b.name));
}

/** Whether `state` is a known state code of a country the store has states for; any value where it has none. */
export function isKnownState(country: string, state: string): boolean {
  const states = REGIONS[country]?.states;
  return !states?.length || states.some((known) => known.code === state);
}
