import { collections } from '@seed/contract/collections';
import { DomainError } from '@seed/domain/errors';
import { clampPaging } from '@seed/domain/paging';
import type { FastifyInstance } from 'fastify';
import { toMedia } from '../../http/media';
import type { ModuleOptions } from '../../http/module';
import { namedPage } from '../../http/page';
import { serve } from '../../http/serve';
import { findInventoryNames } from '../inventory/service';
import { presentCard } from '../products/present';
import { countByInventory, listProducts } from '../products/service';
import { adminCollectionRoutes } from './admin-routes';
import { findCollection, listCollections } from './service';

// The spec names no page size for a collection; 12 matches the shop grid.
const COLLECTION_PAGE_SIZE = 12;
// A shop has a handful of collections; one page shows them all.
const COLLECTION_LIST_PAGE_SIZE = 24;

export async function collectionRoutes(app: FastifyInstance, { db, mediaBase }: ModuleOptions) {
  const collectionOr404 = async (id: number) => {
    const collection = await findCollection(db, id);
    if (!collection)
      throw new DomainError('NOT_FOUND', `Collection ${id} not found`, { reason: 'COLLECTION_NOT_LISTED' });
    return collection;
  };
  const cachedFor = (cacheSeconds: number) => ({ config: { cacheSeconds } });

  serve(
    app,
    collections.list,
    async (request) => {
      const page = await listCollections(
        db,
        clampPaging(request.query, { defaultLimit: COLLECTION_LIST_PAGE_SIZE }),
      );
      return namedPage('collections', page, (row) => ({ ...row, media: toMedia(row.media, mediaBase) }));
    },
    cachedFor(60),
  );

  serve(
    app,
    collections.one,
    async (request) => {
      const collection = await collectionOr404(request.params.id);
      return { ...collection, media: toMedia(collection.media, mediaBase) };
    },
    cachedFor(60),
  );

  serve(
    app,
    collections.products,
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
    cachedFor(30),
  );

  serve(
    app,
    collections.filter,
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
    cachedFor(60),
  );

  await adminCollectionRoutes(app, { db, mediaBase });
}
