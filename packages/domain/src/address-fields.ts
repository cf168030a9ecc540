/** The parts of an address whose presence depends on the country (spec §3 Address). */
export const ADDRESS_PLACE_FIELDS = [
  'state',
  'city',
  'area',
  'block',
  'street',
  'avenue',
  'building',
  'floor',
  'apartment',
  'addressLine1',
  'addressLine2',
  'postalCode',
] as const;
export type AddressPlaceField = (typeof ADDRESS_PLACE_FIELDS)[number];

export type AddressFieldRule = { field: AddressPlaceField; required: boolean };

const required = (field: AddressPlaceField): AddressFieldRule => ({ field, required: true });
const optional = (field: AddressPlaceField): AddressFieldRule => ({ field, required: false });

// Gulf couriers find a door by area, block, street and building rather than by postal code; each country
// names its divisions differently, so each gets the fields its couriers ask for, in the order people say them.
const RULES: Readonly<Record<string, readonly AddressFieldRule[]>> = {
  KW: [
    required('state'),
    required('area'),
    required('block'),
    required('street'),
    optional('avenue'),
    required('building'),
    optional('floor'),
    optional('apartment'),
  ],
  BH: [
    required('state'),
    required('city'),
    required('block'),
    required('street'),
    required('building'),
    optional('floor'),
    optional('apartment'),
  ],
  AE: [
    required('state'),
    required('city'),
    required('area'),
    required('street'),
    required('building'),
    optional('floor'),
    optional('apartment'),
  ],
  SA: [
    required('state'),
    required('city'),
    required('area'),
    required('street'),
    required('building'),
    optional('apartment'),
    optional('postalCode'),
  ],
  QA: [
    required('state'),
    required('city'),
    required('area'),
    required('street'),
    required('building'),
    optional('floor'),
    optional('apartment'),
  ],
  OM: [
    required('state'),
    required('city'),
    required('area'),
    optional('street'),
    required('building'),
    optional('apartment'),
    optional('postalCode'),
  ],
};

// Everywhere else an international courier label: two free lines, city, region and postal code.
const INTERNATIONAL: readonly AddressFieldRule[] = [
  required('addressLine1'),
  optional('addressLine2'),
  required('city'),
  optional('state'),
  optional('postalCode'),
];

/** The place fields of an address in `country` (ISO alpha-2), in form order, with whether each is required. */
export function addressFieldsFor(country: string): readonly AddressFieldRule[] {
  return RULES[country.toUpperCase()] ?? INTERNATIONAL;
}

// What each country calls its divisions: Kuwait, Bahrain and Oman have governorates (محافظة) split into
// areas (منطقة), the Emirates emirates, Saudi Arabia regions, Qatar municipalities; a part of a city
// elsewhere in the Gulf is a district (حي). The form labels its fields with these names.
const STATE_NAMES: Readonly<Record<string, AddressFieldLabel>> = {
  KW: 'governorate',
  BH: 'governorate',
  OM: 'governorate',
  JO: 'governorate',
  AE: 'emirate',
  SA: 'region',
  QA: 'municipality',
};
const AREA_NAMES: Readonly<Record<string, AddressFieldLabel>> = { KW: 'area' };

export type AddressFieldLabel =
  | AddressPlaceField
  | 'governorate'
  | 'emirate'
  | 'region'
  | 'municipality'
  | 'district';

/** The name of `field` in `country`'s addresses, as a message key: "governorate" for Kuwait's state. */
export function addressFieldLabel(country: string, field: AddressPlaceField): AddressFieldLabel {
  const code = country.toUpperCase();
  if (field === 'state') return STATE_NAMES[code] ?? 'state';
  if (field === 'area') return AREA_NAMES[code] ?? (RULES[code] ? 'district' : 'area');
  return field;
}

type PlaceValues = Partial<Record<AddressPlaceField, string | null | undefined>>;

/** The required place fields of `country` that are empty in `values`. */
export function missingAddressFields(country: string, values: PlaceValues): AddressPlaceField[] {
  return addressFieldsFor(country)
    .filter((rule) => rule.required && !values[rule.field]?.trim())
    .map((rule) => rule.field);
}

/**
 * The values kept for `country`: fields it does not use are cleared, so an address whose country changed
 * carries no leftovers from the old country's form onto a shipping label.
 */
export function keepAddressFields(
  country: string,
  values: PlaceValues,
): Record<AddressPlaceField, string | null> {
  const used = new Set(addressFieldsFor(country).map((rule) => rule.field));
  return Object.fromEntries(
    ADDRESS_PLACE_FIELDS.map((field) => [field, used.has(field) ? values[field]?.trim() || null : null]),
  ) as Record<AddressPlaceField, string | null>;
}
