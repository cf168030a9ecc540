import { z } from 'zod';
import { BaseQuerySchema } from './common';
import { endpoint } from './endpoint';
import { MediaSchema } from './media';

const CarouselItemSchema = z.object({
  id: z.number().int(),
  name: z.string().describe('English name'),
  nameAr: z.string(),
  forwardingURLWeb: z.string().describe('Where a click on the slide leads; empty for none'),
  backgroundColor: z.string(),
  isActive: z.boolean(),
  mediaWeb: MediaSchema.nullable().describe("The English pages' picture"),
  mediaWebAr: MediaSchema.nullable().describe(
    "The Arabic pages' picture; never fall back to the English one",
  ),
});

const BannerSchema = z.object({
  id: z.number().int(),
  nameEn: z.string(),
  nameAr: z.string(),
  forwardingURLWeb: z.string(),
  forwardingURL: z.string().describe('Link for the mobile apps'),
  backgroundColor: z.string(),
  media: MediaSchema.nullable().describe("The English pages' picture"),
  mediaAr: MediaSchema.nullable().describe("The Arabic pages' picture; never fall back to the English one"),
});

const tags = ['marketing'];

export const marketing = {
  carousel: endpoint({
    method: 'GET',
    path: '/carousel',
    tags,
    access: 'anyone',
    summary: 'Home-page carousel slides shown now (active, within their dates), by rank',
    query: BaseQuerySchema,
    reply: z.array(CarouselItemSchema),
    refusals: [],
  }),
  banners: endpoint({
    method: 'GET',
    path: '/banner',
    tags,
    access: 'anyone',
    summary: 'Banners shown now (active, within their dates), by rank',
    query: BaseQuerySchema,
    reply: z.array(BannerSchema),
    refusals: [],
  }),
};
