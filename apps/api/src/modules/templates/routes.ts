import { templates } from '@seed/contract/templates';
import { DomainError } from '@seed/domain/errors';
import type { MediaStore } from '@seed/media/store';
import type { FastifyInstance } from 'fastify';
import type { ModuleOptions } from '../../http/module';
import { serve } from '../../http/serve';
import { adminTemplateRoutes } from './admin-routes';
import { renderPrintPng, renderTemplate, templateValues } from './render';
import { findTemplate } from './service';
import { loadTemplatePictures, type Purpose } from './template-images';

/** Spec §7 "Reviews and templates": a template filled with the shopper's values, as markup or as print. */
export async function templateRoutes(
  app: FastifyInstance,
  { db, store }: ModuleOptions & { store: MediaStore },
) {
  const templateOr404 = async (id: number) => {
    const template = await findTemplate(db, id);
    if (!template) throw new DomainError('NOT_FOUND', `Template ${id} not found`);
    return template;
  };
  const rendered = async (
    id: number,
    controls: Record<string, string>,
    userId: number | null,
    purpose: Purpose,
  ) => {
    const template = await templateOr404(id);
    const values = templateValues(template, controls, { preview: purpose === 'preview' });
    const { pictures, issues } = await loadTemplatePictures({ db, store }, template, values, userId, purpose);
    return { id, html: renderTemplate(template, values, pictures), values, imageIssues: issues };
  };
  const preview = (id: number, controls: Record<string, string> = {}, userId: number | null) =>
    rendered(id, controls, userId, 'preview');

  serve(app, templates.preview, (request) =>
    preview(request.params.id, request.query.controls, request.user?.id ?? null),
  );

  serve(app, templates.previewPost, (request) =>
    preview(request.params.id, request.body.controls, request.user?.id ?? null),
  );

  serve(app, templates.print, async (request, reply) => {
    const { html } = await rendered(
      request.params.id,
      request.query.controls ?? {},
      request.user?.id ?? null,
      'print',
    );
    const png = await renderPrintPng(html);
    return reply.type('image/png').header('Cache-Control', 'private, max-age=300').send(png);
  });

  await adminTemplateRoutes(app, { db });
}
