import { adminCollections } from '@seed/contract/admin-catalogue-collections';
import { clampPaging } from '@seed/domain/paging';
import type { FastifyInstance } from 'fastify';
import { toMedia } from '../../http/media';
import type { ModuleOptions } from '../../http/module';
import { namedPage } from '../../http/page';
import { serve } from '../../http/serve';
import { findCatalogueProductNames as names } from '../products/service';
import { recordAudit } from '../staff/audit';
import {
  addCollectionProduct,
  createCollection,
  findAdminCollection,
  listAllCollections,
  moveCollectionProduct,
  removeCollectionProduct,
  updateCollection,
} from './admin-collections';

// The desk shows a page of collections at a time; a shop has a few dozen at most.
const DESK_PAGE_SIZE = 25;

const actOf = (request: { user: { id: number }; id: string }, reason: string | undefined) => ({
  staffId: request.user.id,
  reason: reason ?? null,
  requestId: request.id,
  recordAudit,
});

/** The catalogue desk's collection endpoints (permission `catalogue`). */
export async function adminCollectionRoutes(app: FastifyInstance, { db, mediaBase }: ModuleOptions) {
  const present = <T extends { media: Parameters<typeof toMedia>[0] }>(row: T) => ({
    ...row,
    media: toMedia(row.media, mediaBase),
  });

  serve(app, adminCollections.list, async (request) => {
    const page = await listAllCollections(db, clampPaging(request.query, { defaultLimit: DESK_PAGE_SIZE }));
    return { ...namedPage('collections', page, present), total: page.total };
  });

  serve(app, adminCollections.detail, async (request) =>
    present(await findAdminCollection(db, request.params.id, names)),
  );

  serve(app, adminCollections.create, async (request) => {
    const { reason, ...fields } = request.body;
    return present(await createCollection(db, fields, actOf(request, reason), names));
  });

  serve(app, adminCollections.update, async (request) => {
    const { reason, ...fields } = request.body;
    return present(await updateCollection(db, request.params.id, fields, actOf(request, reason), names));
  });

  serve(app, adminCollections.addProduct, async (request) => {
    const { reason, productId } = request.body;
    return present(
      await addCollectionProduct(db, request.params.id, productId, actOf(request, reason), names),
    );
  });

  serve(app, adminCollections.moveProduct, async (request) => {
    const { reason, direction } = request.body;
    return present(await moveCollectionProduct(db, request.params, direction, actOf(request, reason), names));
  });

  serve(app, adminCollections.removeProduct, async (request) =>
    present(await removeCollectionProduct(db, request.params, actOf(request, request.body.reason), names)),
  );
}
