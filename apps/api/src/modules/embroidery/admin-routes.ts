import { adminEmbroideryIcons } from '@seed/contract/admin-catalogue-lists';
import type { FastifyInstance } from 'fastify';
import { toMedia } from '../../http/media';
import type { ModuleOptions } from '../../http/module';
import { serve } from '../../http/serve';
import { recordAudit } from '../staff/audit';
import { createIcon, listAllIcons, updateIcon } from './admin-icons';

type Row = Awaited<ReturnType<typeof listAllIcons>>[number];

/** The catalogue desk's embroidery icons (permission `catalogue`). */
export async function adminIconRoutes(app: FastifyInstance, { db, mediaBase }: ModuleOptions) {
  const present = (row: Row) => ({ ...row, media: toMedia(row.media, mediaBase) });
  const actOf = (request: { user: { id: number }; id: string }, reason: string | undefined) => ({
    staffId: request.user.id,
    reason: reason ?? null,
    requestId: request.id,
    recordAudit,
  });

  serve(app, adminEmbroideryIcons.list, async () => ({ items: (await listAllIcons(db)).map(present) }));

  serve(app, adminEmbroideryIcons.create, async (request) => {
    const { reason, ...fields } = request.body;
    return present(await createIcon(db, fields, actOf(request, reason)));
  });

  serve(app, adminEmbroideryIcons.update, async (request) => {
    const { reason, ...fields } = request.body;
    return present(await updateIcon(db, request.params.id, fields, actOf(request, reason)));
  });
}
