import { z } from 'zod';
import { PagingQuerySchema, pageSchema } from './common';
import { endpoint } from './endpoint';
import { MediaSchema } from './media';

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

export const reviews = {
  list: endpoint({
    method: 'GET',
    path: '/reviews',
    tags: ['marketing'],
    access: 'anyone',
    summary: "Customers' reviews of the shop chosen for the home page, by rank",
    query: PagingQuerySchema,
    reply: pageSchema('reviews', ReviewSchema),
    refusals: [],
  }),
};
