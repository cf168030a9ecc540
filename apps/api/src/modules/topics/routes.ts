import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MediaSchema, toMedia } from '../../http/media';
import type { ModuleOptions } from '../../http/module';
import { BaseQuerySchema, errorResponses } from '../../http/schemas';
import { listTopics } from './service';

const TopicSchema = z.object({
  id: z.number().int(),
  name_ar: z.string(),
  name_en: z.string(),
  color: z.string(),
  mediaId: z.number().int().nullable(),
  order: z.number().int(),
  media: MediaSchema.nullable(),
});

const TopicsQuerySchema = BaseQuerySchema.extend({
  rankOrder: z.enum(['1', '-1']).optional().describe('1 (default): by order ascending; -1: descending'),
});

// The client calls this "api/topics"; it is served at /api/topics, not /api/api/topics.
export async function topicRoutes(app: FastifyInstance, { db, mediaBase }: ModuleOptions) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/topics',
    {
      config: { cacheSeconds: 60 },
      schema: {
        tags: ['catalog'],
        summary: 'Active artwork topics',
        querystring: TopicsQuerySchema,
        response: { 200: z.array(TopicSchema), ...errorResponses },
      },
    },
    async (request) => {
      const topics = await listTopics(db, request.query.rankOrder === '-1' ? 'desc' : 'asc');
      return topics.map((topic) => ({ ...topic, media: toMedia(topic.media, mediaBase) }));
    },
  );
}
