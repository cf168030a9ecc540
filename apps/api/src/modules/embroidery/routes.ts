import { embroidery } from '@seed/contract/embroidery';
import type { FastifyInstance } from 'fastify';
import { toMedia } from '../../http/media';
import type { ModuleOptions } from '../../http/module';
import { serve } from '../../http/serve';
import { adminIconRoutes } from './admin-routes';
import { listEmbroideryIcons } from './service';

export async function embroideryRoutes(app: FastifyInstance, { db, mediaBase }: ModuleOptions) {
  serve(
    app,
    embroidery.icons,
    async () => {
      const icons = await listEmbroideryIcons(db);
      return icons.map((icon) => ({ ...icon, media: toMedia(icon.media, mediaBase) }));
    },
    { config: { cacheSeconds: 60 } },
  );

  await adminIconRoutes(app, { db, mediaBase });
}
