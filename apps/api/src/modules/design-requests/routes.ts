import { BaseQuerySchema, IdParamsSchema } from '@seed/contract/common';
import {
  ChangeRequestBodySchema,
  DesignRequestBodySchema,
  DesignRequestListQuerySchema,
  DesignRequestListSchema,
  DesignRequestSchema,
} from '@seed/contract/design-requests';
import { DomainError } from '@seed/domain/errors';
import { clampPaging } from '@seed/domain/paging';
import type { MediaStore } from '@seed/media/store';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { GifSearch } from '../../adapters/gif-search/gif-search';
import type { ModuleOptions } from '../../http/module';
import { requireUser } from '../../plugins/auth';
import type { Mailer } from '../mail/mailer';
import { designerRoutes } from './admin-routes';
import { attachmentRoutes } from './attachment-routes';
import { presentDesignRequest, presentSummaries } from './present';
import { actionResponses, tags } from './route-helpers';
import {
  addContent,
  createDesignRequest,
  findDesignRequest,
  listDesignRequests,
  replaceBrief,
} from './service';
import { addProposalToCart, mailStatus, notFound, takeAction } from './workflow';

export type DesignRequestRoutesOptions = ModuleOptions & {
  store: MediaStore;
  mailer: Mailer;
  publicUrl: string;
  gifSearch: GifSearch;
};

export async function designRequestRoutes(app: FastifyInstance, options: DesignRequestRoutesOptions) {
  const { db, mediaBase, mailer, publicUrl } = options;
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const presentation = (request: FastifyRequest) => ({ currency: request.ctx.currency, mediaBase });
  const deps = (request: FastifyRequest) => ({ db, mailer, publicUrl, log: request.log });
  const detail = async (request: FastifyRequest, id: number) => {
    const row = await findDesignRequest(db, id, request.user!);
    if (!row) throw notFound(id);
    return presentDesignRequest(db, row, presentation(request));
  };

  routes.get(
    '/design-requests',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: 'Your design requests, newest first; designers (ADMIN) see everyone’s with all=true',
        querystring: DesignRequestListQuerySchema,
        response: { 200: DesignRequestListSchema, ...actionResponses },
      },
    },
    async (request) => {
      const { all, status } = request.query;
      if (all && request.user!.role !== 'ADMIN')
        throw new DomainError('FORBIDDEN', 'Only designers see every request');
      const paging = clampPaging(request.query, { defaultLimit: 12 });
      const page = await listDesignRequests(db, { ...paging, status, userId: all ? null : request.user!.id });
      const designRequests = await presentSummaries(db, page.rows, presentation(request));
      return { designRequests, count: page.count, ...paging };
    },
  );

  routes.get(
    '/design-requests/active',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: 'Your requests that are not DONE or CANCELLED yet, newest first',
        querystring: DesignRequestListQuerySchema.omit({ all: true, status: true }),
        response: { 200: DesignRequestListSchema, ...actionResponses },
      },
    },
    async (request) => {
      const paging = clampPaging(request.query, { defaultLimit: 12 });
      const page = await listDesignRequests(db, { ...paging, active: true, userId: request.user!.id });
      const designRequests = await presentSummaries(db, page.rows, presentation(request));
      return { designRequests, count: page.count, ...paging };
    },
  );

  routes.post(
    '/design-requests',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: 'File a design request (status NEW)',
        querystring: BaseQuerySchema,
        body: DesignRequestBodySchema,
        response: { 201: DesignRequestSchema, ...actionResponses },
      },
    },
    async (request, reply) => {
      const id = await createDesignRequest(db, request.user!.id, request.body);
      const row = await findDesignRequest(db, id, request.user!);
      await mailStatus(deps(request), row!);
      return reply.code(201).send(await presentDesignRequest(db, row!, presentation(request)));
    },
  );

  routes.get(
    '/design-requests/:id',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: 'One of your requests (any, for designers) with its thread and proposed products',
        params: IdParamsSchema,
        querystring: BaseQuerySchema,
        response: { 200: DesignRequestSchema, ...actionResponses },
      },
    },
    async (request) => detail(request, request.params.id),
  );

  routes.put(
    '/design-requests/:id/edit',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: 'Edit a DONE request (spec §4: only DONE is editable): new items and brief, back to NEW',
        params: IdParamsSchema,
        querystring: BaseQuerySchema,
        body: DesignRequestBodySchema,
        response: { 200: DesignRequestSchema, ...actionResponses },
      },
    },
    async (request) => {
      const id = request.params.id;
      await takeAction(deps(request), id, request.user!, 'edit', (tx, row) =>
        replaceBrief(tx, row.id, row.userId, request.body),
      );
      return detail(request, id);
    },
  );

  routes.post(
    '/design-requests/:id/request-change',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: 'Send a proposal back with what should change (WAITING_APPROVAL → REQUEST_FOR_CHANGE)',
        params: IdParamsSchema,
        querystring: BaseQuerySchema,
        body: ChangeRequestBodySchema,
        response: { 200: DesignRequestSchema, ...actionResponses },
      },
    },
    async (request) => {
      const id = request.params.id;
      await takeAction(deps(request), id, request.user!, 'requestChange', (tx, row) =>
        addContent(tx, row.id, request.user!.id, request.body.message, []).then(() => undefined),
      );
      return detail(request, id);
    },
  );

  routes.post(
    '/design-requests/:id/accept',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: 'Accept the proposal (WAITING_APPROVAL → DONE)',
        params: IdParamsSchema,
        querystring: BaseQuerySchema,
        response: { 200: DesignRequestSchema, ...actionResponses },
      },
    },
    async (request) => {
      const id = request.params.id;
      await takeAction(deps(request), id, request.user!, 'accept');
      return detail(request, id);
    },
  );

  routes.post(
    '/design-requests/:id/add-to-cart',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary:
          'Put the latest proposal’s products in your cart (WAITING_APPROVAL or DONE); no status change',
        description: 'Products already in the cart are left as they are; each new one is added once.',
        params: IdParamsSchema,
        querystring: BaseQuerySchema,
        response: { 200: DesignRequestSchema, ...actionResponses },
      },
    },
    async (request) => {
      const id = request.params.id;
      await addProposalToCart(db, id, request.user!);
      return detail(request, id);
    },
  );

  await app.register(attachmentRoutes, options);
  await app.register(designerRoutes, options);
}
