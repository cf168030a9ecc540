import { z } from 'zod';
import { FEATURED_RANK_MAX, FeaturedRankBodySchema } from './admin-catalogue-products';
import { BaseQuerySchema, IdParamsSchema, PagingQuerySchema, pageSchema } from './common';
import { endpoint } from './endpoint';
import { AuditReasonSchema } from './staff';

/** Page size of the home desk's artwork and artist lists. */
export const ADMIN_HOME_PAGE_SIZE = 20;

const id = z.number().int();

export const HomePickQuerySchema = PagingQuerySchema.extend({
  q: z.string().trim().max(100, 'At most 100 characters').optional().describe('Part of a name, or an id'),
});

export const AdminArtworkPickSchema = z
  .object({
    id,
    title: z.string(),
    titleAr: z.string(),
    isListed: z.boolean().describe('Active, approved and of an active artist: only then the shop shows it'),
    featuredRank: id
      .nullable()
      .describe('Its place first on the home page, lowest first; null when not featured'),
  })
  .meta({ id: 'AdminArtworkPick' });

export const AdminArtistPickSchema = z
  .object({
    id,
    displayNameEn: z.string(),
    displayNameAr: z.string(),
    isActive: z.boolean(),
    isFeatured: z.boolean(),
    rank: id,
  })
  .meta({ id: 'AdminArtistPick' });

export const ArtistFeatureBodySchema = z.strictObject({
  isFeatured: z.boolean(),
  rank: z
    .number()
    .int()
    .min(0)
    .max(FEATURED_RANK_MAX)
    .describe('Lower first, in the artists list as on the home page'),
  reason: AuditReasonSchema.optional(),
});

const tags = ['admin-catalogue'];
const access = { permission: 'catalogue' } as const;

export const adminHome = {
  artworks: endpoint({
    method: 'GET',
    path: '/admin/catalogue/artworks',
    tags,
    access,
    summary: 'Artworks to feature on the home page: the featured ones first, by rank, then the newest',
    query: HomePickQuerySchema,
    reply: pageSchema('artworks', AdminArtworkPickSchema),
    refusals: [],
  }),
  featureArtwork: endpoint({
    method: 'PUT',
    path: '/admin/catalogue/artworks/:id/featured',
    tags,
    access,
    summary: 'Put an artwork first on the home page at a rank, or take it off',
    params: IdParamsSchema,
    query: BaseQuerySchema,
    body: FeaturedRankBodySchema,
    reply: z.object({ featuredRank: id.nullable() }),
    refusals: ['CATALOGUE_ARTWORK_NOT_FOUND'],
  }),
  artists: endpoint({
    method: 'GET',
    path: '/admin/catalogue/artists',
    tags,
    access,
    summary: 'Artists to feature on the home page: the featured ones first, then by rank',
    query: HomePickQuerySchema,
    reply: pageSchema('artists', AdminArtistPickSchema),
    refusals: [],
  }),
  featureArtist: endpoint({
    method: 'PUT',
    path: '/admin/catalogue/artists/:id/featured',
    tags,
    access,
    summary: 'Feature an artist on the home page, or not, and set their rank',
    params: IdParamsSchema,
    query: BaseQuerySchema,
    body: ArtistFeatureBodySchema,
    reply: z.object({ isFeatured: z.boolean(), rank: id }),
    refusals: ['CATALOGUE_ARTIST_NOT_FOUND'],
  }),
};
