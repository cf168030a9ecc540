import { MODERATION_REASONS } from '@seed/domain/artwork-review';
import { LOCALES } from '@seed/domain/locale';
import { MoneySchema } from '@seed/domain/money-schema';
import { z } from 'zod';
import { AddressSchema, PhoneSchema } from './addresses';
import { UserFieldsSchema } from './auth';
import { BaseQuerySchema } from './common';
import { endpoint } from './endpoint';
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
      reasonCode: z.enum(MODERATION_REASONS).nullable().describe('Why it was refused, from the list'),
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

const tags = ['users'];

export const users = {
  me: endpoint({
    method: 'GET',
    path: '/users/get/me',
    tags,
    access: 'signedIn',
    summary: 'The signed-in user, with their delivery addresses',
    query: BaseQuerySchema,
    reply: MeSchema,
    refusals: [],
  }),
  editProfile: endpoint({
    method: 'PUT',
    path: '/users/profile/edit',
    tags,
    access: 'signedIn',
    summary: 'Edit your name, phone, username, language or photo',
    description:
      'Only the listed fields; any other (role, walletAmount, email, emailVerified…) is refused with 400. ' +
      'The e-mail changes through a verified sign-in, not here.',
    query: BaseQuerySchema,
    body: ProfileEditBodySchema,
    reply: UserSchema,
    errors: [409],
    refusals: ['PHOTO_NOT_AMONG_UPLOADS', 'USERNAME_TAKEN'],
  }),
  deleteAccount: endpoint({
    method: 'DELETE',
    path: '/users',
    tags,
    access: 'signedIn',
    summary: 'Delete your account: signs out everywhere and frees the e-mail address',
    query: BaseQuerySchema,
    reply: AccountDeletedSchema,
    refusals: [],
  }),
};
