import { designRequests } from '@seed/contract/design-requests';
import { DomainError } from '@seed/domain/errors';
import { clampPaging } from '@seed/domain/paging';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../http/serve';
import { designerRoutes } from './admin-routes';
import { attachmentRoutes } from './attachment-routes';
import { presentDesignRequest, presentSummaries } from './present';
import { type DesignRequestRoutesOptions, requestTools, viewerOf } from './request-tools';
import {
  addContent,
  createDesignRequest,
  findDesignRequest,
  listDesignRequests,
  replaceBrief,
} from './service';
import { addProposalToCart, mailStatus, notFound, takeAction } from './workflow';

export async function designRequestRoutes(app: FastifyInstance, options: DesignRequestRoutesOptions) {
  const { db } = options;
  const { presentation, deps, detail } = requestTools(options);

  serve(app, designRequests.list, async (request) => {
    const { all, status } = request.query;
    if (all && !(await viewerOf(request)).designer)
      throw new DomainError('FORBIDDEN', 'Only designers see every request');
    const paging = clampPaging(request.query, { defaultLimit: 12 });
    const page = await listDesignRequests(db, { ...paging, status, userId: all ? null : request.user.id });
    const list = await presentSummaries(db, page.rows, presentation(request));
    return { designRequests: list, count: page.count, ...paging };
  });

  serve(app, designRequests.active, async (request) => {
    const paging = clampPaging(request.query, { defaultLimit: 12 });
    const page = await listDesignRequests(db, { ...paging, active: true, userId: request.user.id });
    const list = await presentSummaries(db, page.rows, presentation(request));
    return { designRequests: list, count: page.count, ...paging };
  });

  serve(app, designRequests.create, async (request) => {
    const id = await createDesignRequest(db, request.user.id, request.body);
    const row = await findDesignRequest(db, id, await viewerOf(request));
    if (!row) throw notFound(id);
    await mailStatus(deps(request), row);
    return presentDesignRequest(db, row, presentation(request));
  });

  serve(app, designRequests.detail, async (request) =>
    detail(request, await viewerOf(request), request.params.id),
  );

  serve(app, designRequests.edit, async (request) => {
    const { id } = request.params;
    await takeAction(deps(request), id, await viewerOf(request), 'edit', (tx, row) =>
      replaceBrief(tx, row.id, row.userId, request.body),
    );
    return detail(request, await viewerOf(request), id);
  });

  serve(app, designRequests.requestChange, async (request) => {
    const { id } = request.params;
    await takeAction(deps(request), id, await viewerOf(request), 'requestChange', async (tx, row) => {
      await addContent(tx, row.id, request.user.id, request.body.message, []);
    });
    return detail(request, await viewerOf(request), id);
  });

  serve(app, designRequests.accept, async (request) => {
    const { id } = request.params;
    await takeAction(deps(request), id, await viewerOf(request), 'accept');
    return detail(request, await viewerOf(request), id);
  });

  serve(app, designRequests.addToCart, async (request) => {
    const { id } = request.params;
    await addProposalToCart(db, id, await viewerOf(request));
    return detail(request, await viewerOf(request), id);
  });

  await app.register(attachmentRoutes, options);
  await app.register(designerRoutes, options);
}
