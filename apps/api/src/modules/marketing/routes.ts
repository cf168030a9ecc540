import { BaseQuerySchema, errorResponses } from '@seed/contract/common';
import { BannerSchema, CarouselItemSchema } from '@seed/contract/marketing';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { toMedia } from '../../http/media';
import type { ModuleOptions } from '../../http/module';
import { listBanners, listCarouselItems } from './service';

export async function marketingRoutes(app: FastifyInstance, { db, mediaBase }: ModuleOptions) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/carousel',
    {
      config: { cacheSeconds: 60 },
      schema: {
        tags: ['marketing'],
        summary: 'Active home-page carousel slides, by rank',
        querystring: BaseQuerySchema,
        response: { 200: z.array(CarouselItemSchema), ...errorResponses },
      },
    },
    async () => {
      const items = await listCarouselItems(db);
      return items.map((item) => ({ ...item, mediaWeb: toMedia(item.mediaWeb, mediaBase) }));
    },
  );

  routes.get(
    '/banner',
    {
      config: { cacheSeconds: 60 },
      schema: {
        tags: ['marketing'],
        summary: 'Active banners, by rank',
        querystring: BaseQuerySchema,
        response: { 200: z.array(BannerSchema), ...errorResponses },
      },
    },
    async () => {
      const items = await listBanners(db);
      return items.map((item) => ({ ...item, media: toMedia(item.media, mediaBase) }));
    },
  );
}
