import { createPrivateKey, type KeyObject, sign } from 'node:crypto';
import { generateState } from 'arctic';
import { z } from 'zod';
import { identityOf } from './id-token';
import type { SocialFlow } from './social-providers';

const APPLE_ISSUER = 'https://appleid.apple.com';

type AppleApp = {
  clientId: string;
  teamId: string;
  keyId: string;
  privateKey: string;
  authorizationUrl: string;
  tokenUrl: string;
};

const TokenResponseSchema = z.object({ id_token: z.string() });

/** Apple's client secret: a five-minute JWT signed (ES256) with the team's Sign in with Apple key. */
function clientSecret(app: AppleApp, key: KeyObject): string {
  const now = Math.floor(Date.now() / 1000);
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const header = part({ alg: 'ES256', kid: app.keyId, typ: 'JWT' });
  const payload = part({ iss: app.teamId, iat: now, exp: now + 300, aud: APPLE_ISSUER, sub: app.clientId });
  const signature = sign('sha256', Buffer.from(`${header}.${payload}`), { key, dsaEncoding: 'ieee-p1363' });
  return `${header}.${payload}.${signature.toString('base64url')}`;
}

/**
 * Sign in with Apple, answered by a form post (Apple's only mode when the name and e-mail are asked for).
 * Its endpoints come from the configuration so the flow can run against a local stand-in in tests.
 */
export function appleFlow(app: AppleApp): SocialFlow {
  const key = createPrivateKey(app.privateKey);
  return {
    start(redirectUri) {
      const state = generateState();
      const nonce = generateState();
      const url = new URL(app.authorizationUrl);
      url.search = new URLSearchParams({
        response_type: 'code',
        response_mode: 'form_post',
        client_id: app.clientId,
        redirect_uri: redirectUri,
        scope: 'name email',
        state,
        nonce,
      }).toString();
      return { url, state, nonce };
    },
    async finish(redirectUri, code, { nonce }) {
      // Apple takes the client's credentials in the body only (client_secret_post).
      const response = await fetch(app.tokenUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
        body: new URLSearchParams({
          grant_type: 'authorization_code',
          code,
          redirect_uri: redirectUri,
          client_id: app.clientId,
          client_secret: clientSecret(app, key),
        }),
        signal: AbortSignal.timeout(10_000),
      });
      const tokens = TokenResponseSchema.safeParse(await response.json().catch(() => null));
      if (!response.ok || !tokens.success)
        throw new Error(`Apple's token endpoint answered ${response.status}`);
      return identityOf(tokens.data.id_token, { issuers: [APPLE_ISSUER], clientId: app.clientId, nonce });
    },
  };
}
