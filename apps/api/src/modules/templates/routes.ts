import { DomainError } from '@seed/domain/errors';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ModuleOptions } from '../../http/module';
import { errorResponses, IdParamsSchema } from '../../http/schemas';
import { renderPrintPng, renderTemplate, templateValues } from './render';
import { RenderBodySchema, RenderedTemplateSchema, RenderQuerySchema } from './schemas';
import { findTemplate } from './service';

const tags = ['templates'];

/** Spec §7 "Reviews and templates": a template filled with the shopper's values, as markup or as print. */
export async function templateRoutes(app: FastifyInstance, { db }: ModuleOptions) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const templateOr404 = async (id: number) => {
    const template = await findTemplate(db, id);
    if (!template) throw new DomainError('NOT_FOUND', `Template ${id} not found`);
    return template;
  };
  const preview = async (id: number, controls: Record<string, string> = {}) => {
    const template = await templateOr404(id);
    const values = templateValues(template, controls, { preview: true });
    return { id, html: renderTemplate(template, values), values };
  };

  routes.get(
    '/template/:id/generateHtmlCode',
    {
      schema: {
        tags,
        summary: 'The template filled with control values (defaults for the ones not given)',
        description:
          'Values are checked against the template controls: unknown controls, values of the wrong type ' +
          'and texts over their maxLength are refused (400). The markup is sanitised: no scripts, event ' +
          'handlers or external loads.',
        params: IdParamsSchema,
        querystring: RenderQuerySchema,
        response: { 200: RenderedTemplateSchema, ...errorResponses },
      },
    },
    (request) => preview(request.params.id, request.query.controls),
  );

  routes.post(
    '/template/:id/generateHtmlCode',
    {
      schema: {
        tags,
        summary: 'As the GET, with the control values in the body (for long or many values)',
        params: IdParamsSchema,
        body: RenderBodySchema,
        response: { 200: RenderedTemplateSchema, ...errorResponses },
      },
    },
    (request) => preview(request.params.id, request.body.controls),
  );

  routes.get(
    '/template/:id/print',
    {
      schema: {
        tags,
        summary: 'The print-ready file: the same rendering as a transparent 3000 px PNG at 300 DPI',
        description: 'Every required control needs a value, as for an order.',
        params: IdParamsSchema,
        querystring: RenderQuerySchema,
        produces: ['image/png'],
        response: { 200: z.custom<Buffer>().describe('image/png'), ...errorResponses },
      },
    },
    async (request, reply) => {
      const template = await templateOr404(request.params.id);
      const values = templateValues(template, request.query.controls ?? {}, { preview: false });
      const png = await renderPrintPng(renderTemplate(template, values));
      return reply.type('image/png').header('Cache-Control', 'private, max-age=300').send(png);
    },
  );
}
