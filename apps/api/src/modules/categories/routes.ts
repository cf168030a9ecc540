import { CategoryListQuerySchema, CategoryQuerySchema, CategorySchema } from '@seed/contract/categories';
import { errorResponses, IdParamsSchema, pageSchema } from '@seed/contract/common';
import { DomainError } from '@seed/domain/errors';
import { clampPaging, PAGE_SIZES } from '@seed/domain/paging';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { toMedia } from '../../http/media';
import type { ModuleOptions } from '../../http/module';
import { namedPage } from '../../http/page';
import { findCategory, listCategories } from './service';

type CategoryRow = NonNullable<Awaited<ReturnType<typeof findCategory>>>;

export async function categoryRoutes(app: FastifyInstance, { db, mediaBase }: ModuleOptions) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const present = (category: CategoryRow) => ({
    ...category,
    media: toMedia(category.media, mediaBase),
  });

  routes.get(
    '/explore/categories/subcategories',
    {
      config: { cacheSeconds: 60 },
      schema: {
        tags: ['catalog'],
        summary: 'Active categories by rank, each with its active subcategories',
        querystring: CategoryListQuerySchema,
        response: { 200: pageSchema('categories', CategorySchema), ...errorResponses },
      },
    },
    async (request) => {
      const paging = clampPaging(request.query, { defaultLimit: PAGE_SIZES.categoryLists });
      const page = await listCategories(db, { ...paging, id: request.query.id });
      return namedPage('categories', page, present);
    },
  );

  routes.get(
    '/explore/categories/subcategories/:id',
    {
      config: { cacheSeconds: 60 },
      schema: {
        tags: ['catalog'],
        summary: 'One active category with its active subcategories',
        params: IdParamsSchema,
        querystring: CategoryQuerySchema,
        response: { 200: CategorySchema, ...errorResponses },
      },
    },
    async (request) => {
      const category = await findCategory(db, request.params.id);
      if (!category) throw new DomainError('NOT_FOUND', `Category ${request.params.id} not found`);
      return present(category);
    },
  );
}
