import { z } from 'zod';
import { BaseQuerySchema, IdParamsSchema } from './common';
import { endpoint } from './endpoint';

const text = (max: number) => z.string().trim().max(max, `At most ${max} characters`);
const optionalText = (max: number) => text(max).nullish();

export const PhoneSchema = text(30)
  .min(6, 'Enter a phone number')
  .regex(/^\+?[0-9][0-9 ()-]*$/, 'Enter a phone number');

// One schema for create and update: the form always sends the whole address, and which place fields are
// required depends on the country, which the service checks (@seed/domain/address-fields).
export const AddressBodySchema = z.strictObject({
  firstName: text(100).min(1, 'Required'),
  lastName: text(100).min(1, 'Required'),
  phone: PhoneSchema,
  addressNickname: optionalText(100),
  addressType: z.enum(['HOME', 'WORK', 'OTHER']).nullish(),
  country: z
    .string()
    .regex(/^[A-Za-z]{2}$/, 'country must be a two-letter ISO 3166-1 code')
    .transform((code) => code.toUpperCase()),
  state: optionalText(100),
  city: optionalText(100),
  area: optionalText(100),
  block: optionalText(50),
  street: optionalText(200),
  avenue: optionalText(100),
  building: optionalText(100),
  floor: optionalText(20),
  apartment: optionalText(50),
  addressLine1: optionalText(255),
  addressLine2: optionalText(255),
  postalCode: optionalText(20),
  address: optionalText(500).describe('Free directions, e.g. a landmark'),
  additional: optionalText(500).describe('Notes for the courier'),
  lat: z.number().min(-90).max(90).nullish(),
  lng: z.number().min(-180).max(180).nullish(),
});
export type AddressBody = z.infer<typeof AddressBodySchema>;

const nullableText = z.string().nullable();

export const AddressSchema = z
  .object({
    id: z.number().int(),
    firstName: nullableText,
    lastName: nullableText,
    phone: nullableText,
    addressNickname: nullableText,
    addressType: nullableText,
    country: z.string().describe('ISO 3166-1 alpha-2'),
    state: nullableText,
    city: nullableText,
    area: nullableText,
    block: nullableText,
    street: nullableText,
    avenue: nullableText,
    building: nullableText,
    floor: nullableText,
    apartment: nullableText,
    addressLine1: nullableText,
    addressLine2: nullableText,
    postalCode: nullableText,
    address: nullableText,
    additional: nullableText,
    lat: z.number().nullable(),
    lng: z.number().nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'Address' });

export const AddressDeletedSchema = z.object({ id: z.number().int(), deleted: z.literal(true) });

const tags = ['addresses'];

const BODY_DESCRIPTION =
  'The whole address. Which place fields are required, and which are kept, depends on the country: see ' +
  'GET api/aramex/locations/countries/{code}/config. A state must be one of the country’s state codes where ' +
  'the store lists states.';

// What the service checks of an address's place, whether it is new or replaces one.
const PLACE_REFUSALS = [
  'ADDRESS_COUNTRY_UNKNOWN',
  'ADDRESS_FIELDS_MISSING',
  'ADDRESS_STATE_UNKNOWN',
  'ADDRESS_AREA_NOT_IN_STATE',
  'ADDRESS_CITY_NOT_IN_STATE',
] as const;

export const addresses = {
  create: endpoint({
    method: 'POST',
    path: '/users/delivery/address',
    tags,
    access: 'signedIn',
    summary: 'Add a delivery address',
    description: BODY_DESCRIPTION,
    query: BaseQuerySchema,
    body: AddressBodySchema,
    status: 201,
    reply: AddressSchema,
    errors: [409],
    refusals: [...PLACE_REFUSALS, 'ADDRESS_LIMIT_REACHED'],
  }),
  get: endpoint({
    method: 'GET',
    path: '/users/delivery/address/:id',
    tags,
    access: 'signedIn',
    summary: "One of the signed-in user's addresses; 404 for anyone else's",
    params: IdParamsSchema,
    query: BaseQuerySchema,
    reply: AddressSchema,
    refusals: [],
  }),
  update: endpoint({
    method: 'PUT',
    path: '/users/delivery/address/:id',
    tags,
    access: 'signedIn',
    summary: 'Replace one of your addresses',
    description: BODY_DESCRIPTION,
    params: IdParamsSchema,
    query: BaseQuerySchema,
    body: AddressBodySchema,
    reply: AddressSchema,
    refusals: PLACE_REFUSALS,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/users/delivery/address/:id',
    tags,
    access: 'signedIn',
    summary: 'Remove one of your addresses (orders keep the one they were shipped to)',
    params: IdParamsSchema,
    query: BaseQuerySchema,
    reply: AddressDeletedSchema,
    refusals: [],
  }),
};
