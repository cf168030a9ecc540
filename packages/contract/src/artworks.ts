import { z } from 'zod';
import { ArtistCardSchema } from './artists';
import { PagingQuerySchema, QueryBooleanSchema, SearchParamSchema } from './common';
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

export const ArtworkSchema = ArtworkCardSchema.extend({
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

export const ArtworkListQuerySchema = PagingQuerySchema.extend({
  search: SearchParamSchema.describe(
    `Words of the title or the artist's name, most relevant first, 100 per page. ${SearchParamSchema.description}`,
  ),
});

export const FeaturedArtworkQuerySchema = ArtworkListQuerySchema.extend({
  frontPage: QueryBooleanSchema.optional().describe(
    "For the home page: every artist's best artwork comes before anyone's second",
  ),
});
