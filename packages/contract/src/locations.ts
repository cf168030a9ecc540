import { ADDRESS_PLACE_FIELDS } from '@seed/domain/address-fields';
import { z } from 'zod';
import { BaseQuerySchema } from './common';
import { endpoint } from './endpoint';

export const CountryCodeParamsSchema = z.strictObject({
  code: z
    .string()
    .regex(/^[A-Za-z]{2}$/, 'code must be a two-letter ISO 3166-1 country code')
    .transform((code) => code.toUpperCase()),
});

export const CountrySchema = z.object({
  Code: z.string().describe('ISO 3166-1 alpha-2'),
  Name: z.string().describe('In the language of the request'),
  nameEn: z.string(),
  nameAr: z.string(),
});

export const CountryConfigSchema = z.object({
  code: z.string(),
  nameEn: z.string(),
  nameAr: z.string(),
  fields: z
    .array(z.object({ field: z.enum(ADDRESS_PLACE_FIELDS), required: z.boolean() }))
    .describe('The place fields of an address in this country, in form order'),
  hasStates: z.boolean(),
  hasCities: z.boolean(),
  citiesField: z.enum(['city', 'area']).describe('The address field that the city list fills'),
});

export const StateSchema = z.object({
  code: z.string().describe('ISO 3166-2 subdivision code without the country prefix'),
  name: z.string().describe('In the language of the request'),
  nameEn: z.string(),
  nameAr: z.string(),
});

export const CitySchema = z.object({
  name: z.string().describe('In the language of the request'),
  nameEn: z.string(),
  nameAr: z.string(),
  state: z.string().describe('Code of its state'),
});

export const CitiesQuerySchema = BaseQuerySchema.extend({
  state: z.string().max(10).optional().describe('Only the cities of this state code'),
});

const tags = ['locations'];

function locationEndpoints<P extends string>(prefix: P) {
  return {
    countries: endpoint({
      method: 'GET',
      path: prefix,
      tags,
      access: 'anyone',
      summary: 'Countries for addresses: KW, BH, AE, SA, QA, OM, JO, EG first, then the rest by name',
      query: BaseQuerySchema,
      reply: z.array(CountrySchema),
      refusals: [],
    }),
    config: endpoint({
      method: 'GET',
      path: `${prefix}/:code/config`,
      tags,
      access: 'anyone',
      summary: "A country's address form: its fields and whether states and cities are listed",
      params: CountryCodeParamsSchema,
      query: BaseQuerySchema,
      reply: CountryConfigSchema,
      refusals: [],
    }),
    states: endpoint({
      method: 'GET',
      path: `${prefix}/:code/states`,
      tags,
      access: 'anyone',
      summary: "A country's states (governorates, emirates, regions); empty where none are kept",
      params: CountryCodeParamsSchema,
      query: BaseQuerySchema,
      reply: z.array(StateSchema),
      refusals: [],
    }),
    cities: endpoint({
      method: 'GET',
      path: `${prefix}/:code/cities`,
      tags,
      access: 'anyone',
      summary: "A country's cities (areas in Kuwait) by name; empty where none are kept",
      params: CountryCodeParamsSchema,
      query: CitiesQuerySchema,
      reply: z.array(CitySchema),
      refusals: [],
    }),
  };
}

export const locations = locationEndpoints('/aramex/locations/countries');

/**
 * The same calls under the path the spec's client uses ("api/aramex/…" under /api); the data is local
 * (decision 0008), whatever the path says.
 */
export const specLocations = locationEndpoints('/api/aramex/locations/countries');
