import {
  ActiveBodySchema,
  ActiveSchema,
  ArtistArtworkSchema,
  ArtistProductQuerySchema,
  ArtistProductSchema,
  DashboardSchema,
} from '@seed/contract/artist-portal';
import {
  BaseQuerySchema,
  errorResponses,
  IdParamsSchema,
  PagingQuerySchema,
  pageSchema,
} from '@seed/contract/common';
import { artistProductState } from '@seed/domain/artist-product-state';
import { DomainError } from '@seed/domain/errors';
import { convertFils } from '@seed/domain/money';
import { clampPaging, PAGE_SIZES } from '@seed/domain/paging';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { toMedia } from '../../http/media';
import type { ModuleOptions } from '../../http/module';
import { namedPage } from '../../http/page';
import { requireRole } from '../../plugins/auth';
import { artworkStandings, listArtistArtworks, setArtistArtworkActive } from '../artworks/artist-artworks';
import { listArtistProducts, setArtistProductActive } from '../products/artist-products';
import { artistOf } from './artist-of';
import { artistDashboard } from './dashboard';

const ACCESS = 'Artists and admins only (403 for anyone else); an admin without an artist profile gets 404.';

export async function artistPortalRoutes(app: FastifyInstance, { db, mediaBase }: ModuleOptions) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['artist portal'];
  const preHandler = requireRole('ARTIST', 'ADMIN');
  const dated = <T extends { createdAt: Date; media: Parameters<typeof toMedia>[0] }>(row: T) => ({
    ...row,
    createdAt: row.createdAt.toISOString(),
    media: toMedia(row.media, mediaBase),
  });

  routes.get(
    '/artist/portal/dashboard',
    {
      preHandler,
      schema: {
        tags,
        summary: 'The artist’s figures and the last 30 days',
        description: ACCESS,
        querystring: BaseQuerySchema,
        response: { 200: DashboardSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { currency } = request.ctx;
      const { revenueFils, series, ...figures } = await artistDashboard(db, await artistOf(db, request));
      return {
        ...figures,
        revenue: convertFils(revenueFils, currency),
        series: series.map((day) => ({
          date: day.date,
          clicks: day.clicks,
          revenue: convertFils(day.revenueFils, currency),
        })),
      };
    },
  );

  routes.get(
    '/artist/portal/products',
    {
      preHandler,
      schema: {
        tags,
        summary: 'The artist’s products, active and inactive, newest first',
        description: ACCESS,
        querystring: ArtistProductQuerySchema,
        response: { 200: pageSchema('products', ArtistProductSchema), ...errorResponses },
      },
    },
    async (request) => {
      const artist = await artistOf(db, request);
      const { artworkId, excludeProductsId, search } = request.query;
      const paging = clampPaging(request.query, { defaultLimit: PAGE_SIZES.artistProducts });
      const page = await listArtistProducts(db, artist.id, {
        artworkId,
        excludeProductsId,
        search,
        ...paging,
      });
      const { currency } = request.ctx;
      const artworkIds = page.items.flatMap((row) => (row.artworkId === null ? [] : [row.artworkId]));
      const standings = await artworkStandings(db, artworkIds);
      return namedPage('products', page, (row) => ({
        ...dated(row),
        price: convertFils(row.price, currency),
        state: artistProductState(
          row.isActive,
          row.artworkId === null ? null : (standings.get(row.artworkId) ?? null),
        ),
      }));
    },
  );

  routes.get(
    '/artist/portal/artworks',
    {
      preHandler,
      schema: {
        tags,
        summary: 'The artist’s artworks, active or not, approved or waiting, newest first',
        description: ACCESS,
        querystring: PagingQuerySchema,
        response: { 200: pageSchema('artworks', ArtistArtworkSchema), ...errorResponses },
      },
    },
    async (request) => {
      const artist = await artistOf(db, request);
      const paging = clampPaging(request.query, { defaultLimit: PAGE_SIZES.artistArtworks });
      return namedPage('artworks', await listArtistArtworks(db, artist.id, paging), dated);
    },
  );

  const toggle = (kind: 'products' | 'artworks') =>
    routes.patch(
      `/artist/portal/${kind}/:id`,
      {
        preHandler,
        schema: {
          tags,
          summary:
            kind === 'products'
              ? 'Show or hide one of your products in the shop'
              : 'Show or hide one of your artworks, and with it its products',
          description: `${ACCESS} Another artist’s item is 404.`,
          params: IdParamsSchema,
          querystring: BaseQuerySchema,
          body: ActiveBodySchema,
          response: { 200: ActiveSchema, ...errorResponses },
        },
      },
      async (request) => {
        const artist = await artistOf(db, request);
        const { id } = request.params;
        const { isActive } = request.body;
        const set = kind === 'products' ? setArtistProductActive : setArtistArtworkActive;
        if (!(await set(db, artist.id, id, isActive)))
          throw new DomainError(
            'NOT_FOUND',
            `${kind === 'products' ? 'Product' : 'Artwork'} ${id} not found`,
          );
        // The shop's cached lists must not show the item for their remaining seconds.
        app.clearResponseCache();
        return { id, isActive };
      },
    );
  toggle('products');
  toggle('artworks');
}
