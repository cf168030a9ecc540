import { type SocialProvider, social } from '@seed/contract/social';
import { decodeGuestCart } from '@seed/domain/cart-cookie';
import { DomainError, isDomainError } from '@seed/domain/errors';
import type { Locale } from '@seed/domain/locale';
import { safeRedirect } from '@seed/domain/safe-redirect';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../../config';
import { serve } from '../../http/serve';
import { type AppleUserName, appleUserName } from './apple-user';
import type { AuthModuleOptions } from './routes';
import { PROVIDER_NAMES as NAMES, type SocialFlow, socialFlows } from './social-providers';
import { signInWithProvider } from './social-sign-in';
import { openState, SOCIAL_STATE_MAX_AGE_SECONDS, type SocialState, sealState } from './social-state';

const STATE_COOKIE = 'oauthState';
const API_PREFIX = '/api';

// The provider posts (Apple) or redirects (Google) back here from its own site: a Lax cookie survives the
// top-level redirect, but Apple's cross-site form post carries only a SameSite=None cookie.
function stateCookie(
  value: string,
  provider: SocialProvider,
  secure: boolean,
  maxAge = SOCIAL_STATE_MAX_AGE_SECONDS,
) {
  const sameSite = provider === 'apple' ? 'SameSite=None; Secure' : `SameSite=Lax${secure ? '; Secure' : ''}`;
  return `${STATE_COOKIE}=${value}; Path=/; Max-Age=${maxAge}; HttpOnly; ${sameSite}`;
}

const redirectUri = (config: Config, provider: SocialProvider, locale: Locale) =>
  provider === 'google'
    ? `${config.PUBLIC_URL}/${locale}/auth/google/cb`
    : `${config.PUBLIC_URL}${API_PREFIX}/auth/apple/cb`;

export async function socialRoutes(
  app: FastifyInstance,
  { db, mailer, config }: AuthModuleOptions & { config: Config },
) {
  const flows = socialFlows(config);
  const secure = config.SECURE_COOKIES;
  const deps = { db, mailer };

  const flowOf = (provider: SocialProvider): SocialFlow => {
    const flow = flows[provider];
    if (!flow) {
      throw new DomainError('NOT_FOUND', `Sign-in with ${NAMES[provider]} is not available here`, {
        reason: 'SOCIAL_PROVIDER_UNAVAILABLE',
        details: { provider: NAMES[provider] },
      });
    }
    return flow;
  };

  async function finish(
    request: FastifyRequest,
    provider: SocialProvider,
    callback: { code?: string; state?: string; error?: string },
    bag: string | undefined,
    names: AppleUserName | null = null,
  ) {
    const flow = flowOf(provider);
    if (callback.error) {
      throw new DomainError('INVALID_DATA', `Sign-in with ${NAMES[provider]} was cancelled`, {
        reason: 'SIGN_IN_CANCELLED',
        details: { provider: NAMES[provider] },
      });
    }
    const saved: SocialState | null = openState(request.cookies[STATE_COOKIE], config.SESSION_SECRET);
    if (!saved || !callback.state || saved.state !== callback.state || !callback.code) {
      throw new DomainError(
        'INVALID_DATA',
        'This sign-in link has expired or was opened in another browser; start again',
        { reason: 'SIGN_IN_LINK_EXPIRED' },
      );
    }
    const identity = await flow
      .finish(redirectUri(config, provider, saved.locale), callback.code, saved)
      .catch((error: unknown) => {
        request.log.warn({ err: error, provider }, 'social sign-in refused');
        throw new DomainError('INVALID_DATA', `${NAMES[provider]} did not confirm the sign-in; try again`, {
          reason: 'PROVIDER_REFUSED_SIGN_IN',
          details: { provider: NAMES[provider] },
        });
      });
    const caller = {
      deviceId: request.ctx.deviceId,
      sessionId: request.user?.sessionId ?? null,
      locale: saved.locale,
    };
    const named = {
      ...identity,
      firstName: identity.firstName ?? names?.firstName,
      lastName: identity.lastName ?? names?.lastName,
    };
    const signedIn = await signInWithProvider(deps, provider, named, caller, decodeGuestCart(bag).lines);
    return { ...signedIn, redirect: saved.redirect, locale: saved.locale };
  }

  serve(app, social.providers, async () => ({ google: Boolean(flows.google), apple: Boolean(flows.apple) }));

  serve(app, social.start, async (request, reply) => {
    const { provider } = request.params;
    const { locale } = request.ctx;
    const started = flowOf(provider).start(redirectUri(config, provider, locale));
    const state = {
      state: started.state,
      nonce: started.nonce,
      codeVerifier: started.codeVerifier,
      locale,
      redirect: safeRedirect(request.query.redirect, `/${locale}`, config.PUBLIC_URL),
    };
    reply.header('set-cookie', stateCookie(sealState(state, config.SESSION_SECRET), provider, secure));
    return reply.redirect(started.url.toString(), 302);
  });

  serve(app, social.googleCallback, async (request, reply) => {
    const { locale: _, ...signedIn } = await finish(request, 'google', request.query, request.query.bag);
    reply.header('set-cookie', stateCookie('', 'google', secure, 0));
    return signedIn;
  });

  // Apple posts the form to the API itself; the shopper's browser then lands on the web's callback page
  // with the token, as spec §2 has it, or back on the sign-in page when it failed.
  app.register(async (form) => {
    form.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_req, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );
    serve(
      form,
      social.appleCallback,
      async (request, reply) => {
        const saved = openState(request.cookies[STATE_COOKIE], config.SESSION_SECRET);
        const locale = saved?.locale ?? request.ctx.locale;
        reply.header('set-cookie', stateCookie('', 'apple', secure, 0));
        try {
          const names = appleUserName(request.body.user);
          if (request.body.user !== undefined && !names)
            request.log.warn("apple's user field carried no valid name");
          const signedIn = await finish(request, 'apple', request.body, undefined, names);
          const query = new URLSearchParams({
            accessToken: signedIn.accessToken,
            email_exists: String(signedIn.email_exists),
            // Sealed at the start, but checked again: the state format may outlive a change of the rules.
            redirect: safeRedirect(signedIn.redirect, `/${locale}`, config.PUBLIC_URL),
          });
          return reply.redirect(`/${locale}/auth/apple/cb?${query}`, 303);
        } catch (error) {
          request.log.info({ err: error }, 'apple sign-in failed');
          const linked = isDomainError(error) && error.reason === 'LINKED_TO_ANOTHER_PROVIDER_ACCOUNT';
          return reply.redirect(`/${locale}/auth?error=${linked ? 'social-linked' : 'social'}`, 303);
        }
      },
      // Apple posts from its own site by design; the sealed state cookie must match the form's `state`,
      // and the code is redeemed with Apple, so a forged post signs nobody in.
      { config: { crossSite: 'allowed' } },
    );
  });
}
