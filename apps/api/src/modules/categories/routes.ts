import { categories } from '@seed/contract/categories';
import { DomainError } from '@seed/domain/errors';
import { clampPaging, PAGE_SIZES } from '@seed/domain/paging';
import type { FastifyInstance } from 'fastify';
import { toMedia } from '../../http/media';
import type { ModuleOptions } from '../../http/module';
import { namedPage } from '../../http/page';
import { serve } from '../../http/serve';
import { adminCategoryRoutes } from './admin-routes';
import { findCategory, listCategories } from './service';

type CategoryRow = NonNullable<Awaited<ReturnType<typeof findCategory>>>;

export async function categoryRoutes(app: FastifyInstance, { db, mediaBase }: ModuleOptions) {
  const present = (category: CategoryRow) => ({
    ...category,
    media: toMedia(category.media, mediaBase),
  });
  const cached = { config: { cacheSeconds: 60 } };

  serve(
    app,
    categories.list,
    async (request) => {
      const paging = clampPaging(request.query, { defaultLimit: PAGE_SIZES.categoryLists });
      const page = await listCategories(db, { ...paging, id: request.query.id });
      return namedPage('categories', page, present);
    },
    cached,
  );

  serve(
    app,
    categories.one,
    async (request) => {
      const { id } = request.params;
      const category = await findCategory(db, id);
      if (!category)
        throw new DomainError('NOT_FOUND', `Category ${id} not found`, { reason: 'CATEGORY_NOT_LISTED' });
      return present(category);
    },
    cached,
  );

  await adminCategoryRoutes(app, { db, mediaBase });
}
