import { AddressBodySchema, addresses } from '@seed/contract/addresses';
import type { ContractClient } from '@seed/contract/client';
import type { ReplyOf } from '@seed/contract/endpoint';
import { ADDRESS_PLACE_FIELDS, missingAddressFields } from '@seed/domain/address-fields';
import { placeStateMismatch } from '@seed/domain/address-places';
import type { Locale } from '@seed/domain/locale';
import { ApiError } from '../../lib/api.server';
import { reasonText, refusalText } from '../../lib/refusals.server';
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
  // Each field against the contract's rule for it, so the form can say which field the API would refuse.
  for (const field of TEXT_FIELDS) {
    const value = values[field];
    const issue = value ? AddressBodySchema.shape[field].safeParse(value).error?.issues[0] : undefined;
    if (issue?.code === 'too_big') errors[field] = 'tooLong';
    else if (issue && field === 'phone') errors.phone = 'phone';
  }
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

/** Creates (no id) or replaces an address; a refusal comes back as its text in the page's language. */
export async function saveAddress(
  api: ContractClient,
  locale: Locale,
  values: AddressValues,
  id?: number,
): Promise<{ address: ReplyOf<typeof addresses.create> } | { message: string }> {
  const body = AddressBodySchema.safeParse(toBody(values));
  // checkAddress passed what the contract refuses: a rule the form does not check field by field.
  if (!body.success) return { message: reasonText(locale, 'INVALID_DATA') };
  try {
    const address = id
      ? await api.call(addresses.update, { params: { id }, body: body.data })
      : await api.call(addresses.create, { body: body.data });
    return { address };
  } catch (error) {
    if (error instanceof ApiError && error.status < 500 && error.status !== 401)
      return { message: refusalText(locale, error) };
    throw error;
  }
}
