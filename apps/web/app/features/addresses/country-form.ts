import type { AddressFieldRule } from '@seed/domain/address-fields';

export type CountryOption = { code: string; name: string };

/** A country's address form, in the page's language (see country-form.server.ts). */
export type CountryForm = {
  code: string;
  fields: AddressFieldRule[];
  /** The field the city list fills: Kuwaiti addresses name an area. */
  citiesField: 'city' | 'area';
  states: { code: string; name: string }[];
  cities: { name: string; state: string }[];
};

/** The resource route that answers a CountryForm as JSON, for a change of country in the form. */
export const countryFormPath = (lang: string, code: string) => `/${lang}/profile/addresses/country/${code}`;

// The form opens on Kuwait, where most shoppers are.
export const DEFAULT_COUNTRY = 'KW';
