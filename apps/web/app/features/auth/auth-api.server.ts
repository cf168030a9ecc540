import { z } from 'zod';

// The replies of the API's auth calls that the web reads (apps/api/src/modules/auth/schemas.ts).
export const SessionUserSchema = z.object({
  id: z.number(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  role: z.enum(['USER', 'ARTIST', 'ADMIN']),
  locale: z.enum(['ar', 'en']),
  isGuest: z.boolean(),
});
export type SessionUser = z.infer<typeof SessionUserSchema>;

export const SignedInSchema = z.object({ accessToken: z.string(), user: SessionUserSchema });
export const OtpSentSchema = z.object({ logInFlow: z.boolean() });
export const SessionSchema = z.object({ user: SessionUserSchema });
export const ProvidersSchema = z.object({ google: z.boolean(), apple: z.boolean() });
export const SocialSignedInSchema = SignedInSchema.extend({ redirect: z.string() });
