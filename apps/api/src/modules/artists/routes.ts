import {
  ArtistListQuerySchema,
  ArtistProductsQuerySchema,
  ArtistSchema,
  SubdomainParamsSchema,
} from '@seed/contract/artists';
import { ArtworkCardSchema } from '@seed/contract/artworks';
import {
  BaseQuerySchema,
  errorResponses,
  IdParamsSchema,
  PagingQuerySchema,
  pageSchema,
} from '@seed/contract/common';
import { ProductCardSchema } from '@seed/contract/products';
import { DomainError } from '@seed/domain/errors';
import { clampPaging, PAGE_SIZES } from '@seed/domain/paging';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ModuleOptions } from '../../http/module';
import { namedPage } from '../../http/page';
import { presentArtwork } from '../artworks/present';
import { listArtworks } from '../artworks/service';
import { presentCard } from '../products/present';
import { listProducts } from '../products/service';
import { presentArtist } from './present';
import { findArtist, findArtistBySubdomain, listArtists, listFeaturedArtists } from './service';

// The spec names no default for the artists page; 24 fills whole rows of 2, 3, 4 or 6 cards.
const ARTIST_PAGE_SIZE = 24;

export async function artistRoutes(app: FastifyInstance, { db, mediaBase }: ModuleOptions) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const present = (artist: Parameters<typeof presentArtist>[0]) => presentArtist(artist, mediaBase);
  const artistOr404 = async (id: number) => {
    const artist = await findArtist(db, id);
    if (!artist) throw new DomainError('NOT_FOUND', `Artist ${id} not found`);
    return artist;
  };

  routes.get(
    '/users/all/artist',
    {
      config: { cacheSeconds: 60 },
      schema: {
        tags: ['artists'],
        summary: 'Active artists by rank, or the most relevant first when searching',
        querystring: ArtistListQuerySchema,
        response: { 200: pageSchema('artists', ArtistSchema), ...errorResponses },
      },
    },
    async (request) => {
      const paging = clampPaging(request.query, { defaultLimit: ARTIST_PAGE_SIZE });
      return namedPage(
        'artists',
        await listArtists(db, { search: request.query.search, ...paging }),
        present,
      );
    },
  );

  routes.get(
    '/featured/artist',
    {
      config: { cacheSeconds: 60 },
      schema: {
        tags: ['artists'],
        summary: 'Featured active artists, by rank',
        querystring: PagingQuerySchema,
        response: { 200: pageSchema('artists', ArtistSchema), ...errorResponses },
      },
    },
    async (request) => {
      const paging = clampPaging(request.query, { defaultLimit: PAGE_SIZES.featuredArtists });
      return namedPage('artists', await listFeaturedArtists(db, paging), present);
    },
  );

  routes.get(
    '/users/artist/:id',
    {
      config: { cacheSeconds: 60 },
      schema: {
        tags: ['artists'],
        summary: "An artist's shop header: names, introduction, job, avatar and background",
        params: IdParamsSchema,
        querystring: BaseQuerySchema,
        response: { 200: ArtistSchema, ...errorResponses },
      },
    },
    async (request) => present(await artistOr404(request.params.id)),
  );

  routes.get(
    '/users/subdomain/:subdomain',
    {
      config: { cacheSeconds: 60 },
      schema: {
        tags: ['artists'],
        summary: 'The artist whose shop is at this subdomain',
        params: SubdomainParamsSchema,
        querystring: BaseQuerySchema,
        response: { 200: ArtistSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { subdomain } = request.params;
      const artist = await findArtistBySubdomain(db, subdomain);
      if (!artist) throw new DomainError('NOT_FOUND', `No artist at subdomain ${subdomain}`);
      return present(artist);
    },
  );

  routes.get(
    '/products/artist/:id',
    {
      config: { cacheSeconds: 30 },
      schema: {
        tags: ['artists'],
        summary: "An artist's products, by rank, optionally of one subcategory",
        params: IdParamsSchema,
        querystring: ArtistProductsQuerySchema,
        response: { 200: pageSchema('products', ProductCardSchema), ...errorResponses },
      },
    },
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
  );

  routes.get(
    '/users/artist/artworks/:id',
    {
      config: { cacheSeconds: 30 },
      schema: {
        tags: ['artists'],
        summary: "An artist's artworks, newest first",
        params: IdParamsSchema,
        querystring: PagingQuerySchema,
        response: { 200: pageSchema('artworks', ArtworkCardSchema), ...errorResponses },
      },
    },
    async (request) => {
      const artistId = request.params.id;
      const paging = clampPaging(request.query, { defaultLimit: PAGE_SIZES.artistArtworks });
      const [, page] = await Promise.all([artistOr404(artistId), listArtworks(db, { artistId, ...paging })]);
      return namedPage('artworks', page, (row) => presentArtwork(row, mediaBase));
    },
  );
}
