import { z } from 'zod';
import { BaseQuerySchema, IdParamsSchema, IdSchema, PagingQuerySchema, pageSchema } from './common';
import { endpoint } from './endpoint';
import { MediaSchema } from './media';
import { AuditReasonSchema } from './staff';

const id = z.number().int();
const name = z.string().trim().min(1, 'Required').max(120, 'At most 120 characters');

const AdminCollectionSchema = z
  .object({
    id,
    nameEn: z.string(),
    nameAr: z.string(),
    media: MediaSchema.nullable(),
    rank: id,
    artistId: id.nullable(),
    isActive: z.boolean(),
    productCount: id,
  })
  .meta({ id: 'AdminCollection' });

const AdminCollectionProductSchema = z.object({
  id,
  nameEn: z.string(),
  nameAr: z.string(),
  isActive: z.boolean(),
});

const AdminCollectionDetailSchema = AdminCollectionSchema.extend({
  products: z.array(AdminCollectionProductSchema).describe("The collection's products in its own order"),
}).meta({ id: 'AdminCollectionDetail' });

export const CollectionFieldsSchema = z.strictObject({
  nameEn: name,
  nameAr: name,
  mediaId: id.min(1).nullable().describe('An image the caller uploaded (POST /media/upload); null for none'),
  rank: id.min(0).max(9999).describe('Higher comes first, as the shop lists collections'),
  artistId: id.min(1).nullable().describe("The artist whose collection it is; null for the shop's own"),
  isActive: z.boolean(),
  reason: AuditReasonSchema.optional(),
});

export const CollectionProductBodySchema = z.strictObject({
  productId: id.min(1).describe('A catalogue product'),
  reason: AuditReasonSchema.optional(),
});

export const CollectionMoveBodySchema = z.strictObject({
  direction: z.enum(['up', 'down']).describe('Up is earlier in the collection'),
  reason: AuditReasonSchema.optional(),
});

const ProductParamsSchema = z.strictObject({ id: IdSchema, productId: IdSchema });

const tags = ['admin-catalogue'];
const access = { permission: 'catalogue' } as const;
const NOT_FOUND = 'CATALOGUE_COLLECTION_NOT_FOUND';

export const adminCollections = {
  list: endpoint({
    method: 'GET',
    path: '/admin/catalogue/collections',
    tags,
    access,
    summary: 'Every collection, active or not, as the shop orders them',
    query: PagingQuerySchema,
    reply: pageSchema('collections', AdminCollectionSchema).extend({ total: z.number().int() }),
    refusals: [],
  }),
  detail: endpoint({
    method: 'GET',
    path: '/admin/catalogue/collections/:id',
    tags,
    access,
    summary: 'A collection with its products in order',
    params: IdParamsSchema,
    query: BaseQuerySchema,
    reply: AdminCollectionDetailSchema,
    refusals: [NOT_FOUND],
  }),
  create: endpoint({
    method: 'POST',
    path: '/admin/catalogue/collections',
    tags,
    access,
    summary: 'Add a collection; the shop lists it at once when active',
    query: BaseQuerySchema,
    body: CollectionFieldsSchema,
    reply: AdminCollectionDetailSchema,
    status: 201,
    refusals: ['CATALOGUE_MEDIA_NOT_FOUND', 'CATALOGUE_ARTIST_NOT_FOUND'],
  }),
  update: endpoint({
    method: 'PUT',
    path: '/admin/catalogue/collections/:id',
    tags,
    access,
    summary: 'Edit a collection: names, picture, rank, artist, active',
    params: IdParamsSchema,
    query: BaseQuerySchema,
    body: CollectionFieldsSchema,
    reply: AdminCollectionDetailSchema,
    refusals: [NOT_FOUND, 'CATALOGUE_MEDIA_NOT_FOUND', 'CATALOGUE_ARTIST_NOT_FOUND'],
  }),
  addProduct: endpoint({
    method: 'POST',
    path: '/admin/catalogue/collections/:id/products',
    tags,
    access,
    summary: 'Add a catalogue product at the end of the collection',
    params: IdParamsSchema,
    query: BaseQuerySchema,
    body: CollectionProductBodySchema,
    reply: AdminCollectionDetailSchema,
    status: 201,
    errors: [409],
    refusals: [NOT_FOUND, 'CATALOGUE_PRODUCT_NOT_FOUND', 'CATALOGUE_COLLECTION_HAS_PRODUCT'],
  }),
  moveProduct: endpoint({
    method: 'POST',
    path: '/admin/catalogue/collections/:id/products/:productId/move',
    tags,
    access,
    summary: 'Swap a product with its neighbour, up or down; at either end nothing changes',
    params: ProductParamsSchema,
    query: BaseQuerySchema,
    body: CollectionMoveBodySchema,
    reply: AdminCollectionDetailSchema,
    refusals: [NOT_FOUND, 'CATALOGUE_PRODUCT_NOT_FOUND'],
  }),
  removeProduct: endpoint({
    method: 'POST',
    path: '/admin/catalogue/collections/:id/products/:productId/remove',
    tags,
    access,
    summary: 'Take a product out of the collection (the product itself stays)',
    params: ProductParamsSchema,
    query: BaseQuerySchema,
    body: z.strictObject({ reason: AuditReasonSchema.optional() }),
    reply: AdminCollectionDetailSchema,
    refusals: [NOT_FOUND, 'CATALOGUE_PRODUCT_NOT_FOUND'],
  }),
};
