import { ErrorBodySchema, errorResponses, IdParamsSchema } from '@seed/contract/common';
import { RenderBodySchema, RenderedTemplateSchema, RenderQuerySchema } from '@seed/contract/templates';
import { DomainError } from '@seed/domain/errors';
import type { MediaStore } from '@seed/media/store';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ModuleOptions } from '../../http/module';
import { renderPrintPng, renderTemplate, templateValues } from './render';
import { findTemplate } from './service';
import { loadTemplatePictures, type Purpose } from './template-images';

const tags = ['templates'];

/** Spec §7 "Reviews and templates": a template filled with the shopper's values, as markup or as print. */
export async function templateRoutes(
  app: FastifyInstance,
  { db, store }: ModuleOptions & { store: MediaStore },
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
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

  routes.get(
    '/template/:id/generateHtmlCode',
    {
      schema: {
        tags,
        summary: 'The template filled with control values (defaults for the ones not given)',
        description:
          'Values are checked against the template controls: unknown controls, values of the wrong type ' +
          'and texts over their maxLength are refused (400). The markup is sanitised: no scripts, event ' +
          'handlers or external loads. An image control takes the id of an image the signed-in caller ' +
          "uploaded (a guest's is 401, anyone else's 404); it is drawn into its slot as a data: URL, and " +
          'imageIssues lists images that would print under 150 DPI (warn) or 75 DPI (block).',
        params: IdParamsSchema,
        querystring: RenderQuerySchema,
        response: { 200: RenderedTemplateSchema, ...errorResponses, 401: ErrorBodySchema },
      },
    },
    (request) => preview(request.params.id, request.query.controls, request.user?.id ?? null),
  );

  routes.post(
    '/template/:id/generateHtmlCode',
    {
      schema: {
        tags,
        summary: 'As the GET, with the control values in the body (for long or many values)',
        params: IdParamsSchema,
        body: RenderBodySchema,
        response: { 200: RenderedTemplateSchema, ...errorResponses, 401: ErrorBodySchema },
      },
    },
    (request) => preview(request.params.id, request.body.controls, request.user?.id ?? null),
  );

  routes.get(
    '/template/:id/print',
    {
      schema: {
        tags,
        summary: 'The print-ready file: the same rendering as a transparent 3000 px PNG at 300 DPI',
        description:
          'Every required control needs a value, as for an order; images are drawn at 300 DPI and an image ' +
          'under 75 DPI in its slot is refused (400).',
        params: IdParamsSchema,
        querystring: RenderQuerySchema,
        produces: ['image/png'],
        response: { 200: z.custom<Buffer>().describe('image/png'), ...errorResponses, 401: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      const { html } = await rendered(
        request.params.id,
        request.query.controls ?? {},
        request.user?.id ?? null,
        'print',
      );
      const png = await renderPrintPng(html);
      return reply.type('image/png').header('Cache-Control', 'private, max-age=300').send(png);
    },
  );
}
