import type { FavoriteKind } from '@seed/domain/favorite';
import { clampPaging, PAGE_SIZES } from '@seed/domain/paging';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { ModuleOptions } from '../../http/module';
import {
  BaseQuerySchema,
  errorResponses,
  namedPage,
  PagingQuerySchema,
  pageSchema,
} from '../../http/schemas';
import { requireUser } from '../../plugins/auth';
import type { RequestContext } from '../../plugins/request-context';
import { presentArtist } from '../artists/present';
import { ArtistSchema } from '../artists/schemas';
import { presentArtwork } from '../artworks/present';
import { ArtworkCardSchema } from '../artworks/schemas';
import { presentCard } from '../products/present';
import { ProductCardSchema } from '../products/schemas';
import { FavoriteChangeSchema, FavoriteIdsSchema, FavoriteParamsSchema } from './schemas';
import { addFavorite, type FavoriteItem, favoriteIds, listFavorites, removeFavorite } from './service';

type ListOf<K extends FavoriteKind> = {
  key: string;
  schema: z.ZodType;
  present: (row: FavoriteItem<K>, ctx: RequestContext, mediaBase: string) => unknown;
};

// Each kind's list answers under its own name with the cards its own pages use.
const LISTS: { [K in FavoriteKind]: ListOf<K> } = {
  product: {
    key: 'products',
    schema: ProductCardSchema,
    present: (row, ctx, mediaBase) => presentCard(row, { currency: ctx.currency, mediaBase }),
  },
  artist: {
    key: 'artists',
    schema: ArtistSchema,
    present: (row, _ctx, mediaBase) => presentArtist(row, mediaBase),
  },
  artwork: {
    key: 'artworks',
    schema: ArtworkCardSchema,
    present: (row, _ctx, mediaBase) => presentArtwork(row, mediaBase),
  },
};

export async function favoriteRoutes(app: FastifyInstance, { db, mediaBase }: ModuleOptions) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['favorites'];

  const registerKind = <K extends FavoriteKind>(kind: K, list: ListOf<K>) => {
    routes.get(
      `/favorite/${kind}`,
      {
        preHandler: requireUser,
        schema: {
          tags,
          summary: `The signed-in user's favourite ${kind}s that are still listed, newest first`,
          description: `${PAGE_SIZES.favorites} per page by default; the web asks for offset (page - 1) × ${PAGE_SIZES.favorites}.`,
          querystring: PagingQuerySchema,
          response: { 200: pageSchema(list.key, list.schema), ...errorResponses },
        },
      },
      async (request) => {
        const paging = clampPaging(request.query, { defaultLimit: PAGE_SIZES.favorites });
        const page = await listFavorites(db, { userId: request.user!.id, kind }, paging);
        return namedPage(list.key, page, (row) => list.present(row, request.ctx, mediaBase));
      },
    );

    routes.get(
      `/favorite/${kind}-ids`,
      {
        preHandler: requireUser,
        schema: {
          tags,
          summary: `The ids of the signed-in user's favourite ${kind}s, for the hearts`,
          querystring: BaseQuerySchema,
          response: { 200: FavoriteIdsSchema, ...errorResponses },
        },
      },
      async (request) => ({ ids: await favoriteIds(db, { userId: request.user!.id, kind }) }),
    );
  };
  registerKind('product', LISTS.product);
  registerKind('artist', LISTS.artist);
  registerKind('artwork', LISTS.artwork);

  routes.post(
    '/favorite/:type/:id',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: 'Save a listed product, artist or artwork as a favourite (201 when new, 200 when it was)',
        params: FavoriteParamsSchema,
        querystring: BaseQuerySchema,
        response: { 200: FavoriteChangeSchema, 201: FavoriteChangeSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { type, id } = request.params;
      const added = await addFavorite(db, { userId: request.user!.id, kind: type }, id);
      return reply.code(added ? 201 : 200).send({ type, id, favorite: true });
    },
  );

  routes.delete(
    '/favorite/:type/:id',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: 'Remove a favourite; 404 when it is not one',
        params: FavoriteParamsSchema,
        querystring: BaseQuerySchema,
        response: { 200: FavoriteChangeSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { type, id } = request.params;
      await removeFavorite(db, { userId: request.user!.id, kind: type }, id);
      return { type, id, favorite: false };
    },
  );
}
