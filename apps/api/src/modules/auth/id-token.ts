import { decodeIdToken } from 'arctic';
import { z } from 'zod';

// Names are the provider's (the person typed them); longer than the store keeps is cut, not refused.
const ProviderName = z.string().transform((name) => name.trim().slice(0, 80));
const Flag = z.union([z.boolean(), z.enum(['true', 'false']).transform((value) => value === 'true')]);

// Apple sends its flags as strings ("true"); Google as booleans.
const ClaimsSchema = z.object({
  iss: z.string(),
  sub: z.string().min(1).max(255),
  aud: z.union([z.string(), z.array(z.string())]),
  exp: z.number(),
  nonce: z.string().optional(),
  email: z.email(),
  email_verified: Flag.optional(),
  given_name: ProviderName.optional(),
  family_name: ProviderName.optional(),
});

/** Who the provider says signed in: `subject` is stable, the address may change or be reassigned. */
export type SocialIdentity = {
  subject: string;
  email: string;
  emailVerified: boolean;
  firstName?: string;
  lastName?: string;
};

type Expected = { issuers: readonly string[]; clientId: string; nonce: string };

/**
 * The id token comes straight from the provider's token endpoint over TLS, so (as OpenID Connect §3.1.3.7
 * allows for the code flow) its signature is not re-checked; everything else that says it was issued by
 * this provider, for this store, for this very sign-in and is still valid is.
 */
export function identityOf(idToken: string, expected: Expected): SocialIdentity {
  const claims = ClaimsSchema.parse(decodeIdToken(idToken));
  if (!expected.issuers.includes(claims.iss)) throw new Error(`The id token was issued by ${claims.iss}`);
  const audiences = Array.isArray(claims.aud) ? claims.aud : [claims.aud];
  if (!audiences.includes(expected.clientId)) throw new Error('The id token is for another client');
  if (claims.exp * 1000 <= Date.now()) throw new Error('The id token has expired');
  // The nonce ties the token to the state cookie of this browser's own request: a token obtained for
  // another sign-in (a replayed or injected code) carries another nonce, or none.
  if (claims.nonce !== expected.nonce) throw new Error('The id token belongs to another sign-in');
  return {
    subject: claims.sub,
    email: claims.email.toLowerCase(),
    emailVerified: claims.email_verified === true,
    firstName: claims.given_name,
    lastName: claims.family_name,
  };
}
