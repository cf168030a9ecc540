import { isOtpShaped } from '@seed/domain/auth-otp';
import { PASSWORD_MAX_LENGTH } from '@seed/domain/auth-password';
import { GuestCartSchema } from '@seed/domain/cart-line-schema';
import { LOCALES } from '@seed/domain/locale';
import { z } from 'zod';
import { BaseQuerySchema } from './common';
import { endpoint } from './endpoint';

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

export const SessionReplySchema = z.object({ user: SessionUserSchema });

const tags = ['auth'];

// Each password rule refuses with its own reason, so the page can say which one the password broke.
const PASSWORD_RULES = [
  'PASSWORD_TOO_SHORT',
  'PASSWORD_TOO_LONG',
  'PASSWORD_TOO_COMMON',
  'PASSWORDS_DO_NOT_MATCH',
] as const;
const CODE_REFUSALS = [
  'OTP_NOT_REQUESTED',
  'OTP_WRONG',
  'OTP_EXPIRED',
  'OTP_ALREADY_USED',
  'OTP_TOO_MANY_TRIES',
  'ACCOUNT_DISABLED',
  'SIGN_IN_INTERRUPTED',
] as const;

export const auth = {
  generateOtp: endpoint({
    method: 'POST',
    path: '/auth/generate-otp',
    tags,
    access: 'anyone',
    summary: 'Mails a 6-digit code (10 minutes, one use) that signs in, or signs up an unknown address',
    query: BaseQuerySchema,
    body: GenerateOtpBodySchema,
    reply: OtpSentSchema,
    errors: [429],
    refusals: [],
  }),
  verifyOtp: endpoint({
    method: 'POST',
    path: '/auth/verify-otp',
    tags,
    access: 'anyone',
    summary: 'Signs in with a mailed code (a new address gets an account); merges the guest bag',
    description: 'At most 5 wrong tries per code; a new code replaces the previous one.',
    query: BaseQuerySchema,
    body: VerifyOtpBodySchema,
    reply: SignedInSchema,
    errors: [403, 409, 429],
    refusals: CODE_REFUSALS,
  }),
  signIn: endpoint({
    method: 'POST',
    path: '/auth/sign-in',
    tags,
    access: 'anyone',
    summary: 'Signs in with e-mail and password; merges the guest bag',
    description:
      'BAD_CREDENTIALS alike for an unknown address and a wrong password, so the answer never tells ' +
      'whether an address has an account; the right password of a deactivated account hears ' +
      'ACCOUNT_DISABLED (403).',
    query: BaseQuerySchema,
    body: SignInBodySchema,
    reply: SignedInSchema,
    errors: [401, 403, 429],
    refusals: ['BAD_CREDENTIALS', 'ACCOUNT_DISABLED'],
  }),
  signUp: endpoint({
    method: 'POST',
    path: '/auth/sign-up',
    tags,
    access: 'anyone',
    summary: 'Opens an account with a password (8..128 characters, not a common one)',
    query: BaseQuerySchema,
    body: SignUpBodySchema,
    reply: SignedInSchema,
    errors: [409, 429],
    refusals: [...PASSWORD_RULES, 'EMAIL_TAKEN'],
  }),
  signInOrSignUp: endpoint({
    method: 'POST',
    path: '/auth/signin-or-signup',
    tags,
    access: 'anyone',
    summary: 'Signs in when the address has an account, else opens one with this password',
    query: BaseQuerySchema,
    body: SignInOrSignUpBodySchema,
    reply: SignedInSchema,
    errors: [401, 403, 409, 429],
    refusals: [...PASSWORD_RULES, 'BAD_CREDENTIALS', 'ACCOUNT_DISABLED', 'EMAIL_TAKEN'],
  }),
  generateOtpOrSignUp: endpoint({
    method: 'POST',
    path: '/auth/generate-otp-or-signup',
    tags,
    access: 'anyone',
    summary: 'Mails a code; an unknown address first gets an unverified account with these details',
    query: BaseQuerySchema,
    body: OtpOrSignUpBodySchema,
    reply: OtpSentSchema,
    errors: [409, 429],
    refusals: ['SIGN_IN_INTERRUPTED'],
  }),
  guestSignUp: endpoint({
    method: 'POST',
    path: '/auth/guest/sign-up',
    tags,
    access: 'anyone',
    summary: 'Guest checkout: signs a new address in at once; an existing one gets a code (logInFlow)',
    query: BaseQuerySchema,
    body: GuestSignUpBodySchema,
    reply: GuestSignUpSchema,
    errors: [409, 429],
    refusals: ['SIGN_IN_INTERRUPTED'],
  }),
  continueRegistration: endpoint({
    method: 'POST',
    path: '/users/continue-registration',
    tags,
    access: 'signedIn',
    summary: 'Completes a new account: name, phone, language and, once, a password',
    query: BaseQuerySchema,
    body: ContinueRegistrationBodySchema,
    reply: SessionReplySchema,
    errors: [403, 409],
    refusals: [...PASSWORD_RULES, 'PASSWORD_ALREADY_SET', 'EMAIL_NOT_VERIFIED'],
  }),
  session: endpoint({
    method: 'GET',
    path: '/auth/session',
    tags,
    access: 'signedIn',
    summary: "The signed-in user: the web's session check (401 when the token is no longer valid)",
    query: BaseQuerySchema,
    reply: SessionReplySchema,
    refusals: [],
  }),
  logout: endpoint({
    method: 'POST',
    path: '/auth/logout',
    tags,
    access: 'signedIn',
    summary: 'Revokes the session the request came with',
    query: BaseQuerySchema,
    status: 204,
    reply: z.null(),
    refusals: [],
  }),
};
