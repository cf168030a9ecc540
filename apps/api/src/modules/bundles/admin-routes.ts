import { ADMIN_BUNDLE_PAGE_SIZE, adminCatalogue } from '@seed/contract/admin-content-catalogue';
import { clampPaging } from '@seed/domain/paging';
import type { FastifyInstance } from 'fastify';
import { toMedia } from '../../http/media';
import type { ModuleOptions } from '../../http/module';
import { namedPage } from '../../http/page';
import { serve } from '../../http/serve';
import { recordAudit } from '../staff/audit';
import {
  bundleChoices,
  createBundle,
  findAdminBundle,
  listAdminBundles,
  updateBundle,
} from './admin-bundles';

/** The catalogue desk's bundles (permission `catalogue`; decision 0044). */
export async function adminBundleRoutes(app: FastifyInstance, { db, mediaBase }: ModuleOptions) {
  const actOf = (request: { user: { id: number }; id: string }, reason?: string) => ({
    staffId: request.user.id,
    reason: reason ?? null,
    requestId: request.id,
  });
  const present = (bundle: Awaited<ReturnType<typeof findAdminBundle>>) => ({
    ...bundle,
    media: toMedia(bundle.media, mediaBase),
  });

  serve(app, adminCatalogue.bundles, async (request) => {
    const paging = clampPaging(request.query, { defaultLimit: ADMIN_BUNDLE_PAGE_SIZE });
    const page = await listAdminBundles(db, request.query.q, paging);
    return { ...namedPage('bundles', page, (row) => row), total: page.total };
  });
  serve(app, adminCatalogue.bundleChoices, () => bundleChoices(db));
  serve(app, adminCatalogue.bundle, async (request) => present(await findAdminBundle(db, request.params.id)));
  serve(app, adminCatalogue.createBundle, async (request) =>
    present(await createBundle(db, request.body, actOf(request, request.body.reason), recordAudit)),
  );
  serve(app, adminCatalogue.updateBundle, async (request) =>
    present(
      await updateBundle(
        db,
        request.params.id,
        request.body,
        actOf(request, request.body.reason),
        recordAudit,
      ),
    ),
  );
}
