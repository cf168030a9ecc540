import type { ContractClient } from '@seed/contract/client';
import { locations } from '@seed/contract/locations';
import type { CountryForm, CountryOption } from './country-form';

/** The country list in the API's order (Gulf first), named in the page's language. */
export async function loadCountries(api: ContractClient): Promise<CountryOption[]> {
  const countries = await api.call(locations.countries);
  return countries.map((country) => ({ code: country.Code, name: country.Name }));
}

/**
 * What the address form shows for a country: its fields, and its states and cities where kept, named in
 * the page's language only (the page and the country switch carry no more than the form reads).
 */
export async function loadCountryForm(api: ContractClient, code: string): Promise<CountryForm> {
  const params = { params: { code } };
  const [config, states, cities] = await Promise.all([
    api.call(locations.config, params),
    api.call(locations.states, params),
    api.call(locations.cities, params),
  ]);
  return {
    code,
    fields: config.fields,
    citiesField: config.citiesField,
    states: states.map((state) => ({ code: state.code, name: state.name })),
    cities: cities.map((city) => ({ name: city.name, state: city.state })),
  };
}
