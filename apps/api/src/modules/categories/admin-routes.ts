import { adminCategories } from '@seed/contract/admin-catalogue-categories';
import type { FastifyInstance } from 'fastify';
import { toMedia } from '../../http/media';
import type { ModuleOptions } from '../../http/module';
import { serve } from '../../http/serve';
import { recordAudit } from '../staff/audit';
import {
  createCategory,
  createSubcategory,
  listAllCategories,
  updateCategory,
  updateSubcategory,
} from './admin-categories';

type Category = Awaited<ReturnType<typeof listAllCategories>>[number];

const actOf = (request: { user: { id: number }; id: string }, reason: string | undefined) => ({
  staffId: request.user.id,
  reason: reason ?? null,
  requestId: request.id,
  recordAudit,
});

/** The catalogue desk's category endpoints (permission `catalogue`). */
export async function adminCategoryRoutes(app: FastifyInstance, { db, mediaBase }: ModuleOptions) {
  const present = (category: Category) => ({ ...category, media: toMedia(category.media, mediaBase) });

  serve(app, adminCategories.list, async () => ({
    categories: (await listAllCategories(db)).map(present),
  }));

  serve(app, adminCategories.create, async (request) => {
    const { reason, ...fields } = request.body;
    return present(await createCategory(db, fields, actOf(request, reason)));
  });

  serve(app, adminCategories.update, async (request) => {
    const { reason, ...fields } = request.body;
    return present(await updateCategory(db, request.params.id, fields, actOf(request, reason)));
  });

  serve(app, adminCategories.createSubcategory, async (request) => {
    const { reason, ...fields } = request.body;
    return present(await createSubcategory(db, request.params.id, fields, actOf(request, reason)));
  });

  serve(app, adminCategories.updateSubcategory, async (request) => {
    const { reason, ...fields } = request.body;
    const ids = { categoryId: request.params.id, subId: request.params.subId };
    return present(await updateSubcategory(db, ids, fields, actOf(request, reason)));
  });
}
