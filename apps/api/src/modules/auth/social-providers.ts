import type { SocialProvider } from '@seed/contract/social';
import { CodeChallengeMethod, generateCodeVerifier, generateState, OAuth2Client } from 'arctic';
import type { Config } from '../../config';
import { appleFlow } from './apple-flow';
import { identityOf, type SocialIdentity } from './id-token';

export const PROVIDER_NAMES: Record<SocialProvider, string> = { google: 'Google', apple: 'Apple' };

// Google documents both spellings of its issuer.
const GOOGLE_ISSUERS = ['https://accounts.google.com', 'accounts.google.com'];

type Start = { url: URL; state: string; nonce: string; codeVerifier?: string };
type Started = { nonce: string; codeVerifier?: string };

export type SocialFlow = {
  start(redirectUri: string): Start;
  finish(redirectUri: string, code: string, started: Started): Promise<SocialIdentity>;
};

/** Google through arctic's OAuth 2 client with PKCE, so its endpoints can point at a stand-in in tests. */
function googleFlow(config: Config, clientId: string, clientSecret: string): SocialFlow {
  return {
    start(redirectUri) {
      const state = generateState();
      const nonce = generateState();
      const codeVerifier = generateCodeVerifier();
      const client = new OAuth2Client(clientId, clientSecret, redirectUri);
      const url = client.createAuthorizationURLWithPKCE(
        config.GOOGLE_AUTHORIZATION_URL,
        state,
        CodeChallengeMethod.S256,
        codeVerifier,
        ['openid', 'email', 'profile'],
      );
      url.searchParams.set('nonce', nonce);
      return { url, state, nonce, codeVerifier };
    },
    async finish(redirectUri, code, { nonce, codeVerifier }) {
      const client = new OAuth2Client(clientId, clientSecret, redirectUri);
      const tokens = await client.validateAuthorizationCode(
        config.GOOGLE_TOKEN_URL,
        code,
        codeVerifier ?? null,
      );
      return identityOf(tokens.idToken(), { issuers: GOOGLE_ISSUERS, clientId, nonce });
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
    flows.apple = appleFlow({
      clientId: config.APPLE_CLIENT_ID,
      teamId: config.APPLE_TEAM_ID,
      keyId: config.APPLE_KEY_ID,
      privateKey: config.APPLE_PRIVATE_KEY,
      authorizationUrl: config.APPLE_AUTHORIZATION_URL,
      tokenUrl: config.APPLE_TOKEN_URL,
    });
  }
  return flows;
}
