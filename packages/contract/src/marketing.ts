import { z } from 'zod';
import { MediaSchema } from './media';

export const CarouselItemSchema = z.object({
  id: z.number().int(),
  name: z.string().describe('English name'),
  nameAr: z.string(),
  forwardingURLWeb: z.string().describe('Where a click on the slide leads; empty for none'),
  isActive: z.boolean(),
  mediaWeb: MediaSchema.nullable(),
});

export const BannerSchema = z.object({
  id: z.number().int(),
  nameEn: z.string(),
  nameAr: z.string(),
  forwardingURLWeb: z.string(),
  forwardingURL: z.string().describe('Link for the mobile apps'),
  backgroundColor: z.string(),
  media: MediaSchema.nullable(),
});
