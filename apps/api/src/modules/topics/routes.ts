import { BaseQuerySchema, errorResponses } from '@seed/contract/common';
import { MediaSchema } from '@seed/contract/media';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { toMedia } from '../../http/media';
import type { ModuleOptions } from '../../http/module';
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

// The spec's client calls "api/topics" where every other call has no "api/" of its own, so under our /api
// prefix the literal path is /api/api/topics; /api/topics, what the web uses, answers the same.
const TOPIC_PATHS = ['/topics', '/api/topics'];

export async function topicRoutes(app: FastifyInstance, { db, mediaBase }: ModuleOptions) {
  for (const path of TOPIC_PATHS) {
    app.withTypeProvider<ZodTypeProvider>().get(
      path,
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
}
