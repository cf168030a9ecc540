import {
  ArtistRequestBodySchema,
  ArtistRequestListQuerySchema,
  ArtistRequestSchema,
  ReviewBodySchema,
} from '@seed/contract/artist-requests';
import { BaseQuerySchema, errorResponses, IdParamsSchema, pageSchema } from '@seed/contract/common';
import { clampPaging } from '@seed/domain/paging';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { toMedia } from '../../http/media';
import type { ModuleOptions } from '../../http/module';
import { namedPage } from '../../http/page';
import { requireRole, requireUser } from '../../plugins/auth';
import { listArtistRequests, reviewArtistRequest, submitArtistRequest } from './service';

type Row = Awaited<ReturnType<typeof submitArtistRequest>>;

export async function artistRequestRoutes(app: FastifyInstance, { db, mediaBase }: ModuleOptions) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const present = (row: Row) => ({
    ...row,
    samples: row.samples.map((sample) => toMedia(sample, mediaBase)!),
    createdAt: row.createdAt.toISOString(),
    reviewedAt: row.reviewedAt?.toISOString() ?? null,
  });

  const apply = {
    preHandler: requireUser,
    schema: {
      tags: ['artist requests'],
      summary: 'Ask to become an artist',
      description:
        'sampleMediaIds are images you uploaded with media/upload. One request waits at a time (409 while ' +
        'one does, and for an artist). Its state shows as artistRequest in users/get/me.',
      querystring: BaseQuerySchema,
      body: ArtistRequestBodySchema,
      response: { 201: ArtistRequestSchema, ...errorResponses },
    },
  };
  // The spec names PUT; POST is what a new request is to everyone else, so both are served.
  for (const method of ['POST', 'PUT'] as const)
    routes.route({
      ...apply,
      method,
      url: '/users/became-artist',
      handler: async (request, reply) =>
        reply.code(201).send(present(await submitArtistRequest(db, request.user!.id, request.body))),
    });

  routes.get(
    '/admin/artist-requests',
    {
      preHandler: requireRole('ADMIN'),
      schema: {
        tags: ['admin'],
        summary: 'Requests to become an artist, newest first',
        querystring: ArtistRequestListQuerySchema,
        response: { 200: pageSchema('artistRequests', ArtistRequestSchema), ...errorResponses },
      },
    },
    async (request) => {
      const paging = clampPaging(request.query, { defaultLimit: 20 });
      const page = await listArtistRequests(db, { status: request.query.status, ...paging });
      return namedPage('artistRequests', page, present);
    },
  );

  routes.patch(
    '/admin/artist-requests/:id',
    {
      preHandler: requireRole('ADMIN'),
      schema: {
        tags: ['admin'],
        summary: 'Approve or reject a waiting request; approval makes the applicant an artist',
        description: 'A request already decided answers 409.',
        params: IdParamsSchema,
        querystring: BaseQuerySchema,
        body: ReviewBodySchema,
        response: { 200: ArtistRequestSchema, ...errorResponses },
      },
    },
    async (request) =>
      present(await reviewArtistRequest(db, request.user!.id, request.params.id, request.body)),
  );
}
