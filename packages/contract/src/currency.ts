import { CurrencySchema } from '@seed/domain/money-schema';
import { z } from 'zod';
import { BaseQuerySchema } from './common';
import { endpoint } from './endpoint';

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

const IP_MESSAGE = 'ip must be an IPv4 or IPv6 address';

const IpQuerySchema = BaseQuerySchema.extend({
  ip: z
    .union([z.ipv4({ error: IP_MESSAGE }), z.ipv6({ error: IP_MESSAGE })], { error: IP_MESSAGE })
    .optional()
    .describe(
      "The visitor's address, for a server asking on a visitor's behalf; the caller's own when absent",
    ),
});

const tags = ['currency'];

// Per caller, so never kept in the response cache.
export const currency = {
  forIp: endpoint({
    method: 'GET',
    path: '/payments/currency',
    tags,
    access: 'anyone',
    summary: 'A currency to suggest for an IP address, looked up offline',
    query: IpQuerySchema,
    reply: SuggestionSchema,
    refusals: [],
  }),
  forCaller: endpoint({
    method: 'GET',
    path: '/currency/client',
    tags,
    access: 'anyone',
    summary: "The client-currency lookup: a currency to suggest for the caller's own address",
    query: BaseQuerySchema,
    reply: SuggestionSchema,
    refusals: [],
  }),
};
