import { z } from 'zod';
import { SessionUserSchema } from './auth';
import { BaseQuerySchema } from './common';
import { endpoint } from './endpoint';

export const SOCIAL_PROVIDERS = ['google', 'apple'] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];

export const ProviderParamsSchema = z.strictObject({ provider: z.enum(SOCIAL_PROVIDERS) });

export const ProvidersSchema = z.object({ google: z.boolean(), apple: z.boolean() });

export const StartQuerySchema = BaseQuerySchema.extend({
  redirect: z.string().max(2000).optional().describe('Where the shopper returns to (a path of this site)'),
});

export const CallbackQuerySchema = BaseQuerySchema.extend({
  code: z.string().max(2000).optional(),
  state: z.string().max(200).optional(),
  error: z.string().max(200).optional(),
  bag: z.string().max(4096).optional().describe("The guest's cart in its cookie format, merged at sign-in"),
});

export const AppleFormSchema = z.object({
  code: z.string().max(2000).optional(),
  state: z.string().max(200).optional(),
  error: z.string().max(200).optional(),
  user: z
    .string()
    .max(2000)
    .optional()
    .describe(
      "Apple's first authorisation only: JSON with the name the person gave (name.firstName/lastName)",
    ),
});

export const SocialSignedInSchema = z.object({
  accessToken: z.string(),
  email_exists: z.boolean().describe('False when this sign-in opened the account'),
  isNewUser: z.boolean(),
  redirect: z.string().describe('The path the flow was started for'),
  user: SessionUserSchema,
});

const tags = ['auth'];

export const social = {
  providers: endpoint({
    method: 'GET',
    path: '/auth/providers',
    tags,
    access: 'anyone',
    summary: 'Which social sign-ins this store offers',
    query: BaseQuerySchema,
    reply: ProvidersSchema,
    refusals: [],
  }),
  start: endpoint({
    method: 'GET',
    path: '/auth/:provider',
    tags,
    access: 'anyone',
    summary: "Starts a social sign-in: redirects to the provider's sign-in page",
    description: 'Google with PKCE; Apple answers by form post to auth/apple/cb. 404 when not configured.',
    params: ProviderParamsSchema,
    query: StartQuerySchema,
    status: 302,
    reply: z.null(),
    refusals: ['SOCIAL_PROVIDER_UNAVAILABLE'],
  }),
  googleCallback: endpoint({
    method: 'GET',
    path: '/auth/google/cb',
    tags,
    access: 'anyone',
    summary: "Google's callback query, forwarded by the web with the state cookie: signs in",
    description:
      '409 when the address belongs to an account already linked to another Google account (decision 0023).',
    query: CallbackQuerySchema,
    reply: SocialSignedInSchema,
    errors: [403, 409],
    refusals: [
      'SOCIAL_PROVIDER_UNAVAILABLE',
      'SIGN_IN_CANCELLED',
      'SIGN_IN_LINK_EXPIRED',
      'PROVIDER_REFUSED_SIGN_IN',
      'EMAIL_NOT_VERIFIED_BY_PROVIDER',
      'LINKED_TO_ANOTHER_PROVIDER_ACCOUNT',
      'ACCOUNT_DISABLED',
      'SIGN_IN_INTERRUPTED',
    ],
  }),
  appleCallback: endpoint({
    method: 'POST',
    path: '/auth/apple/cb',
    tags,
    access: 'anyone',
    summary: "Apple's form post: signs in and redirects to the web's /{lang}/auth/apple/cb?accessToken=…",
    description:
      'A refusal redirects to /{lang}/auth?error=social, or error=social-linked when the address belongs to an account linked to another Apple ID.',
    body: AppleFormSchema,
    status: 303,
    reply: z.null(),
    refusals: [],
  }),
};
