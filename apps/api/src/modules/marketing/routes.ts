import { marketing } from '@seed/contract/marketing';
import type { FastifyInstance } from 'fastify';
import { toMedia } from '../../http/media';
import type { ModuleOptions } from '../../http/module';
import { serve } from '../../http/serve';
import { adminMarketingRoutes } from './admin-routes';
import { listBanners, listCarouselItems } from './service';

export async function marketingRoutes(app: FastifyInstance, { db, mediaBase }: ModuleOptions) {
  const minute = { config: { cacheSeconds: 60 } };

  serve(
    app,
    marketing.carousel,
    async () => {
      const items = await listCarouselItems(db);
      return items.map((item) => ({
        ...item,
        mediaWeb: toMedia(item.mediaWeb, mediaBase),
        mediaWebAr: toMedia(item.mediaWebAr, mediaBase),
      }));
    },
    minute,
  );

  serve(
    app,
    marketing.banners,
    async () => {
      const items = await listBanners(db);
      return items.map((item) => ({
        ...item,
        media: toMedia(item.media, mediaBase),
        mediaAr: toMedia(item.mediaAr, mediaBase),
      }));
    },
    minute,
  );

  await adminMarketingRoutes(app, { db, mediaBase });
}
