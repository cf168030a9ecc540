import { ADMIN_HOME_PAGE_SIZE, adminHome } from '@seed/contract/admin-catalogue-home';
import { artworks } from '@seed/contract/artworks';
import { DomainError } from '@seed/domain/errors';
import { clampPaging, PAGE_SIZES } from '@seed/domain/paging';
import type { FastifyInstance } from 'fastify';
import type { ModuleOptions } from '../../http/module';
import { namedPage } from '../../http/page';
import { serve } from '../../http/serve';
import { recordAudit } from '../staff/audit';
import type { ViewCounter } from '../views/service';
import { featureArtwork, listArtworkPicks } from './admin-featured';
import { presentArtwork } from './present';
import { findArtwork, listArtworks, listFeaturedArtworks } from './service';

// The spec sets 100 for a search only; browsing pages take the artist shop's 12.
const pageSize = (search: string | undefined) =>
  search?.trim() ? PAGE_SIZES.artworkSearch : PAGE_SIZES.artistArtworks;

export async function artworkRoutes(
  app: FastifyInstance,
  { db, mediaBase, views }: ModuleOptions & { views: ViewCounter },
) {
  const present = <T extends Parameters<typeof presentArtwork>[0]>(row: T) => presentArtwork(row, mediaBase);

  serve(
    app,
    artworks.list,
    async (request) => {
      const { search } = request.query;
      const paging = clampPaging(request.query, { defaultLimit: pageSize(search) });
      return namedPage('artworks', await listArtworks(db, { search, ...paging }), present);
    },
    { config: { cacheSeconds: 30 } },
  );

  serve(
    app,
    artworks.featured,
    async (request) => {
      const { search, frontPage } = request.query;
      const paging = clampPaging(request.query, { defaultLimit: pageSize(search) });
      return namedPage('artworks', await listFeaturedArtworks(db, { search, frontPage, ...paging }), present);
    },
    { config: { cacheSeconds: 60 } },
  );

  serve(app, artworks.byId, async (request) => {
    const { id } = request.params;
    const artwork = await findArtwork(db, id);
    if (!artwork)
      throw new DomainError('NOT_FOUND', `Artwork ${id} not found`, { reason: 'ARTWORK_NOT_FOUND' });
    views.count('artwork', id);
    return present(artwork);
  });

  // The catalogue desk's home picks (permission `catalogue`).
  serve(app, adminHome.artworks, async (request) => {
    const paging = clampPaging(request.query, { defaultLimit: ADMIN_HOME_PAGE_SIZE });
    return namedPage('artworks', await listArtworkPicks(db, request.query.q, paging), (row) => row);
  });

  serve(app, adminHome.featureArtwork, async (request) => {
    const { featuredRank, reason } = request.body;
    const act = { staffId: request.user.id, reason: reason ?? null, requestId: request.id, recordAudit };
    return { featuredRank: await featureArtwork(db, request.params.id, featuredRank, act) };
  });
}
