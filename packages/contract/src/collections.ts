import { z } from 'zod';
import { IdSchema, PagingQuerySchema } from './common';
import { MediaSchema } from './media';

const id = z.number().int();

export const CollectionSchema = z
  .object({
    id,
    nameEn: z.string(),
    nameAr: z.string(),
    isActive: z.boolean(),
    rank: z.number().int(),
    artistId: id.nullable().describe("The artist whose collection it is; null for the shop's own"),
    media: MediaSchema.nullable(),
  })
  .meta({ id: 'Collection' });

export const CollectionProductsQuerySchema = PagingQuerySchema.extend({
  inventoryId: IdSchema.optional().describe('Only products made on this blank item'),
});

export const CollectionFilterSchema = z.object({
  inventories: z
    .array(z.object({ id, nameEn: z.string(), nameAr: z.string(), count: z.number().int() }))
    .describe("The blank items the collection's products are made on, by rank, with how many each"),
});
