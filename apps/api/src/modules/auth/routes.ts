import { auth } from '@seed/contract/auth';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ModuleOptions } from '../../http/module';
import { serve } from '../../http/serve';
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

// The body's deviceId is the spec's; the query's (sent with every call) stands in when it is missing.
function callerOf(request: FastifyRequest, body: { deviceId?: string; locale?: 'ar' | 'en' }): Caller {
  return {
    deviceId: body.deviceId || request.ctx.deviceId,
    sessionId: request.user?.sessionId ?? null,
    locale: body.locale ?? request.ctx.locale,
  };
}

export async function authRoutes(app: FastifyInstance, { db, mailer }: AuthModuleOptions) {
  const deps = { db, mailer };
  const limit = createAuthLimiter(app);
  app.addHook('onError', async (_request, reply, error) => {
    if (error instanceof TooManyRequestsError) reply.header('retry-after', String(error.retryAfterSeconds));
  });

  serve(app, auth.generateOtp, async (request) => {
    await limit(request, 'otp');
    return requestCode(deps, request.body.email, request.body.locale ?? request.ctx.locale);
  });

  serve(app, auth.verifyOtp, async (request) => {
    await limit(request, 'verify');
    return signInWithCode(deps, request.body, callerOf(request, request.body));
  });

  serve(app, auth.signIn, async (request) => {
    await limit(request, 'signIn');
    return signInWithPassword(deps, request.body, callerOf(request, request.body));
  });

  serve(app, auth.signUp, async (request) => {
    await limit(request, 'signUp');
    return signUpWithPassword(deps, request.body, callerOf(request, request.body));
  });

  serve(app, auth.signInOrSignUp, async (request) => {
    await limit(request, 'signIn');
    return signInOrSignUp(deps, request.body, callerOf(request, request.body));
  });

  serve(app, auth.generateOtpOrSignUp, async (request) => {
    await limit(request, 'otp');
    return requestCodeOrSignUp(deps, request.body, callerOf(request, request.body));
  });

  serve(app, auth.guestSignUp, async (request) => {
    await limit(request, 'signUp');
    return guestSignUp(deps, request.body, callerOf(request, request.body));
  });

  serve(app, auth.continueRegistration, async (request) => ({
    user: await continueRegistration(db, request.user.id, request.body),
  }));

  serve(app, auth.session, async (request) => ({ user: await sessionUser(db, request.user.id) }));

  serve(app, auth.logout, async (request, reply) => {
    await revokeSession(db, request.user.sessionId);
    return reply.send(null);
  });
}
