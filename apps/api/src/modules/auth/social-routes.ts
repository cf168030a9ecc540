import { SessionUserSchema } from '@seed/contract/auth';
import { BaseQuerySchema, ErrorBodySchema, errorResponses } from '@seed/contract/common';
import { decodeGuestCart } from '@seed/domain/cart-cookie';
import { DomainError, isDomainError } from '@seed/domain/errors';
import type { Locale } from '@seed/domain/locale';
import { safeRedirect } from '@seed/domain/safe-redirect';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config';
import { type AppleUserName, appleUserName } from './apple-user';
import type { AuthModuleOptions } from './routes';
import {
  PROVIDER_NAMES as NAMES,
  SOCIAL_PROVIDERS,
  type SocialFlow,
  type SocialProvider,
  socialFlows,
} from './social-providers';
import { signInWithProvider } from './social-sign-in';
import { openState, SOCIAL_STATE_MAX_AGE_SECONDS, type SocialState, sealState } from './social-state';

const STATE_COOKIE = 'oauthState';
const API_PREFIX = '/api';

const StartQuerySchema = BaseQuerySchema.extend({
  redirect: z.string().max(2000).optional().describe('Where the shopper returns to (a path of this site)'),
});
const CallbackQuerySchema = BaseQuerySchema.extend({
  code: z.string().max(2000).optional(),
  state: z.string().max(200).optional(),
  error: z.string().max(200).optional(),
  bag: z.string().max(4096).optional().describe("The guest's cart in its cookie format, merged at sign-in"),
});
const AppleFormSchema = z.object({
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

const SocialSignedInSchema = z.object({
  accessToken: z.string(),
  email_exists: z.boolean().describe('False when this sign-in opened the account'),
  isNewUser: z.boolean(),
  redirect: z.string().describe('The path the flow was started for'),
  user: SessionUserSchema,
});

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
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const flows = socialFlows(config);
  const secure = config.SECURE_COOKIES;
  const deps = { db, mailer };

  const flowOf = (provider: SocialProvider): SocialFlow => {
    const flow = flows[provider];
    if (!flow) throw new DomainError('NOT_FOUND', `Sign-in with ${NAMES[provider]} is not available here`);
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
    if (callback.error)
      throw new DomainError('INVALID_DATA', `Sign-in with ${NAMES[provider]} was cancelled`);
    const saved: SocialState | null = openState(request.cookies[STATE_COOKIE], config.SESSION_SECRET);
    if (!saved || !callback.state || saved.state !== callback.state || !callback.code) {
      throw new DomainError(
        'INVALID_DATA',
        'This sign-in link has expired or was opened in another browser; start again',
      );
    }
    const identity = await flow
      .finish(redirectUri(config, provider, saved.locale), callback.code, saved)
      .catch((error: unknown) => {
        request.log.warn({ err: error, provider }, 'social sign-in refused');
        throw new DomainError('INVALID_DATA', `${NAMES[provider]} did not confirm the sign-in; try again`);
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

  routes.get(
    '/auth/providers',
    {
      schema: {
        tags: ['auth'],
        summary: 'Which social sign-ins this store offers',
        querystring: BaseQuerySchema,
        response: { 200: z.object({ google: z.boolean(), apple: z.boolean() }) },
      },
    },
    async () => ({ google: Boolean(flows.google), apple: Boolean(flows.apple) }),
  );

  routes.get(
    '/auth/:provider',
    {
      schema: {
        tags: ['auth'],
        summary: "Starts a social sign-in: redirects to the provider's sign-in page",
        description:
          'Google with PKCE; Apple answers by form post to auth/apple/cb. 404 when not configured.',
        params: z.strictObject({ provider: z.enum(SOCIAL_PROVIDERS) }),
        querystring: StartQuerySchema,
        response: { 302: z.null(), ...errorResponses },
      },
    },
    async (request, reply) => {
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
    },
  );

  routes.get(
    '/auth/google/cb',
    {
      schema: {
        tags: ['auth'],
        summary: "Google's callback query, forwarded by the web with the state cookie: signs in",
        description:
          '409 when the address belongs to an account already linked to another Google account (decision 0023).',
        querystring: CallbackQuerySchema,
        response: {
          200: SocialSignedInSchema,
          ...errorResponses,
          403: ErrorBodySchema,
          409: ErrorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const { locale: _, ...signedIn } = await finish(request, 'google', request.query, request.query.bag);
      reply.header('set-cookie', stateCookie('', 'google', secure, 0));
      return signedIn;
    },
  );

  // Apple posts the form to the API itself; the shopper's browser then lands on the web's callback page
  // with the token, as spec §2 has it, or back on the sign-in page when it failed.
  app.register(async (form) => {
    form.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_req, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );
    form.withTypeProvider<ZodTypeProvider>().post(
      '/auth/apple/cb',
      {
        // Apple posts from its own site by design; the sealed state cookie must match the form's `state`,
        // and the code is redeemed with Apple, so a forged post signs nobody in.
        config: { crossSite: 'allowed' },
        schema: {
          tags: ['auth'],
          summary:
            "Apple's form post: signs in and redirects to the web's /{lang}/auth/apple/cb?accessToken=…",
          description:
            'A refusal redirects to /{lang}/auth?error=social, or error=social-linked when the address belongs to an account linked to another Apple ID.',
          body: AppleFormSchema,
          response: { 303: z.null(), ...errorResponses },
        },
      },
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
          const linked = isDomainError(error) && error.code === 'CONFLICT';
          return reply.redirect(`/${locale}/auth?error=${linked ? 'social-linked' : 'social'}`, 303);
        }
      },
    );
  });
}
