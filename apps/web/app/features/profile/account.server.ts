import { LOCALES } from '@seed/domain/locale';
import { MoneySchema } from '@seed/domain/money-schema';
import { z } from 'zod';
import type { ApiClient } from '../../lib/api.server';
import { AddressSchema } from '../addresses/address-schema.server';

const MediaSchema = z.object({
  url: z.object({ small: z.string().nullable(), medium: z.string().nullable() }),
});

// Only the fields the account pages read; the API sends more.
export const UserSchema = z.object({
  id: z.number(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  locale: z.enum(LOCALES),
  walletAmount: MoneySchema,
  media: MediaSchema.nullable(),
});

const MeSchema = UserSchema.extend({
  deliveryAddress: z.array(AddressSchema),
  role: z.enum(['USER', 'ARTIST', 'ADMIN']),
  // The latest request to become an artist, shown by the profile's artist section.
  artistRequest: z
    .object({
      status: z.enum(['PENDING', 'APPROVED', 'REJECTED']),
      reviewNote: z.string().nullable(),
      createdAt: z.string(),
    })
    .nullable(),
});
export type Me = z.infer<typeof MeSchema>;

export function loadMe(api: ApiClient): Promise<Me> {
  return api.get('/users/get/me', MeSchema);
}
