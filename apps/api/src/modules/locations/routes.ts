import { BaseQuerySchema, errorResponses } from '@seed/contract/common';
import {
  CitiesQuerySchema,
  CitySchema,
  CountryCodeParamsSchema,
  CountryConfigSchema,
  CountrySchema,
  StateSchema,
} from '@seed/contract/locations';
import { DomainError } from '@seed/domain/errors';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ModuleOptions } from '../../http/module';
import { countryConfig, knownCountry, listCities, listCountries, listStates } from './service';

// As with topics, the spec's client calls "api/aramex/…", so its literal path is /api/api/aramex/…; the
// same answers come from /api/aramex/…. The data is local (decision 0008), whatever the path says.
const PREFIXES = ['/aramex/locations/countries', '/api/aramex/locations/countries'];

function countryOr404(code: string): string {
  const known = knownCountry(code);
  if (!known) throw new DomainError('NOT_FOUND', `Country ${code} not found`);
  return known;
}

export async function locationRoutes(app: FastifyInstance, _options: ModuleOptions) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  // Not in the response cache: names follow Accept-Language as well as the query, which its key leaves out;
  // the answers come from memory anyway.
  const tags = ['locations'];

  for (const prefix of PREFIXES) {
    routes.get(
      prefix,
      {
        schema: {
          tags,
          summary: 'Countries for addresses: KW, BH, AE, SA, QA, OM, JO, EG first, then the rest by name',
          querystring: BaseQuerySchema,
          response: { 200: z.array(CountrySchema), ...errorResponses },
        },
      },
      async (request) => listCountries(request.ctx.locale),
    );

    routes.get(
      `${prefix}/:code/config`,
      {
        schema: {
          tags,
          summary: "A country's address form: its fields and whether states and cities are listed",
          params: CountryCodeParamsSchema,
          querystring: BaseQuerySchema,
          response: { 200: CountryConfigSchema, ...errorResponses },
        },
      },
      async (request) => countryConfig(countryOr404(request.params.code)),
    );

    routes.get(
      `${prefix}/:code/states`,
      {
        schema: {
          tags,
          summary: "A country's states (governorates, emirates, regions); empty where none are kept",
          params: CountryCodeParamsSchema,
          querystring: BaseQuerySchema,
          response: { 200: z.array(StateSchema), ...errorResponses },
        },
      },
      async (request) => listStates(countryOr404(request.params.code), request.ctx.locale),
    );

    routes.get(
      `${prefix}/:code/cities`,
      {
        schema: {
          tags,
          summary: "A country's cities (areas in Kuwait) by name; empty where none are kept",
          params: CountryCodeParamsSchema,
          querystring: CitiesQuerySchema,
          response: { 200: z.array(CitySchema), ...errorResponses },
        },
      },
      async (request) =>
        listCities(countryOr404(request.params.code), request.ctx.locale, request.query.state),
    );
  }
}
