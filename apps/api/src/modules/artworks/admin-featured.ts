import { announceChange, cacheTags } from '@seed/db/cache-changes';
import type { Db } from '@seed/db/client';
import { artworks } from '@seed/db/schema/artworks';
import { DomainError } from '@seed/domain/errors';
import type { Paging } from '@seed/domain/paging';
import { desc, eq, or, sql } from 'drizzle-orm';
import { pageOf } from '../../http/page';
import type { StaffAct } from '../../http/staff-act';
import { joinActiveArtist } from '../artists/service';

const artist = joinActiveArtist(artworks.artistId);
// The shop's listing rule (service.ts), as a column: whether the shop shows the artwork at all.
const isListed = sql<boolean>`coalesce(${artworks.isActive} and ${artworks.isApproved} and ${artworks.isArtistActive}
  and ${artist.isVisible}, false)`;

/** Artworks for the home desk: featured first by rank, then the newest; found by title or id. */
export async function listArtworkPicks(db: Db, q: string | undefined, paging: Paging) {
  const text = q?.trim();
  const asId = text && /^\d{1,9}$/.test(text) ? Number(text) : null;
  const rows = await db
    .select({
      id: artworks.id,
      title: artworks.title,
      titleAr: artworks.titleAr,
      isListed,
      featuredRank: artworks.featuredRank,
    })
    .from(artworks)
    .leftJoin(artist.table, artist.on)
    .where(
      text
        ? or(
            sql`lower(${artworks.title}) like ${`%${text.toLowerCase()}%`}`,
            sql`${artworks.titleAr} like ${`%${text}%`}`,
            asId === null ? undefined : eq(artworks.id, asId),
          )
        : undefined,
    )
    .orderBy(sql`${artworks.featuredRank} asc nulls last`, desc(artworks.id))
    .limit(paging.limit + 1)
    .offset(paging.offset);
  return pageOf(rows, paging);
}

/** Puts an artwork first on the home page at a rank, or takes it off (null). */
export async function featureArtwork(db: Db, id: number, featuredRank: number | null, act: StaffAct) {
  await db.transaction(async (tx) => {
    const [before] = await tx
      .select({ featuredRank: artworks.featuredRank })
      .from(artworks)
      .where(eq(artworks.id, id))
      .for('update');
    if (!before)
      throw new DomainError('NOT_FOUND', `Artwork ${id} not found`, {
        reason: 'CATALOGUE_ARTWORK_NOT_FOUND',
      });
    if (before.featuredRank === featuredRank) return;
    await tx.update(artworks).set({ featuredRank }).where(eq(artworks.id, id));
    await act.recordAudit(tx, {
      staffId: act.staffId,
      action: featuredRank === null ? 'artwork.featured.remove' : 'artwork.featured.set',
      recordType: 'artwork',
      recordId: id,
      before,
      after: { featuredRank },
      reason: act.reason,
      requestId: act.requestId,
    });
    await announceChange(tx, [cacheTags.artwork(id), cacheTags.catalogue, cacheTags.content]);
  });
  return featuredRank;
}
