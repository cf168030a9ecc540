import type { FastifyInstance, FastifyRequest } from 'fastify';
import { TooManyRequestsError, waitMessage } from './too-many';

const TEN_MINUTES = 10 * 60 * 1000;

// Over ten minutes, three counts. Per client address: one client trying many accounts. Per e-mail address
// from one client: guessing one account's password or code. Per e-mail address from every client: a
// distributed guess (a botnet), slowed to a pace no password worth the name falls to, yet ten times what
// one client may try, so one attacker cannot lock the owner out by failing on purpose (issue 17); the
// owner, from another address, still signs in. Codes are limited the same way; sending codes and
// opening accounts keep a low ceiling per e-mail, which is what stops a mailbox being flooded.
type Limit = { perIp: number; perEmail: number; perEmailAndIp?: number };
const LIMITS = {
  otp: { perIp: 20, perEmail: 6 },
  verify: { perIp: 30, perEmailAndIp: 10, perEmail: 100 },
  signIn: { perIp: 30, perEmailAndIp: 10, perEmail: 100 },
  signUp: { perIp: 20, perEmail: 6 },
} satisfies Record<string, Limit>;

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
    Object.entries(LIMITS).map(([action, limit]: [string, Limit]) => [
      action,
      [
        limiter(limit.perIp, (request) => `auth:${action}:ip:${request.ip}`),
        ...(limit.perEmailAndIp
          ? [
              limiter(
                limit.perEmailAndIp,
                (request) => `auth:${action}:email-ip:${emailOf(request)}:${request.ip}`,
              ),
            ]
          : []),
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
