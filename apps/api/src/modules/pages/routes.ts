import { pages } from '@seed/contract/pages';
import { DomainError } from '@seed/domain/errors';
import type { FastifyInstance } from 'fastify';
import type { ModuleOptions } from '../../http/module';
import { serve } from '../../http/serve';
import { findInfoPage } from './service';

export async function pageRoutes(app: FastifyInstance, { db }: ModuleOptions) {
  serve(
    app,
    pages.bySlug,
    async (request) => {
      const { slug } = request.params;
      const page = await findInfoPage(db, slug);
      if (!page)
        throw new DomainError('NOT_FOUND', `Page ${slug} not found`, { reason: 'INFO_PAGE_NOT_FOUND' });
      return { ...page, updatedAt: page.updatedAt.toISOString() };
    },
    { config: { cacheSeconds: 300 } },
  );
}
