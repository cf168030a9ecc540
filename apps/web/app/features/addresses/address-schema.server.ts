import { ADDRESS_PLACE_FIELDS, type AddressPlaceField } from '@seed/domain/address-fields';
import { z } from 'zod';

const text = z.string().nullable();
const place = Object.fromEntries(ADDRESS_PLACE_FIELDS.map((field) => [field, text])) as Record<
  AddressPlaceField,
  typeof text
>;

// The API's address as the web reads it (spec §3 Address).
export const AddressSchema = z.object({
  id: z.number(),
  firstName: text,
  lastName: text,
  phone: text,
  addressNickname: text,
  country: z.string(),
  ...place,
  address: text,
  additional: text,
});
export type Address = z.infer<typeof AddressSchema>;
