import { BaseQuerySchema, errorResponses } from '@seed/contract/common';
import { MediaSchema } from '@seed/contract/media';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { toMedia } from '../../http/media';
import type { ModuleOptions } from '../../http/module';
import { listEmbroideryIcons } from './service';

const EmbroideryIconSchema = z.object({
  id: z.number().int(),
  mediaId: z.number().int().nullable(),
  nameEn: z.string(),
  nameAr: z.string(),
  isActive: z.boolean(),
  media: MediaSchema.nullable(),
});

export async function embroideryRoutes(app: FastifyInstance, { db, mediaBase }: ModuleOptions) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/embroidery-icons',
    {
      config: { cacheSeconds: 60 },
      schema: {
        tags: ['customization'],
        summary: 'Active icons a shopper can embroider, by rank',
        querystring: BaseQuerySchema,
        response: { 200: z.array(EmbroideryIconSchema), ...errorResponses },
      },
    },
    async () => {
      const icons = await listEmbroideryIcons(db);
      return icons.map((icon) => ({ ...icon, media: toMedia(icon.media, mediaBase) }));
    },
  );
}
