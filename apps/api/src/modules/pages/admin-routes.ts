import { adminPages } from '@seed/contract/admin-content-pages';
import type { Db } from '@seed/db/client';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../http/serve';
import { findStoredPage, listInfoPages, updateInfoPage } from './admin-pages';

/** The content desk's information pages (permission `content`; decision 0044). */
export async function adminPageRoutes(app: FastifyInstance, { db }: { db: Db }) {
  serve(app, adminPages.list, async () => ({ pages: await listInfoPages(db) }));
  serve(app, adminPages.page, (request) => findStoredPage(db, request.params.slug));
  serve(app, adminPages.update, (request) =>
    updateInfoPage(db, request.params.slug, request.body, {
      staffId: request.user.id,
      reason: request.body.reason ?? null,
      requestId: request.id,
    }),
  );
}
