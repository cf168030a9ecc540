import { DomainError } from '@seed/domain/errors';
import { clampPaging, PAGE_SIZES } from '@seed/domain/paging';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ModuleOptions } from '../../http/module';
import { BaseQuerySchema, errorResponses, IdParamsSchema, namedPage, pageSchema } from '../../http/schemas';
import { presentInventory, presentInventorySummary } from './present';
import {
  ColorsQuerySchema,
  ColorWithTypeSchema,
  InventoryListQuerySchema,
  InventorySchema,
  InventorySummarySchema,
} from './schemas';
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
