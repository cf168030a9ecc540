import { BaseQuerySchema, errorResponses } from '@seed/contract/common';
import { InfoPageSchema, PageParamsSchema } from '@seed/contract/pages';
import { DomainError } from '@seed/domain/errors';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ModuleOptions } from '../../http/module';
import { findInfoPage } from './service';

export async function pageRoutes(app: FastifyInstance, { db }: ModuleOptions) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/pages/:slug',
    {
      config: { cacheSeconds: 300 },
      schema: {
        tags: ['pages'],
        summary: 'A static information page (contact, FAQ, policies…) in both languages',
        params: PageParamsSchema,
        querystring: BaseQuerySchema,
        response: { 200: InfoPageSchema, ...errorResponses },
      },
    },
    async (request) => {
      const page = await findInfoPage(db, request.params.slug);
      if (!page) throw new DomainError('NOT_FOUND', `Page ${request.params.slug} not found`);
      return { ...page, updatedAt: page.updatedAt.toISOString() };
    },
  );
}
