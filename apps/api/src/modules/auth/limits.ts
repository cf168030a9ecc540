import type { FastifyInstance, FastifyRequest } from 'fastify';
import { TooManyRequestsError, waitMessage } from './too-many';

const TEN_MINUTES = 10 * 60 * 1000;

// Per client address and per e-mail address, over ten minutes. The address limit stops one client
// trying many accounts; the e-mail limit stops many clients (a botnet) trying one account.
const LIMITS = {
  otp: { perIp: 20, perEmail: 6 },
  verify: { perIp: 30, perEmail: 10 },
  signIn: { perIp: 30, perEmail: 10 },
  signUp: { perIp: 20, perEmail: 6 },
} as const;

export type AuthAction = keyof typeof LIMITS;
export type AuthLimiter = (request: FastifyRequest, action: AuthAction) => Promise<void>;

// Every limited body has an e-mail, already trimmed and lower-cased by its schema.
const emailOf = (request: FastifyRequest) => (request.body as { email: string }).email;

/**
 * Checks made inside handlers, once the body (and so the e-mail) is validated. They count in the
 * rate-limit plugin's store (Redis when REDIS_URL is set, so replicas share counts); with the API's rate
 * limit turned off (RATE_LIMIT_PER_MINUTE=0, load tests) they are off too.
 */
export function createAuthLimiter(app: FastifyInstance): AuthLimiter {
  if (!app.hasDecorator('createRateLimit')) return async () => {};
  const limiter = (max: number, keyGenerator: (request: FastifyRequest) => string) =>
    app.createRateLimit({ max, timeWindow: TEN_MINUTES, keyGenerator });
  const checks = new Map(
    Object.entries(LIMITS).map(([action, limit]) => [
      action,
      [
        limiter(limit.perIp, (request) => `auth:${action}:ip:${request.ip}`),
        limiter(limit.perEmail, (request) => `auth:${action}:email:${emailOf(request)}`),
      ],
    ]),
  );
  return async (request, action) => {
    for (const check of checks.get(action) ?? []) {
      const result = await check(request);
      if (!result.isAllowed && result.isExceeded) {
        throw new TooManyRequestsError(waitMessage(result.ttlInSeconds), result.ttlInSeconds);
      }
    }
  };
}
