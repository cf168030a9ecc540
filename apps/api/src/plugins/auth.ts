import fastifyCookie from '@fastify/cookie';
import type { Db } from '@seed/db/client';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { type AuthUser, findUserByToken } from '../modules/auth/service';

declare module 'fastify' {
  interface FastifyRequest {
    user: AuthUser | null;
  }
}

// The web keeps the token in an HttpOnly cookie; API clients (and the web's server) send a bearer header.
const ACCESS_TOKEN_COOKIE = 'accessToken';
const MAX_TOKEN_LENGTH = 200;

function readToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  const token = match?.[1] ?? request.cookies?.[ACCESS_TOKEN_COOKIE];
  return token && token.length <= MAX_TOKEN_LENGTH ? token : null;
}

type AuthOptions = { db: Db; cookieSecret: string };

// A stale or unknown token makes the caller anonymous rather than failing: public pages keep working, and
// routes that need a user say so in their endpoint's `access` (http/serve.ts).
export const authPlugin = fp(
  async (app: FastifyInstance, { db, cookieSecret }: AuthOptions) => {
    // The one-process server may have registered the cookie parser already at its root.
    if (!app.hasRequestDecorator('cookies')) await app.register(fastifyCookie, { secret: cookieSecret });
    app.decorateRequest('user', null);
    app.addHook('onRequest', async (request) => {
      const token = readToken(request);
      request.user = token ? await findUserByToken(db, token) : null;
    });
  },
  { name: 'api-auth' },
);
