import { z } from 'zod';
import {
  BaseQuerySchema,
  IdParamsSchema,
  IdSchema,
  PagingQuerySchema,
  pageSchema,
  SearchParamSchema,
} from './common';
import { endpoint } from './endpoint';
import { MediaSchema } from './media';
import { ProductCardSchema } from './products';

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

const ArtistListQuerySchema = PagingQuerySchema.extend({
  search: SearchParamSchema.describe(`Words of the artist's name or job. ${SearchParamSchema.description}`),
});

const ArtistProductsQuerySchema = PagingQuerySchema.extend({
  subcategoryId: IdSchema.optional().describe('Only products filed under this subcategory, in any category'),
});

// Subdomains are host names: case-insensitive, so compared lower-cased.
const SubdomainParamsSchema = z.strictObject({
  subdomain: z
    .string()
    .regex(/^[A-Za-z0-9-]{1,63}$/, 'subdomain must be 1 to 63 letters, digits or hyphens')
    .transform((value) => value.toLowerCase()),
});

const tags = ['artists'];

export const artists = {
  list: endpoint({
    method: 'GET',
    path: '/users/all/artist',
    tags,
    access: 'anyone',
    summary: 'Active artists by rank, or the most relevant first when searching',
    query: ArtistListQuerySchema,
    reply: pageSchema('artists', ArtistSchema),
    refusals: [],
  }),
  featured: endpoint({
    method: 'GET',
    path: '/featured/artist',
    tags,
    access: 'anyone',
    summary: 'Featured active artists, by rank',
    query: PagingQuerySchema,
    reply: pageSchema('artists', ArtistSchema),
    refusals: [],
  }),
  byId: endpoint({
    method: 'GET',
    path: '/users/artist/:id',
    tags,
    access: 'anyone',
    summary: "An artist's shop header: names, introduction, job, avatar and background",
    params: IdParamsSchema,
    query: BaseQuerySchema,
    reply: ArtistSchema,
    refusals: ['ARTIST_NOT_FOUND'],
  }),
  bySubdomain: endpoint({
    method: 'GET',
    path: '/users/subdomain/:subdomain',
    tags,
    access: 'anyone',
    summary: 'The artist whose shop is at this subdomain',
    params: SubdomainParamsSchema,
    query: BaseQuerySchema,
    reply: ArtistSchema,
    refusals: ['ARTIST_NOT_FOUND'],
  }),
  products: endpoint({
    method: 'GET',
    path: '/products/artist/:id',
    tags,
    access: 'anyone',
    summary: "An artist's products, by rank, optionally of one subcategory",
    params: IdParamsSchema,
    query: ArtistProductsQuerySchema,
    reply: pageSchema('products', ProductCardSchema),
    refusals: ['ARTIST_NOT_FOUND'],
  }),
};
