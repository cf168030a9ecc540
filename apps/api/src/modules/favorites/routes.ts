import { favorites } from '@seed/contract/favorites';
import type { FavoriteKind } from '@seed/domain/favorite';
import { clampPaging, PAGE_SIZES } from '@seed/domain/paging';
import type { FastifyInstance } from 'fastify';
import type { ModuleOptions } from '../../http/module';
import { namedPage } from '../../http/page';
import { serve } from '../../http/serve';
import type { RequestContext } from '../../plugins/request-context';
import { presentArtist } from '../artists/present';
import { presentArtwork } from '../artworks/present';
import { presentCard } from '../products/present';
import { addFavorite, type FavoriteItem, favoriteIds, listFavorites, removeFavorite } from './service';

type Present<K extends FavoriteKind> = (
  row: FavoriteItem<K>,
  ctx: RequestContext,
  mediaBase: string,
) => unknown;

// Each kind's list answers under its own name with the cards its own pages use.
const LISTS: { [K in FavoriteKind]: { key: string; present: Present<K> } } = {
  product: {
    key: 'products',
    present: (row, ctx, mediaBase) => presentCard(row, { currency: ctx.currency, mediaBase }),
  },
  artist: { key: 'artists', present: (row, _ctx, mediaBase) => presentArtist(row, mediaBase) },
  artwork: { key: 'artworks', present: (row, _ctx, mediaBase) => presentArtwork(row, mediaBase) },
};

export async function favoriteRoutes(app: FastifyInstance, { db, mediaBase }: ModuleOptions) {
  const serveKind = <K extends FavoriteKind>(kind: K) => {
    const list = LISTS[kind];
    serve(app, favorites[kind].list, async (request) => {
      const paging = clampPaging(request.query, { defaultLimit: PAGE_SIZES.favorites });
      const page = await listFavorites(db, { userId: request.user.id, kind }, paging);
      return namedPage(list.key, page, (row) => list.present(row, request.ctx, mediaBase)) as never;
    });
    serve(app, favorites[kind].ids, async (request) => ({
      ids: await favoriteIds(db, { userId: request.user.id, kind }),
    }));
  };
  serveKind('product');
  serveKind('artist');
  serveKind('artwork');

  serve(app, favorites.add, async (request, reply) => {
    const { type, id } = request.params;
    const added = await addFavorite(db, { userId: request.user.id, kind: type }, id);
    return reply.code(added ? 201 : 200).send({ type, id, favorite: true });
  });

  serve(app, favorites.remove, async (request) => {
    const { type, id } = request.params;
    await removeFavorite(db, { userId: request.user.id, kind: type }, id);
    return { type, id, favorite: false };
  });
}
