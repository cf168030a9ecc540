import { z } from 'zod';
import { BaseQuerySchema } from './common';
import { endpoint } from './endpoint';
import { MediaSchema } from './media';

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

const list = (path: string) =>
  endpoint({
    method: 'GET',
    path,
    tags: ['catalog'],
    access: 'anyone',
    summary: 'Active artwork topics',
    query: TopicsQuerySchema,
    reply: z.array(TopicSchema),
    refusals: [],
  });

export const topics = {
  list: list('/topics'),
  // The spec's client calls "api/topics" where every other call has no "api/" of its own, so under the API's
  // /api prefix its literal path is /api/api/topics; /api/topics, what the web uses, answers the same.
  specList: list('/api/topics'),
};
