import { ADDRESS_PLACE_FIELDS } from '@seed/domain/address-fields';
import { z } from 'zod';
import { BaseQuerySchema } from './common';

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
