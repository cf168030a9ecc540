import { z } from 'zod';
import { BaseQuerySchema, IdParamsSchema, IdSchema, PagingQuerySchema, pageSchema } from './common';
import { endpoint } from './endpoint';
import { MediaSchema } from './media';
import { ProductCardSchema } from './products';

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

const tags = ['collections'];

/** An unknown or inactive collection. */
const NOT_LISTED = 'COLLECTION_NOT_LISTED';
const notListed = `${NOT_LISTED} (404) when the collection is unknown or inactive.`;

export const collections = {
  list: endpoint({
    method: 'GET',
    path: '/collection',
    tags,
    access: 'anyone',
    summary: 'The active collections, by rank',
    query: PagingQuerySchema,
    reply: pageSchema('collections', CollectionSchema),
    refusals: [],
  }),
  one: endpoint({
    method: 'GET',
    path: '/collection/:id',
    tags,
    access: 'anyone',
    summary: 'An active collection',
    description: notListed,
    params: IdParamsSchema,
    query: BaseQuerySchema,
    reply: CollectionSchema,
    refusals: [NOT_LISTED],
  }),
  products: endpoint({
    method: 'GET',
    path: '/collection/:id/products',
    tags,
    access: 'anyone',
    summary: "A collection's listed products, in the collection's order",
    description: notListed,
    params: IdParamsSchema,
    query: CollectionProductsQuerySchema,
    reply: pageSchema('products', ProductCardSchema),
    refusals: [NOT_LISTED],
  }),
  filter: endpoint({
    method: 'GET',
    path: '/collection/:id/products/filter',
    tags,
    access: 'anyone',
    summary: "What a collection's products can be filtered by: the blank items they are made on",
    description: notListed,
    params: IdParamsSchema,
    query: BaseQuerySchema,
    reply: CollectionFilterSchema,
    refusals: [NOT_LISTED],
  }),
};
