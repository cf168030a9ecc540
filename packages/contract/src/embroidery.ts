import { z } from 'zod';
import { BaseQuerySchema } from './common';
import { endpoint } from './endpoint';
import { MediaSchema } from './media';

export const EmbroideryIconSchema = z.object({
  id: z.number().int(),
  mediaId: z.number().int().nullable(),
  nameEn: z.string(),
  nameAr: z.string(),
  isActive: z.boolean(),
  media: MediaSchema.nullable(),
});

export const embroidery = {
  icons: endpoint({
    method: 'GET',
    path: '/embroidery-icons',
    tags: ['customization'],
    access: 'anyone',
    summary: 'Active icons a shopper can embroider, by rank',
    query: BaseQuerySchema,
    reply: z.array(EmbroideryIconSchema),
    refusals: [],
  }),
};
