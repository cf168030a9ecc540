import { adminModeration } from '@seed/contract/admin-moderation';
import { announceChange, cacheTags } from '@seed/db/cache-changes';
import type { Tx } from '@seed/db/client';
import { DomainError } from '@seed/domain/errors';
import { clampPaging } from '@seed/domain/paging';
import type { FastifyInstance } from 'fastify';
import { toMedia } from '../../http/media';
import type { ModuleOptions } from '../../http/module';
import { namedPage } from '../../http/page';
import { serve } from '../../http/serve';
import { findArtistAccounts } from '../artists/shop';
import type { Mailer } from '../mail/mailer';
import { listArtistProducts } from '../products/artist-products';
import { recordAudit } from '../staff/audit';
import { findAccounts, findContact } from '../users/service';
import { artworkDecisionMail } from './decision-mail';
import { decideArtwork, findArtworkInReview, listArtworksInReview } from './moderation';

// More than an artwork ever makes: publishing takes 12 blank items at once, adding more takes 12 again.
const ALL_PRODUCTS = { limit: 500, offset: 0 };

type Options = ModuleOptions & { mailer: Mailer; publicUrl: string };

/** The moderation desk's artworks (decision 0046): the queue, one artwork, and the decisions on it. */
export async function artworkModerationRoutes(
  app: FastifyInstance,
  { db, mediaBase, mailer, publicUrl }: Options,
) {
  // Artists by id, each without the account id staff do not need; every artwork has its artist (a foreign key).
  const artistsOf = async (ids: number[]) => {
    const rows = await findArtistAccounts(db, ids);
    const byId = new Map(rows.map(({ userId, ...artist }) => [artist.id, { userId, artist }]));
    return (artistId: number) => {
      const found = byId.get(artistId);
      if (!found) throw new DomainError('NOT_FOUND', `Artist ${artistId} not found`);
      return found;
    };
  };

  serve(app, adminModeration.queue, async (request) => {
    const paging = clampPaging(request.query, { defaultLimit: 20 });
    const page = await listArtworksInReview(db, request.query.review, paging);
    const artistOf = await artistsOf(page.items.map((row) => row.artistId));
    return namedPage('artworks', page, ({ artistId, ...row }) => ({
      ...row,
      createdAt: row.createdAt.toISOString(),
      media: toMedia(row.media, mediaBase),
      artist: artistOf(artistId).artist,
    }));
  });

  serve(app, adminModeration.artwork, async (request) => {
    const { id } = request.params;
    const found = await findArtworkInReview(db, id);
    if (!found)
      throw new DomainError('NOT_FOUND', `Artwork ${id} not found`, { reason: 'ARTWORK_NOT_FOUND' });
    const { artistId, decisions, ...artwork } = found;
    const { artist } = (await artistsOf([artistId]))(artistId);
    const products = await listArtistProducts(db, artistId, { artworkId: id, ...ALL_PRODUCTS });
    const staff = new Map(
      (
        await findAccounts(
          db,
          decisions.flatMap((row) => (row.staffId === null ? [] : [row.staffId])),
        )
      ).map((account) => [account.id, `${account.firstName} ${account.lastName}`.trim() || account.email]),
    );
    return {
      ...artwork,
      createdAt: artwork.createdAt.toISOString(),
      media: toMedia(artwork.media, mediaBase),
      artist,
      products: products.items.map((product) => ({
        id: product.id,
        nameEn: product.nameEn,
        nameAr: product.nameAr,
        media: toMedia(product.media, mediaBase),
      })),
      decisions: decisions.map(({ staffId, artworkId: _artwork, ...row }) => ({
        ...row,
        staffName: staffId === null ? null : (staff.get(staffId) ?? null),
        createdAt: row.createdAt.toISOString(),
      })),
    };
  });

  serve(app, adminModeration.decide, async (request) => {
    const { id } = request.params;
    const { decision, note } = request.body;
    const reasonCode = request.body.reasonCode ?? null;
    // The audit row and the cache notice commit with the decision: the artwork and its products enter or
    // leave every replica's cached pages and lists the moment it is decided, never before.
    const alongside = async (tx: Tx, decided: { artistId: number; before: string; after: string }) => {
      await recordAudit(tx, {
        staffId: request.user.id,
        action: 'artwork.review.set',
        recordType: 'artwork',
        recordId: id,
        before: { review: decided.before },
        after: { review: decided.after, decision, reasonCode },
        reason: note || reasonCode,
        requestId: request.id,
      });
      const products = await listArtistProducts(tx, decided.artistId, { artworkId: id, ...ALL_PRODUCTS });
      await announceChange(tx, [
        cacheTags.artwork(id),
        cacheTags.artist(decided.artistId),
        ...products.items.map((product) => cacheTags.product(product.id)),
        cacheTags.catalogue,
      ]);
    };
    const decided = await decideArtwork(
      db,
      { artworkId: id, staffId: request.user.id, decision, reasonCode, note },
      alongside,
    );
    // Mail goes after the commit: a decision stands even when the mail server is away, and is in the portal.
    const { userId } = (await artistsOf([decided.artistId]))(decided.artistId);
    const contact = await findContact(db, userId);
    if (contact) {
      await mailer
        .send(artworkDecisionMail(contact, decided, { decision, reasonCode, note }, publicUrl))
        .catch((error: unknown) => request.log.warn({ err: error, artworkId: id }, 'decision mail not sent'));
    }
    return { id, review: decided.after };
  });
}
