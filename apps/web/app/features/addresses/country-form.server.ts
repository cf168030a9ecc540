import { ADDRESS_PLACE_FIELDS } from '@seed/domain/address-fields';
import { z } from 'zod';
import type { ApiClient } from '../../lib/api.server';
import type { CountryForm, CountryOption } from './country-form';

const COUNTRIES = '/aramex/locations/countries';

const CountriesSchema = z.array(z.object({ Code: z.string(), Name: z.string() }));
const ConfigSchema = z.object({
  fields: z.array(z.object({ field: z.enum(ADDRESS_PLACE_FIELDS), required: z.boolean() })),
  citiesField: z.enum(['city', 'area']),
});
const StatesSchema = z.array(z.object({ code: z.string(), name: z.string() }));
const CitiesSchema = z.array(z.object({ name: z.string(), state: z.string() }));

/** The country list in the API's order (Gulf first), named in the page's language. */
export async function loadCountries(api: ApiClient): Promise<CountryOption[]> {
  const countries = await api.get(COUNTRIES, CountriesSchema);
  return countries.map((country) => ({ code: country.Code, name: country.Name }));
}

/** What the address form shows for a country: its fields, and its states and cities where kept. */
export async function loadCountryForm(api: ApiClient, code: string): Promise<CountryForm> {
  const path = `${COUNTRIES}/${encodeURIComponent(code)}`;
  const [config, states, cities] = await Promise.all([
    api.get(`${path}/config`, ConfigSchema),
    api.get(`${path}/states`, StatesSchema),
    api.get(`${path}/cities`, CitiesSchema),
  ]);
  return { code, ...config, states, cities };
}
