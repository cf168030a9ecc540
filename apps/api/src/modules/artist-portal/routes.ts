import { artistPortal } from '@seed/contract/artist-portal';
import { announceChange, cacheTags } from '@seed/db/cache-changes';
import { artistProductState } from '@seed/domain/artist-product-state';
import { DomainError } from '@seed/domain/errors';
import { convertFils } from '@seed/domain/money';
import { clampPaging, PAGE_SIZES } from '@seed/domain/paging';
import type { FastifyInstance } from 'fastify';
import { toMedia } from '../../http/media';
import type { ModuleOptions } from '../../http/module';
import { namedPage } from '../../http/page';
import { serve } from '../../http/serve';
import { artworkStandings, listArtistArtworks, setArtistArtworkActive } from '../artworks/artist-artworks';
import { listDecisions } from '../artworks/moderation';
import { listArtistProducts, setArtistProductActive } from '../products/artist-products';
import { artistOf } from './artist-of';
import { artistDashboard } from './dashboard';

export async function artistPortalRoutes(app: FastifyInstance, { db, mediaBase }: ModuleOptions) {
  const dated = <T extends { createdAt: Date; media: Parameters<typeof toMedia>[0] }>(row: T) => ({
    ...row,
    createdAt: row.createdAt.toISOString(),
    media: toMedia(row.media, mediaBase),
  });

  serve(app, artistPortal.dashboard, async (request) => {
    const { currency } = request.ctx;
    const { revenueFils, series, earningsFils, ...figures } = await artistDashboard(
      db,
      await artistOf(db, request.user),
    );
    return {
      ...figures,
      revenue: convertFils(revenueFils, currency),
      // Earnings are paid in KWD, so shown in KWD whatever the browsing currency.
      earnings: {
        pending: convertFils(earningsFils.pending, 'KWD'),
        cleared: convertFils(earningsFils.cleared, 'KWD'),
        paid: convertFils(earningsFils.paid, 'KWD'),
      },
      series: series.map((day) => ({
        date: day.date,
        clicks: day.clicks,
        revenue: convertFils(day.revenueFils, currency),
      })),
    };
  });

  serve(app, artistPortal.products, async (request) => {
    const artist = await artistOf(db, request.user);
    const { artworkId, excludeProductsId, search } = request.query;
    const paging = clampPaging(request.query, { defaultLimit: PAGE_SIZES.artistProducts });
    const page = await listArtistProducts(db, artist.id, { artworkId, excludeProductsId, search, ...paging });
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
  });

  serve(app, artistPortal.artworks, async (request) => {
    const artist = await artistOf(db, request.user);
    const paging = clampPaging(request.query, { defaultLimit: PAGE_SIZES.artistArtworks });
    const page = await listArtistArtworks(db, artist.id, paging);
    // The latest decision of each, with its reason: what the artist needs to know of a refusal.
    const latest = new Map<number, Awaited<ReturnType<typeof listDecisions>>[number]>();
    for (const row of await listDecisions(
      db,
      page.items.map((artwork) => artwork.id),
    ))
      if (!latest.has(row.artworkId)) latest.set(row.artworkId, row);
    return namedPage('artworks', page, (row) => {
      const decision = latest.get(row.id);
      return {
        ...dated(row),
        decision: decision
          ? {
              decision: decision.decision,
              reasonCode: decision.reasonCode,
              note: decision.note,
              createdAt: decision.createdAt.toISOString(),
            }
          : null,
      };
    });
  });

  const toggles = [
    {
      endpoint: artistPortal.toggleProduct,
      noun: 'Product',
      set: setArtistProductActive,
      tag: cacheTags.product,
    },
    {
      endpoint: artistPortal.toggleArtwork,
      noun: 'Artwork',
      set: setArtistArtworkActive,
      tag: cacheTags.artwork,
    },
  ];
  for (const { endpoint, noun, set, tag } of toggles) {
    serve(app, endpoint, async (request) => {
      const artist = await artistOf(db, request.user);
      const { id } = request.params;
      const { isActive } = request.body;
      if (!(await set(db, artist.id, id, isActive)))
        throw new DomainError('NOT_FOUND', `${noun} ${id} not found`);
      // The shop's cached lists and pages must not show the item any longer, on any replica.
      await announceChange(db, [tag(id), cacheTags.catalogue]);
      return { id, isActive };
    });
  }
}
