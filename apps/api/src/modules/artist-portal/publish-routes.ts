import {
  ApprovalBodySchema,
  ApprovalSchema,
  PublishBodySchema,
  PublishedSchema,
} from '@seed/contract/artist-portal';
import { BaseQuerySchema, errorResponses, IdParamsSchema } from '@seed/contract/common';
import { DomainError } from '@seed/domain/errors';
import type { MediaStore } from '@seed/media/store';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { toMedia } from '../../http/media';
import type { ModuleOptions } from '../../http/module';
import { requireRole } from '../../plugins/auth';
import { setArtworkApproval } from '../artworks/artist-artworks';
import { artistOf } from './artist-of';
import { publishArtwork } from './publish';

export async function artworkPublishingRoutes(
  app: FastifyInstance,
  { db, mediaBase, store }: ModuleOptions & { store: MediaStore },
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(
    '/artist/portal/artworks',
    {
      preHandler: requireRole('ARTIST', 'ADMIN'),
      // Each blank item costs an image composed and encoded three times.
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: {
        tags: ['artist portal'],
        summary: 'Publish an artwork: it and one product per chosen blank item, waiting for approval',
        description:
          'mediaId is an image you uploaded with media/upload. Each product shows the artwork centred in the ' +
          'front print area of its blank item. Nothing appears in the shop before an admin approves the artwork.',
        querystring: BaseQuerySchema,
        body: PublishBodySchema,
        response: { 201: PublishedSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const artist = await artistOf(db, request);
      const { artwork, productIds } = await publishArtwork(
        { db, store },
        { userId: request.user!.id, artist },
        request.body,
      );
      return reply.code(201).send({
        artwork: {
          ...artwork,
          createdAt: artwork.createdAt.toISOString(),
          media: toMedia(artwork.media, mediaBase),
        },
        productIds,
      });
    },
  );

  routes.patch(
    '/admin/artworks/:id/approval',
    {
      preHandler: requireRole('ADMIN'),
      schema: {
        tags: ['admin'],
        summary: 'Approve an artwork (it and its products enter the shop) or withdraw the approval',
        params: IdParamsSchema,
        querystring: BaseQuerySchema,
        body: ApprovalBodySchema,
        response: { 200: ApprovalSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { id } = request.params;
      const { isApproved } = request.body;
      if (!(await setArtworkApproval(db, id, isApproved)))
        throw new DomainError('NOT_FOUND', `Artwork ${id} not found`);
      app.clearResponseCache();
      return { id, isApproved };
    },
  );
}
