import {
  Apple,
  CodeChallengeMethod,
  decodeIdToken,
  generateCodeVerifier,
  generateState,
  OAuth2Client,
} from 'arctic';
import { z } from 'zod';
import type { Config } from '../../config';

export const SOCIAL_PROVIDERS = ['google', 'apple'] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];

// Google says whether the address is verified; Apple only relays addresses it has verified, and sends
// the flag as a string.
const ClaimsSchema = z.object({
  sub: z.string(),
  aud: z.union([z.string(), z.array(z.string())]),
  email: z.email(),
  email_verified: z.union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')]).optional(),
  given_name: z.string().max(80).optional(),
  family_name: z.string().max(80).optional(),
});
export type SocialIdentity = { email: string; firstName?: string; lastName?: string };

type Start = { url: URL; state: string; codeVerifier?: string };

export type SocialFlow = {
  start(redirectUri: string): Start;
  finish(redirectUri: string, code: string, codeVerifier?: string): Promise<SocialIdentity>;
};

// The id token comes straight from the provider's token endpoint over TLS, so (as OpenID Connect allows
// for the code flow) its signature need not be checked; its audience still must be us.
function identityOf(idToken: string, clientId: string): SocialIdentity {
  const claims = ClaimsSchema.parse(decodeIdToken(idToken));
  const audiences = Array.isArray(claims.aud) ? claims.aud : [claims.aud];
  if (!audiences.includes(clientId)) throw new Error('The id token is for another client');
  if (claims.email_verified === false) throw new Error('The provider has not verified this e-mail');
  return { email: claims.email.toLowerCase(), firstName: claims.given_name, lastName: claims.family_name };
}

/** Google through arctic's OAuth 2 client with PKCE, so its endpoints can point at a stand-in in tests. */
function googleFlow(config: Config, clientId: string, clientSecret: string): SocialFlow {
  return {
    start(redirectUri) {
      const state = generateState();
      const codeVerifier = generateCodeVerifier();
      const client = new OAuth2Client(clientId, clientSecret, redirectUri);
      const url = client.createAuthorizationURLWithPKCE(
        config.GOOGLE_AUTHORIZATION_URL,
        state,
        CodeChallengeMethod.S256,
        codeVerifier,
        ['openid', 'email', 'profile'],
      );
      return { url, state, codeVerifier };
    },
    async finish(redirectUri, code, codeVerifier) {
      const client = new OAuth2Client(clientId, clientSecret, redirectUri);
      const tokens = await client.validateAuthorizationCode(
        config.GOOGLE_TOKEN_URL,
        code,
        codeVerifier ?? null,
      );
      return identityOf(tokens.idToken(), clientId);
    },
  };
}

/** Sign in with Apple: arctic's provider, answered by a form post (Apple's only mode with scopes). */
function appleFlow(clientId: string, teamId: string, keyId: string, pem: string): SocialFlow {
  const key = new Uint8Array(
    Buffer.from(pem.replace(/-----[A-Z ]+-----/g, '').replace(/\s+/g, ''), 'base64'),
  );
  return {
    start(redirectUri) {
      const state = generateState();
      const url = new Apple(clientId, teamId, keyId, key, redirectUri).createAuthorizationURL(state, [
        'name',
        'email',
      ]);
      url.searchParams.set('response_mode', 'form_post');
      return { url, state };
    },
    async finish(redirectUri, code) {
      const tokens = await new Apple(clientId, teamId, keyId, key, redirectUri).validateAuthorizationCode(
        code,
      );
      return identityOf(tokens.idToken(), clientId);
    },
  };
}

/** The providers configured by env; the others are simply absent. */
export function socialFlows(config: Config): Partial<Record<SocialProvider, SocialFlow>> {
  const flows: Partial<Record<SocialProvider, SocialFlow>> = {};
  if (config.GOOGLE_CLIENT_ID && config.GOOGLE_CLIENT_SECRET) {
    flows.google = googleFlow(config, config.GOOGLE_CLIENT_ID, config.GOOGLE_CLIENT_SECRET);
  }
  if (config.APPLE_CLIENT_ID && config.APPLE_TEAM_ID && config.APPLE_KEY_ID && config.APPLE_PRIVATE_KEY) {
    flows.apple = appleFlow(
      config.APPLE_CLIENT_ID,
      config.APPLE_TEAM_ID,
      config.APPLE_KEY_ID,
      config.APPLE_PRIVATE_KEY,
    );
  }
  return flows;
}
