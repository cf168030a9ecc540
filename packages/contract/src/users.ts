import { LOCALES } from '@seed/domain/locale';
import { MoneySchema } from '@seed/domain/money-schema';
import { z } from 'zod';
import { AddressSchema, PhoneSchema } from './addresses';
import { UserFieldsSchema } from './auth';
import { MediaSchema } from './media';

const INT4_MAX = 2_147_483_647;
const NameSchema = z.string().trim().min(1, 'Required').max(80, 'At most 80 characters');

// Strict: role, walletAmount, email or emailVerified in the body are refused with a 400 naming the key,
// rather than silently dropped, so a client learns at once that it cannot set them.
export const ProfileEditBodySchema = z.strictObject({
  firstName: NameSchema.optional(),
  lastName: NameSchema.optional(),
  phone: z.union([PhoneSchema, z.literal('').transform(() => null), z.null()]).optional(),
  username: z
    .string()
    .trim()
    .regex(/^[a-z0-9_.]{3,30}$/, '3 to 30 lower-case letters, digits, dots or underscores')
    .nullable()
    .optional(),
  locale: z.enum(LOCALES).optional(),
  mediaId: z
    .number()
    .int()
    .min(1)
    .max(INT4_MAX)
    .nullable()
    .optional()
    .describe('An image from POST media/upload by this user; null removes the photo'),
});
export type ProfileEditBody = z.infer<typeof ProfileEditBodySchema>;

export const UserSchema = UserFieldsSchema.extend({
  walletAmount: MoneySchema.describe('Wallet balance in the requested currency'),
  media: MediaSchema.nullable().describe('Profile photo'),
  artistRequest: z
    .object({
      id: z.number().int(),
      status: z.enum(['PENDING', 'APPROVED', 'REJECTED']),
      reviewNote: z.string().nullable().describe('What the reviewer wrote back, if anything'),
      createdAt: z.string(),
    })
    .nullable()
    .describe('The latest request to become an artist'),
  createdAt: z.string(),
}).meta({ id: 'User' });

export const MeSchema = UserSchema.extend({
  deliveryAddress: z.array(AddressSchema).describe('Saved addresses, oldest first'),
});

export const AccountDeletedSchema = z.object({ deleted: z.literal(true) });
