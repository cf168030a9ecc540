import {
  CollectionFilterSchema,
  CollectionProductsQuerySchema,
  CollectionSchema,
} from '@seed/contract/collections';
import {
  BaseQuerySchema,
  errorResponses,
  IdParamsSchema,
  PagingQuerySchema,
  pageSchema,
} from '@seed/contract/common';
import { ProductCardSchema } from '@seed/contract/products';
import { DomainError } from '@seed/domain/errors';
import { clampPaging } from '@seed/domain/paging';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { toMedia } from '../../http/media';
import type { ModuleOptions } from '../../http/module';
import { namedPage } from '../../http/page';
import { findInventoryNames } from '../inventory/service';
import { presentCard } from '../products/present';
import { countByInventory, listProducts } from '../products/service';
import { findCollection, listCollections } from './service';

// The spec names no page size for a collection; 12 matches the shop grid.
const COLLECTION_PAGE_SIZE = 12;
// A shop has a handful of collections; one page shows them all.
const COLLECTION_LIST_PAGE_SIZE = 24;

export async function collectionRoutes(app: FastifyInstance, { db, mediaBase }: ModuleOptions) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const collectionOr404 = async (id: number) => {
    const collection = await findCollection(db, id);
    if (!collection) throw new DomainError('NOT_FOUND', `Collection ${id} not found`);
    return collection;
  };

  routes.get(
    '/collection',
    {
      config: { cacheSeconds: 60 },
      schema: {
        tags: ['collections'],
        summary: 'The active collections, by rank',
        querystring: PagingQuerySchema,
        response: { 200: pageSchema('collections', CollectionSchema), ...errorResponses },
      },
    },
    async (request) => {
      const page = await listCollections(
        db,
        clampPaging(request.query, { defaultLimit: COLLECTION_LIST_PAGE_SIZE }),
      );
      return namedPage('collections', page, (row) => ({ ...row, media: toMedia(row.media, mediaBase) }));
    },
  );

  routes.get(
    '/collection/:id',
    {
      config: { cacheSeconds: 60 },
      schema: {
        tags: ['collections'],
        summary: 'An active collection',
        params: IdParamsSchema,
        querystring: BaseQuerySchema,
        response: { 200: CollectionSchema, ...errorResponses },
      },
    },
    async (request) => {
      const collection = await collectionOr404(request.params.id);
      return { ...collection, media: toMedia(collection.media, mediaBase) };
    },
  );

  routes.get(
    '/collection/:id/products',
    {
      config: { cacheSeconds: 30 },
      schema: {
        tags: ['collections'],
        summary: "A collection's listed products, in the collection's order",
        params: IdParamsSchema,
        querystring: CollectionProductsQuerySchema,
        response: { 200: pageSchema('products', ProductCardSchema), ...errorResponses },
      },
    },
    async (request) => {
      const { id } = await collectionOr404(request.params.id);
      const paging = clampPaging(request.query, { defaultLimit: COLLECTION_PAGE_SIZE });
      const page = await listProducts(db, {
        collectionId: id,
        inventoryId: request.query.inventoryId,
        ...paging,
      });
      const presentation = { currency: request.ctx.currency, mediaBase };
      return namedPage('products', page, (card) => presentCard(card, presentation));
    },
  );

  routes.get(
    '/collection/:id/products/filter',
    {
      config: { cacheSeconds: 60 },
      schema: {
        tags: ['collections'],
        summary: "What a collection's products can be filtered by: the blank items they are made on",
        params: IdParamsSchema,
        querystring: BaseQuerySchema,
        response: { 200: CollectionFilterSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { id } = await collectionOr404(request.params.id);
      const counts = await countByInventory(db, { collectionId: id });
      const names = await findInventoryNames(
        db,
        counts.map((row) => row.inventoryId),
      );
      const countOf = new Map(counts.map((row) => [row.inventoryId, row.count]));
      return { inventories: names.map((item) => ({ ...item, count: countOf.get(item.id) ?? 0 })) };
    },
  );
}
