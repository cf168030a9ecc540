import { ADMIN_HOME_PAGE_SIZE, adminHome } from '@seed/contract/admin-catalogue-home';
import { artists } from '@seed/contract/artists';
import { artworks } from '@seed/contract/artworks';
import { DomainError } from '@seed/domain/errors';
import { clampPaging, PAGE_SIZES } from '@seed/domain/paging';
import type { FastifyInstance } from 'fastify';
import type { ModuleOptions } from '../../http/module';
import { namedPage } from '../../http/page';
import { serve } from '../../http/serve';
import { presentArtwork } from '../artworks/present';
import { listArtworks } from '../artworks/service';
import { presentCard } from '../products/present';
import { listProducts } from '../products/service';
import { recordAudit } from '../staff/audit';
import { featureArtist, listArtistPicks } from './admin-featured';
import { presentArtist } from './present';
import { findArtist, findArtistBySubdomain, listArtists, listFeaturedArtists } from './service';

// The spec names no default for the artists page; 24 fills whole rows of 2, 3, 4 or 6 cards.
const ARTIST_PAGE_SIZE = 24;

const notFound = (message: string) => new DomainError('NOT_FOUND', message, { reason: 'ARTIST_NOT_FOUND' });

export async function artistRoutes(app: FastifyInstance, { db, mediaBase }: ModuleOptions) {
  const present = (artist: Parameters<typeof presentArtist>[0]) => presentArtist(artist, mediaBase);
  const artistOr404 = async (id: number) => {
    const artist = await findArtist(db, id);
    if (!artist) throw notFound(`Artist ${id} not found`);
    return artist;
  };
  const minute = { config: { cacheSeconds: 60 } };
  const halfMinute = { config: { cacheSeconds: 30 } };

  serve(
    app,
    artists.list,
    async (request) => {
      const paging = clampPaging(request.query, { defaultLimit: ARTIST_PAGE_SIZE });
      return namedPage(
        'artists',
        await listArtists(db, { search: request.query.search, ...paging }),
        present,
      );
    },
    minute,
  );

  serve(
    app,
    artists.featured,
    async (request) => {
      const paging = clampPaging(request.query, { defaultLimit: PAGE_SIZES.featuredArtists });
      return namedPage('artists', await listFeaturedArtists(db, paging), present);
    },
    minute,
  );

  serve(app, artists.byId, async (request) => present(await artistOr404(request.params.id)), minute);

  serve(
    app,
    artists.bySubdomain,
    async (request) => {
      const { subdomain } = request.params;
      const artist = await findArtistBySubdomain(db, subdomain);
      if (!artist) throw notFound(`No artist at subdomain ${subdomain}`);
      return present(artist);
    },
    minute,
  );

  serve(
    app,
    artists.products,
    async (request) => {
      const artistId = request.params.id;
      const paging = clampPaging(request.query, { defaultLimit: PAGE_SIZES.artistProducts });
      const [, page] = await Promise.all([
        artistOr404(artistId),
        listProducts(db, { artistId, subCategoryId: request.query.subcategoryId, ...paging }),
      ]);
      const presentation = { currency: request.ctx.currency, mediaBase };
      return namedPage('products', page, (card) => presentCard(card, presentation));
    },
    halfMinute,
  );

  serve(
    app,
    artworks.ofArtist,
    async (request) => {
      const artistId = request.params.id;
      const paging = clampPaging(request.query, { defaultLimit: PAGE_SIZES.artistArtworks });
      const [, page] = await Promise.all([artistOr404(artistId), listArtworks(db, { artistId, ...paging })]);
      return namedPage('artworks', page, (row) => presentArtwork(row, mediaBase));
    },
    halfMinute,
  );

  // The catalogue desk's home picks (permission `catalogue`).
  serve(app, adminHome.artists, async (request) => {
    const paging = clampPaging(request.query, { defaultLimit: ADMIN_HOME_PAGE_SIZE });
    return namedPage('artists', await listArtistPicks(db, request.query.q, paging), (row) => row);
  });

  serve(app, adminHome.featureArtist, async (request) => {
    const { reason, ...feature } = request.body;
    const act = { staffId: request.user.id, reason: reason ?? null, requestId: request.id, recordAudit };
    return featureArtist(db, request.params.id, feature, act);
  });
}
