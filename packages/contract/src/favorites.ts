import { FAVORITE_KINDS, type FavoriteKind } from '@seed/domain/favorite';
import { PAGE_SIZES } from '@seed/domain/paging';
import { z } from 'zod';
import { ArtistSchema } from './artists';
import { ArtworkCardSchema } from './artworks';
import { BaseQuerySchema, IdSchema, PagingQuerySchema, pageSchema } from './common';
import { endpoint } from './endpoint';
import { ProductCardSchema } from './products';

export const FavoriteParamsSchema = z.strictObject({
  type: z.enum(FAVORITE_KINDS, { error: `type must be one of ${FAVORITE_KINDS.join(', ')}` }),
  id: IdSchema,
});

export const FavoriteIdsSchema = z.object({
  ids: z.array(z.number().int()).describe('Every saved id of the kind, newest first, listed or not'),
});

export const FavoriteChangeSchema = z.object({
  type: z.enum(FAVORITE_KINDS),
  id: z.number().int(),
  favorite: z.boolean().describe('Whether it is a favourite after the call'),
});

const tags = ['favorites'];

function kindEndpoints<K extends FavoriteKind, Key extends string, S extends z.ZodType>(
  kind: K,
  key: Key,
  card: S,
) {
  return {
    list: endpoint({
      method: 'GET',
      path: `/favorite/${kind}`,
      tags,
      access: 'signedIn',
      summary: `The signed-in user's favourite ${kind}s that are still listed, newest first`,
      description: `${PAGE_SIZES.favorites} per page by default; the web asks for offset (page - 1) × ${PAGE_SIZES.favorites}.`,
      query: PagingQuerySchema,
      reply: pageSchema(key, card),
      refusals: [],
    }),
    ids: endpoint({
      method: 'GET',
      path: `/favorite/${kind}-ids`,
      tags,
      access: 'signedIn',
      summary: `The ids of the signed-in user's favourite ${kind}s, for the hearts`,
      query: BaseQuerySchema,
      reply: FavoriteIdsSchema,
      refusals: [],
    }),
  };
}

export const favorites = {
  product: kindEndpoints('product', 'products', ProductCardSchema),
  artist: kindEndpoints('artist', 'artists', ArtistSchema),
  artwork: kindEndpoints('artwork', 'artworks', ArtworkCardSchema),
  add: endpoint({
    method: 'POST',
    path: '/favorite/:type/:id',
    tags,
    access: 'signedIn',
    summary: 'Save a listed product, artist or artwork as a favourite (201 when new, 200 when it was)',
    params: FavoriteParamsSchema,
    query: BaseQuerySchema,
    status: 201,
    reply: FavoriteChangeSchema,
    refusals: [],
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/favorite/:type/:id',
    tags,
    access: 'signedIn',
    summary: 'Remove a favourite; 404 when it is not one',
    params: FavoriteParamsSchema,
    query: BaseQuerySchema,
    reply: FavoriteChangeSchema,
    refusals: [],
  }),
};
