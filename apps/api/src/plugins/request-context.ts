import { BaseQuerySchema } from '@seed/contract/common';
import { type Currency, parseCurrency } from '@seed/domain/currency';
import { LOCALES, type Locale, parseLocale } from '@seed/domain/locale';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';

export type RequestContext = {
  deviceId: string | null;
  currency: Currency;
  locale: Locale;
};

declare module 'fastify' {
  interface FastifyRequest {
    ctx: RequestContext;
  }
}

const MAX_DEVICE_ID_LENGTH = 100;

function readDeviceId(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  return trimmed.length > 0 && trimmed.length <= MAX_DEVICE_ID_LENGTH ? trimmed : null;
}

// "fr-FR,en;q=0.8" should give English, not the default: take the first supported language listed.
function readLocale(query: unknown, acceptLanguage: string | undefined): Locale {
  if (typeof query === 'string') return parseLocale(query);
  for (const tag of (acceptLanguage ?? '').split(',')) {
    const primary = tag.split(';')[0]?.trim().toLowerCase().split('-')[0];
    if ((LOCALES as readonly string[]).includes(primary ?? '')) return parseLocale(primary);
  }
  return parseLocale(undefined);
}

function contextOf(request: FastifyRequest): RequestContext {
  const query = (request.query ?? {}) as Record<string, unknown>;
  return {
    deviceId: readDeviceId(query.deviceId),
    currency: parseCurrency(query.currency),
    locale: readLocale(query.locale, request.headers['accept-language']),
  };
}

// Spec §7: every call may carry deviceId and currency (and the store's locale). Added here to each route's
// query schema, so that no route, however its own schema is written, refuses them as unknown keys. A route
// without a query schema keeps accepting any key; it only gains the documentation.
function withContextQuery(querystring: unknown): unknown {
  if (querystring === undefined) return z.looseObject(BaseQuerySchema.shape);
  if (querystring instanceof z.ZodObject) return querystring.extend(BaseQuerySchema.shape);
  return querystring;
}

// Read before validation, from the raw query, so that a bad value falls back instead of failing the request.
export const requestContextPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorateRequest('ctx', null as unknown as RequestContext);
    app.addHook('onRoute', (route) => {
      route.schema = { ...route.schema, querystring: withContextQuery(route.schema?.querystring) };
    });
    app.addHook('onRequest', async (request, reply) => {
      request.ctx = contextOf(request);
      // Echoed so a client's bug report can quote the id that is on the server's log lines.
      reply.header('x-request-id', request.id);
    });
  },
  { name: 'api-request-context' },
);
