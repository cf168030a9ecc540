import { inventory } from '@seed/contract/inventory';
import { DomainError } from '@seed/domain/errors';
import { clampPaging, MAX_PAGE_LIMIT, PAGE_SIZES } from '@seed/domain/paging';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { toMedia } from '../../http/media';
import type { ModuleOptions } from '../../http/module';
import { namedPage } from '../../http/page';
import { serve } from '../../http/serve';
import { findCategory, findCategoryLinks } from '../categories/service';
import { topProductPerInventory } from '../products/service';
import { presentInventory, presentInventorySummary } from './present';
import { findInventory, listColors, listInventories } from './service';

const isAdmin = (request: Pick<FastifyRequest, 'user'>) => request.user?.role === 'ADMIN';

export async function inventoryRoutes(app: FastifyInstance, { db, mediaBase }: ModuleOptions) {
  const minute = { config: { cacheSeconds: 60 } };
  const listPage = async (
    request: Pick<FastifyRequest, 'ctx'>,
    filter: Parameters<typeof listInventories>[1],
  ) => {
    const page = await listInventories(db, filter);
    const presentation = { currency: request.ctx.currency, mediaBase };
    return namedPage('inventories', page, (row) => presentInventorySummary(row, presentation));
  };

  serve(
    app,
    inventory.list,
    async (request) => {
      const { comeFromAdmin, forDesignRequest } = request.query;
      return listPage(request, {
        ...clampPaging(request.query, { defaultLimit: PAGE_SIZES.inventory }),
        forDesignRequest: forDesignRequest ?? false,
        // Asking is not enough: only an admin sees items that are switched off.
        includeInactive: (comeFromAdmin ?? false) && isAdmin(request),
      });
    },
    minute,
  );

  serve(
    app,
    inventory.byCategory,
    async (request) => {
      const { id } = request.params;
      const category = await findCategory(db, id);
      if (!category) {
        throw new DomainError('NOT_FOUND', `Category ${id} not found`, {
          reason: 'INVENTORY_CATEGORY_NOT_FOUND',
        });
      }
      const paging = clampPaging(request.query, { defaultLimit: PAGE_SIZES.inventory });
      return listPage(request, { ...paging, categoryId: category.id });
    },
    minute,
  );

  serve(
    app,
    inventory.byPrintingType,
    async (request) => {
      const paging = clampPaging(request.query, { defaultLimit: PAGE_SIZES.inventory });
      return listPage(request, { ...paging, printingTypes: request.query.printingType });
    },
    minute,
  );

  serve(
    app,
    inventory.all,
    async (request) => listPage(request, clampPaging(request.query, { defaultLimit: MAX_PAGE_LIMIT })),
    minute,
  );

  serve(
    app,
    inventory.withProducts,
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
    minute,
  );

  serve(
    app,
    inventory.byId,
    async (request) => {
      const { id } = request.params;
      const item = await findInventory(db, id, { includeInactive: isAdmin(request) });
      if (!item) {
        throw new DomainError('NOT_FOUND', `Inventory item ${id} not found`, {
          reason: 'INVENTORY_NOT_FOUND',
        });
      }
      return presentInventory(item, { currency: request.ctx.currency, mediaBase });
    },
    minute,
  );

  serve(app, inventory.colors, async (request) => listColors(db, request.query.type), minute);
}
