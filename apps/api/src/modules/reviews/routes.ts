import { reviews } from '@seed/contract/reviews';
import { clampPaging } from '@seed/domain/paging';
import type { FastifyInstance } from 'fastify';
import { toMedia } from '../../http/media';
import type { ModuleOptions } from '../../http/module';
import { namedPage } from '../../http/page';
import { serve } from '../../http/serve';
import { adminReviewRoutes } from './admin-routes';
import { listReviews } from './service';

// A home-page strip of testimonials; the spec names no size.
const REVIEW_PAGE_SIZE = 12;

export async function reviewRoutes(app: FastifyInstance, { db, mediaBase }: ModuleOptions) {
  serve(
    app,
    reviews.list,
    async (request) => {
      const page = await listReviews(db, clampPaging(request.query, { defaultLimit: REVIEW_PAGE_SIZE }));
      return namedPage('reviews', page, (review) => ({
        ...review,
        createdAt: review.createdAt.toISOString(),
        media: toMedia(review.media, mediaBase),
      }));
    },
    { config: { cacheSeconds: 60 } },
  );

  await adminReviewRoutes(app, { db, mediaBase });
}
