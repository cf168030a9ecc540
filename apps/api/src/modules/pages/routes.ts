import { pages } from '@seed/contract/pages';
import { DomainError } from '@seed/domain/errors';
import type { FastifyInstance } from 'fastify';
import type { ModuleOptions } from '../../http/module';
import { serve } from '../../http/serve';
import { adminPageRoutes } from './admin-routes';
import { sanitizeRichText } from './rich-text';
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
      // Stored sanitised by the back office; sanitised again here for rows written any other way (seed, SQL).
      return {
        ...page,
        bodyEn: sanitizeRichText(page.bodyEn),
        bodyAr: sanitizeRichText(page.bodyAr),
        updatedAt: page.updatedAt.toISOString(),
      };
    },
    { config: { cacheSeconds: 300 } },
  );

  await adminPageRoutes(app, { db });
}
