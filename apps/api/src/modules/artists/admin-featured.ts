import { announceChange, cacheTags } from '@seed/db/cache-changes';
import type { Db } from '@seed/db/client';
import { artists } from '@seed/db/schema/artists';
import { DomainError } from '@seed/domain/errors';
import type { Paging } from '@seed/domain/paging';
import { asc, desc, eq, or, sql } from 'drizzle-orm';
import { pageOf } from '../../http/page';
import type { StaffAct } from '../../http/staff-act';

/** Artists for the home desk: the featured first, then by rank; found by name or id. */
export async function listArtistPicks(db: Db, q: string | undefined, paging: Paging) {
  const text = q?.trim();
  const asId = text && /^\d{1,9}$/.test(text) ? Number(text) : null;
  const rows = await db
    .select({
      id: artists.id,
      displayNameEn: artists.displayNameEn,
      displayNameAr: artists.displayNameAr,
      isActive: artists.isActive,
      isFeatured: artists.isFeatured,
      rank: artists.rank,
    })
    .from(artists)
    .where(
      text
        ? or(
            sql`lower(${artists.displayNameEn}) like ${`%${text.toLowerCase()}%`}`,
            sql`${artists.displayNameAr} like ${`%${text}%`}`,
            asId === null ? undefined : eq(artists.id, asId),
          )
        : undefined,
    )
    .orderBy(desc(artists.isFeatured), asc(artists.rank), asc(artists.id))
    .limit(paging.limit + 1)
    .offset(paging.offset);
  return pageOf(rows, paging);
}

type Feature = { isFeatured: boolean; rank: number };

/** Features an artist on the home page, or not, at a rank (which orders the artists list too). */
export async function featureArtist(db: Db, id: number, feature: Feature, act: StaffAct) {
  await db.transaction(async (tx) => {
    const [before] = await tx
      .select({ isFeatured: artists.isFeatured, rank: artists.rank })
      .from(artists)
      .where(eq(artists.id, id))
      .for('update');
    if (!before)
      throw new DomainError('NOT_FOUND', `Artist ${id} not found`, { reason: 'CATALOGUE_ARTIST_NOT_FOUND' });
    if (before.isFeatured === feature.isFeatured && before.rank === feature.rank) return;
    await tx.update(artists).set(feature).where(eq(artists.id, id));
    await act.recordAudit(tx, {
      staffId: act.staffId,
      action: 'artist.featured.set',
      recordType: 'artist',
      recordId: id,
      before,
      after: feature,
      reason: act.reason,
      requestId: act.requestId,
    });
    await announceChange(tx, [cacheTags.artist(id), cacheTags.catalogue, cacheTags.content]);
  });
  return feature;
}
