import { isOtpShaped } from '@seed/domain/auth-otp';
import { PASSWORD_MAX_LENGTH } from '@seed/domain/auth-password';
import { GuestCartSchema } from '@seed/domain/cart-line-schema';
import { LOCALES } from '@seed/domain/locale';
import { z } from 'zod';

// Stored lower-cased (users.email), so "Ali@Example.com" and "ali@example.com" are one account.
export const EmailSchema = z
  .string()
  .trim()
  .max(254, 'The e-mail address is too long')
  .toLowerCase()
  .pipe(z.email('Enter a valid e-mail address'));

// The policy (length, common passwords) is checked by the service with @seed/domain/auth-password, so the
// message says which rule failed; this only bounds the input.
const PasswordSchema = z
  .string()
  .max(PASSWORD_MAX_LENGTH, `The password must be at most ${PASSWORD_MAX_LENGTH} characters`);
const NameSchema = z.string().trim().min(1, 'Required').max(80, 'At most 80 characters');
const PhoneSchema = z
  .string()
  .trim()
  .max(32, 'At most 32 characters')
  .regex(/^\+?[0-9 ()-]*$/, 'Enter a phone number');
const DeviceIdSchema = z.string().trim().max(100, 'deviceId is at most 100 characters').optional();
const LocaleSchema = z.enum(LOCALES).optional().describe("The shopper's language, for their mail");
const BagSchema = GuestCartSchema.default([]).describe(
  "The guest's local cart lines, merged into the account's cart (spec §4)",
);

export const GenerateOtpBodySchema = z.strictObject({ email: EmailSchema, locale: LocaleSchema });

export const OtpSentSchema = z.object({
  logInFlow: z
    .boolean()
    .describe('True when the address has an account: the code signs in, else it signs up'),
  message: z.string(),
});

export const VerifyOtpBodySchema = z.strictObject({
  email: EmailSchema,
  otp: z.string().trim().refine(isOtpShaped, 'The code is 6 digits'),
  deviceId: DeviceIdSchema,
  bag: BagSchema,
  firstName: NameSchema.optional().describe('For a new account'),
  lastName: NameSchema.optional(),
  locale: LocaleSchema,
});

export const SignInBodySchema = z.strictObject({
  email: EmailSchema,
  password: PasswordSchema.min(1, 'Enter your password'),
  deviceId: DeviceIdSchema,
  bag: BagSchema,
});

const ProfileFields = {
  firstName: NameSchema,
  lastName: NameSchema,
  phone: PhoneSchema.optional(),
  locale: LocaleSchema,
};

export const SignUpBodySchema = z.strictObject({
  ...ProfileFields,
  email: EmailSchema,
  password: PasswordSchema,
  password2: PasswordSchema,
  deviceId: DeviceIdSchema,
  bag: BagSchema,
});

export const SignInOrSignUpBodySchema = z.strictObject({
  email: EmailSchema,
  password: PasswordSchema.min(1, 'Enter your password'),
  firstName: NameSchema.optional(),
  lastName: NameSchema.optional(),
  locale: LocaleSchema,
  deviceId: DeviceIdSchema,
  bag: BagSchema,
});

export const OtpOrSignUpBodySchema = z.strictObject({
  email: EmailSchema,
  firstName: NameSchema.optional(),
  lastName: NameSchema.optional(),
  phone: PhoneSchema.optional(),
  locale: LocaleSchema,
});

export const GuestSignUpBodySchema = OtpOrSignUpBodySchema.extend({
  deviceId: DeviceIdSchema,
  bag: BagSchema,
});

export const ContinueRegistrationBodySchema = z.strictObject({
  ...ProfileFields,
  password: PasswordSchema.optional().describe(
    'Only for an account without one, after its e-mail is verified',
  ),
  password2: PasswordSchema.optional(),
});

/** The account fields every answer about a user carries; users/get/me adds the profile's own. */
export const UserFieldsSchema = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  username: z.string().nullable(),
  locale: z.enum(LOCALES),
  role: z.enum(['USER', 'ARTIST', 'ADMIN']),
  isActive: z.boolean(),
  isGuest: z.boolean(),
  emailVerified: z.boolean(),
});

export const SessionUserSchema = UserFieldsSchema.extend({ hasPassword: z.boolean() }).meta({
  id: 'SessionUser',
});

export const SignedInSchema = z.object({
  accessToken: z.string().describe('Send as `Authorization: Bearer <accessToken>`; lives 400 days'),
  user: SessionUserSchema,
  isNewUser: z.boolean(),
});

export const GuestSignUpSchema = z.object({
  logInFlow: z
    .boolean()
    .describe('True when the address has an account: a code was mailed and nobody is signed in'),
  user: SessionUserSchema.extend({ accessToken: z.string() }).nullable(),
});
