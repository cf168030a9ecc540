import { adminReviews } from '@seed/contract/admin-catalogue-lists';
import type { FastifyInstance } from 'fastify';
import { toMedia } from '../../http/media';
import type { ModuleOptions } from '../../http/module';
import { serve } from '../../http/serve';
import { recordAudit } from '../staff/audit';
import { createReview, listAllReviews, updateReview } from './admin-reviews';

type Row = Awaited<ReturnType<typeof listAllReviews>>[number];

/** The catalogue desk's home page reviews (permission `catalogue`). */
export async function adminReviewRoutes(app: FastifyInstance, { db, mediaBase }: ModuleOptions) {
  const present = (row: Row) => ({ ...row, media: toMedia(row.media, mediaBase) });
  const actOf = (request: { user: { id: number }; id: string }, reason: string | undefined) => ({
    staffId: request.user.id,
    reason: reason ?? null,
    requestId: request.id,
    recordAudit,
  });

  serve(app, adminReviews.list, async () => ({ items: (await listAllReviews(db)).map(present) }));

  serve(app, adminReviews.create, async (request) => {
    const { reason, ...fields } = request.body;
    return present(await createReview(db, fields, actOf(request, reason)));
  });

  serve(app, adminReviews.update, async (request) => {
    const { reason, ...fields } = request.body;
    return present(await updateReview(db, request.params.id, fields, actOf(request, reason)));
  });
}
