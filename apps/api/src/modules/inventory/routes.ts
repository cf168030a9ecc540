import {
  BaseQuerySchema,
  errorResponses,
  IdParamsSchema,
  PagingQuerySchema,
  pageSchema,
} from '@seed/contract/common';
import {
  ColorsQuerySchema,
  ColorWithTypeSchema,
  InventoryListQuerySchema,
  InventoryProductSchema,
  InventorySchema,
  InventorySummarySchema,
  PrintingTypeQuerySchema,
} from '@seed/contract/inventory';
import { DomainError } from '@seed/domain/errors';
import { clampPaging, MAX_PAGE_LIMIT, PAGE_SIZES } from '@seed/domain/paging';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { toMedia } from '../../http/media';
import type { ModuleOptions } from '../../http/module';
import { namedPage } from '../../http/page';
import { findCategory, findCategoryLinks } from '../categories/service';
import { topProductPerInventory } from '../products/service';
import { presentInventory, presentInventorySummary } from './present';
import { findInventory, listColors, listInventories } from './service';

const isAdmin = (request: FastifyRequest) => request.user?.role === 'ADMIN';

export async function inventoryRoutes(app: FastifyInstance, { db, mediaBase }: ModuleOptions) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/inventory',
    {
      config: { cacheSeconds: 60 },
      schema: {
        tags: ['inventory'],
        summary: 'Blank items a shopper can customise, by rank',
        querystring: InventoryListQuerySchema,
        response: { 200: pageSchema('inventories', InventorySummarySchema), ...errorResponses },
      },
    },
    async (request) => {
      const { comeFromAdmin, forDesignRequest } = request.query;
      const page = await listInventories(db, {
        ...clampPaging(request.query, { defaultLimit: PAGE_SIZES.inventory }),
        forDesignRequest: forDesignRequest ?? false,
        // Asking is not enough: only an admin sees items that are switched off.
        includeInactive: (comeFromAdmin ?? false) && isAdmin(request),
      });
      const presentation = { currency: request.ctx.currency, mediaBase };
      return namedPage('inventories', page, (row) => presentInventorySummary(row, presentation));
    },
  );

  const listPage = async (request: FastifyRequest, filter: Parameters<typeof listInventories>[1]) => {
    const page = await listInventories(db, filter);
    const presentation = { currency: request.ctx.currency, mediaBase };
    return namedPage('inventories', page, (row) => presentInventorySummary(row, presentation));
  };

  routes.get(
    '/inventory/category/:id',
    {
      config: { cacheSeconds: 60 },
      schema: {
        tags: ['inventory'],
        summary: "Active blank items filed under any of a category's subcategories, by rank",
        params: IdParamsSchema,
        querystring: PagingQuerySchema,
        response: { 200: pageSchema('inventories', InventorySummarySchema), ...errorResponses },
      },
    },
    async (request) => {
      const category = await findCategory(db, request.params.id);
      if (!category) throw new DomainError('NOT_FOUND', `Category ${request.params.id} not found`);
      const paging = clampPaging(request.query, { defaultLimit: PAGE_SIZES.inventory });
      return listPage(request, { ...paging, categoryId: category.id });
    },
  );

  routes.get(
    '/inventory/by/print/type/customization',
    {
      config: { cacheSeconds: 60 },
      schema: {
        tags: ['inventory'],
        summary: 'Active blank items that take any of the given print techniques, by rank',
        querystring: PrintingTypeQuerySchema,
        response: { 200: pageSchema('inventories', InventorySummarySchema), ...errorResponses },
      },
    },
    async (request) => {
      const paging = clampPaging(request.query, { defaultLimit: PAGE_SIZES.inventory });
      return listPage(request, { ...paging, printingTypes: request.query.printingType });
    },
  );

  routes.get(
    '/inventory/get-all-inventories',
    {
      config: { cacheSeconds: 60 },
      schema: {
        tags: ['inventory'],
        summary: 'Every active blank item, by rank (100 per page by default)',
        querystring: PagingQuerySchema,
        response: { 200: pageSchema('inventories', InventorySummarySchema), ...errorResponses },
      },
    },
    async (request) => listPage(request, clampPaging(request.query, { defaultLimit: MAX_PAGE_LIMIT })),
  );

  routes.get(
    '/inventory/get-all-by-product',
    {
      config: { cacheSeconds: 60 },
      schema: {
        tags: ['inventory'],
        summary: 'The active blank items that listed products are made on, by rank: the shop filter by type',
        querystring: BaseQuerySchema,
        response: { 200: z.object({ inventories: z.array(InventoryProductSchema) }), ...errorResponses },
      },
    },
    async () => {
      const items = await listInventories(db, { limit: MAX_PAGE_LIMIT, offset: 0 });
      const tops = await topProductPerInventory(
        db,
        items.items.map((item) => item.id),
      );
      const links = await findCategoryLinks(
        db,
        tops.flatMap((top) => (top.categoryToSubcategoryId === null ? [] : [top.categoryToSubcategoryId])),
      );
      const inventories = items.items.flatMap((item) => {
        const top = tops.find((row) => row.inventoryId === item.id);
        if (!top) return [];
        const link = links.find((row) => row.id === top.categoryToSubcategoryId) ?? null;
        const { id, nameEn, nameAr } = item;
        return [
          {
            id,
            nameEn,
            nameAr,
            randomColor: top.randomColor,
            mainMedia: toMedia(item.mainMedia, mediaBase),
            categoryToSubcategory: link,
          },
        ];
      });
      return { inventories };
    },
  );

  routes.get(
    '/inventory/:id',
    {
      config: { cacheSeconds: 60 },
      schema: {
        tags: ['inventory'],
        summary: 'One blank item with its sides, variants, stock and size guide',
        params: IdParamsSchema,
        querystring: BaseQuerySchema,
        response: { 200: InventorySchema, ...errorResponses },
      },
    },
    async (request) => {
      const inventory = await findInventory(db, request.params.id, { includeInactive: isAdmin(request) });
      if (!inventory) throw new DomainError('NOT_FOUND', `Inventory item ${request.params.id} not found`);
      return presentInventory(inventory, { currency: request.ctx.currency, mediaBase });
    },
  );

  routes.get(
    '/colors',
    {
      config: { cacheSeconds: 60 },
      schema: {
        tags: ['inventory'],
        summary: 'Colours, of garments or of text',
        querystring: ColorsQuerySchema,
        response: { 200: z.array(ColorWithTypeSchema), ...errorResponses },
      },
    },
    async (request) => listColors(db, request.query.type),
  );
}
