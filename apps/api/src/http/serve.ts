import { ErrorBodySchema } from '@seed/contract/common';
import type { Access, Endpoint } from '@seed/contract/endpoint';
import { DomainError } from '@seed/domain/errors';
import { can } from '@seed/domain/staff-permissions';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onRequestHookHandler,
  onResponseHookHandler,
  preHandlerHookHandler,
  RouteShorthandOptions,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { AuthUser } from '../modules/auth/service';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The reasons the route's endpoint declares (checked by plugins/errors.ts). */
    refusals?: readonly string[];
  }
}

type Output<S> = S extends z.ZodType ? z.output<S> : unknown;

type SignedIn<E extends Endpoint> = E['access'] extends 'anyone' ? AuthUser | null : AuthUser;

/** The request a contract route's handler gets: its input as the schemas parsed it, and its caller. */
export type ContractRequest<E extends Endpoint> = Omit<
  FastifyRequest<{
    Params: Output<E['params']>;
    Querystring: Output<E['query']>;
    Body: Output<E['body']>;
  }>,
  'user'
> & { user: SignedIn<E> };

// The handler returns what the serialiser turns into the reply schema.
type Handler<E extends Endpoint> = (
  request: ContractRequest<E>,
  reply: FastifyReply,
) => z.input<E['reply']> | Promise<z.input<E['reply']>> | FastifyReply | Promise<FastifyReply>;

/** Server-side options of a route that are none of the contract's business (caching, limits, hooks). */
export type ServeOptions = Pick<RouteShorthandOptions, 'bodyLimit' | 'config'> & {
  onRequest?: onRequestHookHandler[];
  preHandler?: preHandlerHookHandler[];
  onResponse?: onResponseHookHandler[];
};

function accessHook(access: Access): onRequestHookHandler | null {
  if (access === 'anyone') return null;
  return async (request) => {
    if (!request.user) throw new DomainError('UNAUTHORIZED', 'Sign in to continue');
    if (access === 'signedIn') return;
    if ('permission' in access) {
      // Staff roles are read only here, so a storefront call costs no query for them.
      const roles = [request.user.role, ...(await request.staffRoles())];
      // The same answer as a route that does not exist (plugins/errors.ts): the back office does not show.
      if (!can(roles, access.permission)) {
        const path = request.url.split('?')[0];
        throw new DomainError('NOT_FOUND', `Route ${request.method} ${path} not found`);
      }
    } else if (!access.roles.includes(request.user.role)) {
      throw new DomainError('FORBIDDEN', 'You are not allowed to do this');
    }
  };
}

function responses(endpoint: Endpoint): Record<number, z.ZodType> {
  const statuses = new Set<number>([400, 404, 500, ...(endpoint.errors ?? [])]);
  if (endpoint.access !== 'anyone') statuses.add(401);
  if (typeof endpoint.access === 'object' && 'roles' in endpoint.access) statuses.add(403);
  const errors = Object.fromEntries([...statuses].map((status) => [status, ErrorBodySchema]));
  // A write that may create (201) may also find what it would create already there (200).
  const success: Record<number, z.ZodType> = { [endpoint.status ?? 200]: endpoint.reply };
  if (endpoint.status === 201 || endpoint.status === 202) success[200] = endpoint.reply;
  return { ...success, ...errors };
}

/**
 * Registers a route from its endpoint in the contract: the schemas check the input, shape the reply and
 * describe the call in /api/docs, and the endpoint's access is checked before the body is read, so a guest
 * hears "sign in" rather than about a field.
 */
export function serve<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: Handler<E>,
  options: ServeOptions = {},
): void {
  const access = accessHook(endpoint.access);
  app.withTypeProvider<ZodTypeProvider>().route({
    method: endpoint.method,
    url: endpoint.path,
    bodyLimit: options.bodyLimit,
    config: { ...options.config, refusals: endpoint.refusals },
    onRequest: [...(access ? [access] : []), ...(options.onRequest ?? [])],
    preHandler: options.preHandler ?? [],
    onResponse: options.onResponse ?? [],
    schema: {
      tags: [...endpoint.tags],
      summary: endpoint.summary,
      description: endpoint.description,
      ...(endpoint.params ? { params: endpoint.params } : {}),
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      ...(endpoint.body ? { body: endpoint.body } : {}),
      ...(endpoint.multipart ? { consumes: ['multipart/form-data'] } : {}),
      ...(endpoint.access === 'anyone' ? {} : { security: [{ bearer: [] }] }),
      response: responses(endpoint),
    },
    handler: async (request, reply) => {
      if (endpoint.status) reply.code(endpoint.status);
      return handler(request as unknown as ContractRequest<E>, reply);
    },
  });
}
