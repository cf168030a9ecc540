import {
  ContinueRegistrationBodySchema,
  GenerateOtpBodySchema,
  GuestSignUpBodySchema,
  GuestSignUpSchema,
  OtpOrSignUpBodySchema,
  OtpSentSchema,
  SessionUserSchema,
  SignedInSchema,
  SignInBodySchema,
  SignInOrSignUpBodySchema,
  SignUpBodySchema,
  VerifyOtpBodySchema,
} from '@seed/contract/auth';
import { BaseQuerySchema, ErrorBodySchema, errorResponses } from '@seed/contract/common';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ModuleOptions } from '../../http/module';
import { requireUser } from '../../plugins/auth';
import type { Mailer } from '../mail/mailer';
import {
  type Caller,
  guestSignUp,
  requestCode,
  requestCodeOrSignUp,
  signInOrSignUp,
  signInWithCode,
  signInWithPassword,
  signUpWithPassword,
} from './flows';
import { createAuthLimiter } from './limits';
import { continueRegistration, sessionUser } from './registration';
import { revokeSession } from './sessions';
import { TooManyRequestsError } from './too-many';

export type AuthModuleOptions = ModuleOptions & { mailer: Mailer };

const authErrors = {
  ...errorResponses,
  401: ErrorBodySchema,
  403: ErrorBodySchema,
  409: ErrorBodySchema,
  429: ErrorBodySchema,
};

// The body's deviceId is the spec's; the query's (sent with every call) stands in when it is missing.
function callerOf(request: FastifyRequest, body: { deviceId?: string; locale?: 'ar' | 'en' }): Caller {
  return {
    deviceId: body.deviceId || request.ctx.deviceId,
    sessionId: request.user?.sessionId ?? null,
    locale: body.locale ?? request.ctx.locale,
  };
}

export async function authRoutes(app: FastifyInstance, { db, mailer }: AuthModuleOptions) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const deps = { db, mailer };
  const limit = createAuthLimiter(app);
  app.addHook('onError', async (_request, reply, error) => {
    if (error instanceof TooManyRequestsError) reply.header('retry-after', String(error.retryAfterSeconds));
  });

  const codeReply = { 200: OtpSentSchema, ...authErrors };
  const signedIn = { 200: SignedInSchema, ...authErrors };

  routes.post(
    '/auth/generate-otp',
    {
      schema: {
        tags: ['auth'],
        summary: 'Mails a 6-digit code (10 minutes, one use) that signs in, or signs up an unknown address',
        querystring: BaseQuerySchema,
        body: GenerateOtpBodySchema,
        response: codeReply,
      },
    },
    async (request) => {
      await limit(request, 'otp');
      return requestCode(deps, request.body.email, request.body.locale ?? request.ctx.locale);
    },
  );

  routes.post(
    '/auth/verify-otp',
    {
      schema: {
        tags: ['auth'],
        summary: 'Signs in with a mailed code (a new address gets an account); merges the guest bag',
        description: 'At most 5 wrong tries per code; a new code replaces the previous one.',
        querystring: BaseQuerySchema,
        body: VerifyOtpBodySchema,
        response: signedIn,
      },
    },
    async (request) => {
      await limit(request, 'verify');
      return signInWithCode(deps, request.body, callerOf(request, request.body));
    },
  );

  routes.post(
    '/auth/sign-in',
    {
      schema: {
        tags: ['auth'],
        summary: 'Signs in with e-mail and password; merges the guest bag',
        querystring: BaseQuerySchema,
        body: SignInBodySchema,
        response: signedIn,
      },
    },
    async (request) => {
      await limit(request, 'signIn');
      return signInWithPassword(deps, request.body, callerOf(request, request.body));
    },
  );

  routes.post(
    '/auth/sign-up',
    {
      schema: {
        tags: ['auth'],
        summary: 'Opens an account with a password (8..128 characters, not a common one)',
        querystring: BaseQuerySchema,
        body: SignUpBodySchema,
        response: signedIn,
      },
    },
    async (request) => {
      await limit(request, 'signUp');
      return signUpWithPassword(deps, request.body, callerOf(request, request.body));
    },
  );

  routes.post(
    '/auth/signin-or-signup',
    {
      schema: {
        tags: ['auth'],
        summary: 'Signs in when the address has an account, else opens one with this password',
        querystring: BaseQuerySchema,
        body: SignInOrSignUpBodySchema,
        response: signedIn,
      },
    },
    async (request) => {
      await limit(request, 'signIn');
      return signInOrSignUp(deps, request.body, callerOf(request, request.body));
    },
  );

  routes.post(
    '/auth/generate-otp-or-signup',
    {
      schema: {
        tags: ['auth'],
        summary: 'Mails a code; an unknown address first gets an unverified account with these details',
        querystring: BaseQuerySchema,
        body: OtpOrSignUpBodySchema,
        response: codeReply,
      },
    },
    async (request) => {
      await limit(request, 'otp');
      return requestCodeOrSignUp(deps, request.body, callerOf(request, request.body));
    },
  );

  routes.post(
    '/auth/guest/sign-up',
    {
      schema: {
        tags: ['auth'],
        summary: 'Guest checkout: signs a new address in at once; an existing one gets a code (logInFlow)',
        querystring: BaseQuerySchema,
        body: GuestSignUpBodySchema,
        response: { 200: GuestSignUpSchema, ...authErrors },
      },
    },
    async (request) => {
      await limit(request, 'signUp');
      return guestSignUp(deps, request.body, callerOf(request, request.body));
    },
  );

  routes.post(
    '/users/continue-registration',
    {
      preHandler: requireUser,
      schema: {
        tags: ['auth'],
        summary: 'Completes a new account: name, phone, language and, once, a password',
        querystring: BaseQuerySchema,
        body: ContinueRegistrationBodySchema,
        response: { 200: z.object({ user: SessionUserSchema }), ...authErrors },
      },
    },
    async (request) => ({ user: await continueRegistration(db, request.user!.id, request.body) }),
  );

  routes.get(
    '/auth/session',
    {
      preHandler: requireUser,
      schema: {
        tags: ['auth'],
        summary: "The signed-in user: the web's session check (401 when the token is no longer valid)",
        querystring: BaseQuerySchema,
        response: { 200: z.object({ user: SessionUserSchema }), ...authErrors },
      },
    },
    async (request) => ({ user: await sessionUser(db, request.user!.id) }),
  );

  routes.post(
    '/auth/logout',
    {
      preHandler: requireUser,
      schema: {
        tags: ['auth'],
        summary: 'Revokes the session the request came with',
        querystring: BaseQuerySchema,
        response: { 204: z.null(), ...authErrors },
      },
    },
    async (request, reply) => {
      await revokeSession(db, request.user!.sessionId);
      return reply.code(204).send(null);
    },
  );
}
