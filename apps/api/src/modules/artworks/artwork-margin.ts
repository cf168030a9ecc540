import type { Db } from '@seed/db/client';
import { artworks } from '@seed/db/schema/artworks';
import type { Paging } from '@seed/domain/paging';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { pageOf } from '../../http/page';

/** Sets the margin of one of the artist's artworks; null when it is not theirs. */
export async function setArtistArtworkMargin(db: Db, artistId: number, artworkId: number, margin: number) {
  const mine = and(eq(artworks.id, artworkId), eq(artworks.artistId, artistId));
  const [before] = await db.select({ margin: artworks.margin }).from(artworks).where(mine).for('update');
  if (!before) return null;
  await db.update(artworks).set({ margin }).where(mine);
  return { before: before.margin };
}

/** The titles of artworks, for sales grouped per design. */
export async function artworkTitles(db: Db, ids: readonly number[]) {
  if (ids.length === 0) return new Map<number, { titleEn: string; titleAr: string }>();
  const rows = await db
    .select({ id: artworks.id, titleEn: artworks.title, titleAr: artworks.titleAr })
    .from(artworks)
    .where(inArray(artworks.id, [...new Set(ids)]));
  return new Map(rows.map(({ id, ...titles }) => [id, titles]));
}

/** The artist's artworks with their margins, newest first. */
export async function listArtworkMargins(db: Db, artistId: number, paging: Paging) {
  const rows = await db
    .select({ id: artworks.id, title: artworks.title, titleAr: artworks.titleAr, margin: artworks.margin })
    .from(artworks)
    .where(eq(artworks.artistId, artistId))
    .orderBy(desc(artworks.createdAt), desc(artworks.id))
    .limit(paging.limit + 1)
    .offset(paging.offset);
  return pageOf(rows, paging);
}
