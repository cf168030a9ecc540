import { ADMIN_TEMPLATE_PAGE_SIZE, adminCatalogue } from '@seed/contract/admin-content-catalogue';
import type { Db } from '@seed/db/client';
import { clampPaging } from '@seed/domain/paging';
import type { FastifyInstance } from 'fastify';
import { namedPage } from '../../http/page';
import { serve } from '../../http/serve';
import { recordAudit } from '../staff/audit';
import {
  createTemplate,
  findAdminTemplate,
  listAdminTemplates,
  previewTemplate,
  updateTemplate,
} from './admin-templates';

/** The catalogue desk's templates (permission `catalogue`; decision 0044). */
export async function adminTemplateRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const actOf = (request: { user: { id: number }; id: string }, reason?: string) => ({
    staffId: request.user.id,
    reason: reason ?? null,
    requestId: request.id,
  });

  serve(app, adminCatalogue.templates, async (request) => {
    const paging = clampPaging(request.query, { defaultLimit: ADMIN_TEMPLATE_PAGE_SIZE });
    const page = await listAdminTemplates(db, request.query.q, paging);
    return { ...namedPage('templates', page, (row) => row), total: page.total };
  });
  serve(app, adminCatalogue.template, (request) => findAdminTemplate(db, request.params.id));
  serve(app, adminCatalogue.createTemplate, (request) =>
    createTemplate(db, request.body, actOf(request, request.body.reason), recordAudit),
  );
  serve(app, adminCatalogue.updateTemplate, (request) =>
    updateTemplate(db, request.params.id, request.body, actOf(request, request.body.reason), recordAudit),
  );
  serve(app, adminCatalogue.previewTemplate, (request) =>
    previewTemplate(request.body.templateHtmlCode, request.body.templateControls),
  );
}
