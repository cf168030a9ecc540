import {
  ArtworkCardSchema,
  ArtworkListQuerySchema,
  ArtworkSchema,
  FeaturedArtworkQuerySchema,
} from '@seed/contract/artworks';
import { BaseQuerySchema, errorResponses, IdParamsSchema, pageSchema } from '@seed/contract/common';
import { DomainError } from '@seed/domain/errors';
import { clampPaging, PAGE_SIZES } from '@seed/domain/paging';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ModuleOptions } from '../../http/module';
import { namedPage } from '../../http/page';
import { recordView } from '../views/service';
import { presentArtwork } from './present';
import { findArtwork, listArtworks, listFeaturedArtworks } from './service';

// The spec sets 100 for a search only; browsing pages take the artist shop's 12.
const pageSize = (search: string | undefined) =>
  search?.trim() ? PAGE_SIZES.artworkSearch : PAGE_SIZES.artistArtworks;

export async function artworkRoutes(app: FastifyInstance, { db, mediaBase }: ModuleOptions) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const present = <T extends Parameters<typeof presentArtwork>[0]>(row: T) => presentArtwork(row, mediaBase);

  routes.get(
    '/artwork',
    {
      config: { cacheSeconds: 30 },
      schema: {
        tags: ['artworks'],
        summary: 'Artworks in the shop, newest first, or the most relevant first when searching',
        querystring: ArtworkListQuerySchema,
        response: { 200: pageSchema('artworks', ArtworkCardSchema), ...errorResponses },
      },
    },
    async (request) => {
      const { search } = request.query;
      const paging = clampPaging(request.query, { defaultLimit: pageSize(search) });
      return namedPage('artworks', await listArtworks(db, { search, ...paging }), present);
    },
  );

  routes.get(
    '/featured/artwork',
    {
      config: { cacheSeconds: 60 },
      schema: {
        tags: ['artworks'],
        summary: 'The most popular artworks (purchases, likes, recent views)',
        querystring: FeaturedArtworkQuerySchema,
        response: { 200: pageSchema('artworks', ArtworkCardSchema), ...errorResponses },
      },
    },
    async (request) => {
      const { search, frontPage } = request.query;
      const paging = clampPaging(request.query, { defaultLimit: pageSize(search) });
      return namedPage('artworks', await listFeaturedArtworks(db, { search, frontPage, ...paging }), present);
    },
  );

  routes.get(
    '/artwork/:id',
    {
      schema: {
        tags: ['artworks'],
        summary: 'An artwork page: the artwork, its artist and its topics',
        params: IdParamsSchema,
        querystring: BaseQuerySchema,
        response: { 200: ArtworkSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { id } = request.params;
      const artwork = await findArtwork(db, id);
      if (!artwork) throw new DomainError('NOT_FOUND', `Artwork ${id} not found`);
      // Counted off the response path: a lost view is cheaper than a slower page.
      recordView(db, 'artwork', id).catch((err: unknown) =>
        request.log.warn({ err }, 'artwork view not counted'),
      );
      return present(artwork);
    },
  );
}
