import { z } from 'zod';
import { ArtistCardSchema } from './artists';
import {
  BaseQuerySchema,
  IdParamsSchema,
  PagingQuerySchema,
  pageSchema,
  QueryBooleanSchema,
  SearchParamSchema,
} from './common';
import { endpoint } from './endpoint';
import { MediaSchema } from './media';

const id = z.number().int();

export const ArtworkCardSchema = z
  .object({
    id,
    title: z.string(),
    titleAr: z.string(),
    description: z.string(),
    descriptionAr: z.string(),
    slug: z.string(),
    isActive: z.boolean(),
    isApproved: z.boolean(),
    isArtistActive: z.boolean(),
    isNotifiUsers: z.boolean(),
    artworkBackgroundColorId: id.nullable(),
    artwork_purchase_number: z.number().int(),
    likes: z.number().int(),
    createdAt: z.iso.datetime(),
    media: MediaSchema.nullable(),
    artist: ArtistCardSchema,
  })
  .meta({ id: 'ArtworkCard' });

const ArtworkSchema = ArtworkCardSchema.extend({
  topics: z
    .array(
      z.object({
        topicId: id,
        artworkId: id,
        topic: z.object({ id, name_en: z.string(), name_ar: z.string(), color: z.string() }),
      }),
    )
    .describe('Active topics the artwork is filed under, by their order'),
}).meta({ id: 'Artwork' });

const ArtworkListQuerySchema = PagingQuerySchema.extend({
  search: SearchParamSchema.describe(
    `Words of the title or the artist's name, most relevant first, 100 per page. ${SearchParamSchema.description}`,
  ),
});

const FeaturedArtworkQuerySchema = ArtworkListQuerySchema.extend({
  frontPage: QueryBooleanSchema.optional().describe(
    "For the home page: the artworks the back office features first, then every artist's best before anyone's second",
  ),
});

const tags = ['artworks'];

export const artworks = {
  list: endpoint({
    method: 'GET',
    path: '/artwork',
    tags,
    access: 'anyone',
    summary: 'Artworks in the shop, newest first, or the most relevant first when searching',
    query: ArtworkListQuerySchema,
    reply: pageSchema('artworks', ArtworkCardSchema),
    refusals: [],
  }),
  featured: endpoint({
    method: 'GET',
    path: '/featured/artwork',
    tags,
    access: 'anyone',
    summary: 'The most popular artworks (purchases, likes, recent views)',
    query: FeaturedArtworkQuerySchema,
    reply: pageSchema('artworks', ArtworkCardSchema),
    refusals: [],
  }),
  byId: endpoint({
    method: 'GET',
    path: '/artwork/:id',
    tags,
    access: 'anyone',
    summary: 'An artwork page: the artwork, its artist and its topics',
    params: IdParamsSchema,
    query: BaseQuerySchema,
    reply: ArtworkSchema,
    refusals: ['ARTWORK_NOT_FOUND'],
  }),
  // Served by the artists module beside the artist's shop; declared here, where the artwork card is.
  ofArtist: endpoint({
    method: 'GET',
    path: '/users/artist/artworks/:id',
    tags: ['artists'],
    access: 'anyone',
    summary: "An artist's artworks, newest first",
    params: IdParamsSchema,
    query: PagingQuerySchema,
    reply: pageSchema('artworks', ArtworkCardSchema),
    refusals: ['ARTIST_NOT_FOUND'],
  }),
};
