import { z } from 'zod';
import { IdSchema, PagingQuerySchema, SearchParamSchema } from './common';
import { MediaSchema } from './media';

const id = z.number().int();

/** The artist beside an artwork or a product: enough for a name and a link to the shop. */
export const ArtistCardSchema = z.object({
  id,
  displayNameEn: z.string(),
  displayNameAr: z.string(),
  subdomain: z.string(),
});

export const ArtistSchema = ArtistCardSchema.extend({
  myselfEn: z.string().describe("The artist's own introduction (the spec's myself)"),
  myselfAr: z.string(),
  jobEn: z.string(),
  jobAr: z.string(),
  isFeatured: z.boolean(),
  media: MediaSchema.nullable().describe('Avatar'),
  background: MediaSchema.nullable().describe('Banner at the top of the artist shop'),
}).meta({ id: 'Artist' });

export const ArtistListQuerySchema = PagingQuerySchema.extend({
  search: SearchParamSchema.describe(`Words of the artist's name or job. ${SearchParamSchema.description}`),
});

export const ArtistProductsQuerySchema = PagingQuerySchema.extend({
  subcategoryId: IdSchema.optional().describe('Only products filed under this subcategory, in any category'),
});

// Subdomains are host names: case-insensitive, so compared lower-cased.
export const SubdomainParamsSchema = z.strictObject({
  subdomain: z
    .string()
    .regex(/^[A-Za-z0-9-]{1,63}$/, 'subdomain must be 1 to 63 letters, digits or hyphens')
    .transform((value) => value.toLowerCase()),
});
