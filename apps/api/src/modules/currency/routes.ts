import { isIP } from 'node:net';
import { BaseQuerySchema, errorResponses } from '@seed/contract/common';
import { CurrencySchema } from '@seed/domain/money-schema';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ModuleOptions } from '../../http/module';
import { suggestCurrency } from './service';

const SuggestionSchema = z
  .object({
    currency: CurrencySchema.describe(
      'The local currency in the Gulf and the US, USD elsewhere, KWD if unknown',
    ),
    country: z
      .string()
      .nullable()
      .describe('ISO 3166-1 alpha-2 code the address was placed in; null if unknown'),
  })
  .meta({ id: 'CurrencySuggestion' });

const IpQuerySchema = BaseQuerySchema.extend({
  ip: z
    .string()
    .refine((value) => isIP(value) !== 0, 'ip must be an IPv4 or IPv6 address')
    .optional()
    .describe(
      "The visitor's address, for a server asking on a visitor's behalf; the caller's own when absent",
    ),
});

// Per caller, so never kept in the response cache.
export async function currencyRoutes(app: FastifyInstance, _options: ModuleOptions) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/payments/currency',
    {
      schema: {
        tags: ['currency'],
        summary: 'A currency to suggest for an IP address, looked up offline',
        querystring: IpQuerySchema,
        response: { 200: SuggestionSchema, ...errorResponses },
      },
    },
    async (request) => suggestCurrency(request.query.ip ?? request.ip),
  );

  routes.get(
    '/currency/client',
    {
      schema: {
        tags: ['currency'],
        summary: "The client-currency lookup: a currency to suggest for the caller's own address",
        querystring: BaseQuerySchema,
        response: { 200: SuggestionSchema, ...errorResponses },
      },
    },
    async (request) => suggestCurrency(request.ip),
  );
}
