import { topics } from '@seed/contract/topics';
import type { FastifyInstance } from 'fastify';
import { toMedia } from '../../http/media';
import type { ModuleOptions } from '../../http/module';
import { serve } from '../../http/serve';
import { adminTopicRoutes } from './admin-routes';
import { listTopics } from './service';

export async function topicRoutes(app: FastifyInstance, { db, mediaBase }: ModuleOptions) {
  for (const route of [topics.list, topics.specList]) {
    serve(
      app,
      route,
      async (request) => {
        const rows = await listTopics(db, request.query.rankOrder === '-1' ? 'desc' : 'asc');
        return rows.map((topic) => ({ ...topic, media: toMedia(topic.media, mediaBase) }));
      },
      { config: { cacheSeconds: 60 } },
    );
  }

  await adminTopicRoutes(app, { db, mediaBase });
}
