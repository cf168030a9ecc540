import { ADDRESS_PLACE_FIELDS, missingAddressFields } from '@seed/domain/address-fields';
import { placeStateMismatch } from '@seed/domain/address-places';
import { ApiError, type FullApiClient } from '../../lib/api.server';
import { type Address, AddressSchema } from './address-schema.server';
import type { AddressErrors, AddressValues } from './address-values';
import type { CountryForm } from './country-form';

const TEXT_FIELDS = [
  'firstName',
  'lastName',
  'phone',
  'addressNickname',
  'country',
  ...ADDRESS_PLACE_FIELDS,
  'address',
  'additional',
] as const;

// The API's limits (apps/api addresses/schemas.ts), checked here too so the form can say which field.
const MAX_LENGTH: Partial<Record<(typeof TEXT_FIELDS)[number], number>> = {
  block: 50,
  floor: 20,
  apartment: 50,
  street: 200,
  addressLine1: 255,
  addressLine2: 255,
  postalCode: 20,
  phone: 30,
  address: 500,
  additional: 500,
};
const DEFAULT_MAX_LENGTH = 100;

export function readAddressForm(form: FormData): AddressValues {
  return Object.fromEntries(
    TEXT_FIELDS.map((field) => {
      const value = form.get(field);
      return [field, typeof value === 'string' ? value.trim() : ''];
    }),
  );
}

/** Field by field, what is wrong with the values, as message keys of the `address.errors` section. */
export function checkAddress(values: AddressValues): AddressErrors {
  const errors: AddressErrors = {};
  for (const field of ['firstName', 'lastName', 'phone', 'country']) {
    if (!values[field]) errors[field] = 'required';
  }
  for (const field of missingAddressFields(values.country ?? '', values)) errors[field] = 'required';
  for (const field of TEXT_FIELDS) {
    if ((values[field]?.length ?? 0) > (MAX_LENGTH[field] ?? DEFAULT_MAX_LENGTH)) errors[field] = 'tooLong';
  }
  if (values.phone && !/^\+?[0-9][0-9 ()-]{5,}$/.test(values.phone)) errors.phone = 'phone';
  return errors;
}

/**
 * A listed area (city) that lies in another state than the one chosen: without scripts the form cannot
 * narrow the list, so the pair is checked on submission (the API checks it again, in both languages' names).
 */
export function checkPlaceInState(values: AddressValues, form: CountryForm): AddressErrors {
  const places = form.cities.map((city) => ({ nameEn: city.name, nameAr: city.name, state: city.state }));
  return placeStateMismatch(places, values.state, values[form.citiesField])
    ? { [form.citiesField]: 'notInState' }
    : {};
}

const toBody = (values: AddressValues) =>
  Object.fromEntries(TEXT_FIELDS.map((field) => [field, values[field] || null]));

/** Creates (no id) or replaces an address; a refusal of the API comes back as its message. */
export async function saveAddress(
  api: FullApiClient,
  values: AddressValues,
  id?: number,
): Promise<{ address: Address } | { message: string }> {
  try {
    const address = id
      ? await api.put(`/users/delivery/address/${id}`, AddressSchema, toBody(values))
      : await api.post('/users/delivery/address', AddressSchema, toBody(values));
    return { address };
  } catch (error) {
    if (error instanceof ApiError && error.status < 500 && error.status !== 401)
      return { message: error.message };
    throw error;
  }
}
