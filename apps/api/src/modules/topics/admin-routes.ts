import { adminTopics } from '@seed/contract/admin-catalogue-lists';
import type { FastifyInstance } from 'fastify';
import { toMedia } from '../../http/media';
import type { ModuleOptions } from '../../http/module';
import { serve } from '../../http/serve';
import { recordAudit } from '../staff/audit';
import { createTopic, listAllTopics, updateTopic } from './admin-topics';

type Row = Awaited<ReturnType<typeof listAllTopics>>[number];

/** The catalogue desk's topics (permission `catalogue`). */
export async function adminTopicRoutes(app: FastifyInstance, { db, mediaBase }: ModuleOptions) {
  const present = (row: Row) => ({ ...row, media: toMedia(row.media, mediaBase) });
  const actOf = (request: { user: { id: number }; id: string }, reason: string | undefined) => ({
    staffId: request.user.id,
    reason: reason ?? null,
    requestId: request.id,
    recordAudit,
  });

  serve(app, adminTopics.list, async () => ({ items: (await listAllTopics(db)).map(present) }));

  serve(app, adminTopics.create, async (request) => {
    const { reason, ...fields } = request.body;
    return present(await createTopic(db, fields, actOf(request, reason)));
  });

  serve(app, adminTopics.update, async (request) => {
    const { reason, ...fields } = request.body;
    return present(await updateTopic(db, request.params.id, fields, actOf(request, reason)));
  });
}
