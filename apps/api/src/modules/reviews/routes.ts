import { errorResponses, PagingQuerySchema, pageSchema } from '@seed/contract/common';
import { MediaSchema } from '@seed/contract/media';
import { clampPaging } from '@seed/domain/paging';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { toMedia } from '../../http/media';
import type { ModuleOptions } from '../../http/module';
import { namedPage } from '../../http/page';
import { listReviews } from './service';

// A home-page strip of testimonials; the spec names no size.
const REVIEW_PAGE_SIZE = 12;

const ReviewSchema = z
  .object({
    id: z.number().int(),
    name: z.string().describe("The customer's name as they gave it"),
    text: z.string(),
    rating: z.number().int().min(1).max(5),
    rank: z.number().int(),
    createdAt: z.iso.datetime(),
    media: MediaSchema.nullable().describe("The customer's photo, or a photo of what they bought"),
  })
  .meta({ id: 'Review' });

export async function reviewRoutes(app: FastifyInstance, { db, mediaBase }: ModuleOptions) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/reviews',
    {
      config: { cacheSeconds: 60 },
      schema: {
        tags: ['marketing'],
        summary: "Customers' reviews of the shop chosen for the home page, by rank",
        querystring: PagingQuerySchema,
        response: { 200: pageSchema('reviews', ReviewSchema), ...errorResponses },
      },
    },
    async (request) => {
      const page = await listReviews(db, clampPaging(request.query, { defaultLimit: REVIEW_PAGE_SIZE }));
      return namedPage('reviews', page, (review) => ({
        ...review,
        createdAt: review.createdAt.toISOString(),
        media: toMedia(review.media, mediaBase),
      }));
    },
  );
}
