import type { Db } from '@seed/db/client';
import { collectionProducts, collections } from '@seed/db/schema/collections';
import { media } from '@seed/db/schema/media';
import type { Paging } from '@seed/domain/paging';
import { type AnyColumn, and, asc, desc, eq, exists, sql } from 'drizzle-orm';
import { mediaColumns } from '../../http/media';
import { pageOf } from '../../http/page';
import { joinActiveArtist } from '../artists/service';

const artist = joinActiveArtist(collections.artistId);

const isShown = and(eq(collections.isActive, true), artist.isVisible);

function selectCollections(db: Db) {
  return db
    .select({
      id: collections.id,
      nameEn: collections.nameEn,
      nameAr: collections.nameAr,
      isActive: collections.isActive,
      rank: collections.rank,
      artistId: collections.artistId,
      media: mediaColumns(media),
    })
    .from(collections)
    .leftJoin(artist.table, artist.on)
    .leftJoin(media, eq(media.id, collections.mediaId))
    .$dynamic();
}

/** An active collection whose artist, if it has one, is active; or null. */
export async function findCollection(db: Db, id: number) {
  const [row] = await selectCollections(db).where(and(eq(collections.id, id), isShown));
  return row ?? null;
}

/** The active collections of active artists (and the shop's own), by rank. */
export async function listCollections(db: Db, paging: Paging) {
  const rows = await selectCollections(db)
    .where(isShown)
    .orderBy(desc(collections.rank), asc(collections.id))
    .limit(paging.limit + 1)
    .offset(paging.offset);
  return pageOf(rows, paging);
}

/** For product listings: a condition that the product in `column` belongs to the collection. */
export function inCollection(db: Db, column: AnyColumn, collectionId: number) {
  return exists(
    db
      .select({ one: sql`1` })
      .from(collectionProducts)
      .where(
        and(eq(collectionProducts.productId, column), eq(collectionProducts.collectionId, collectionId)),
      ),
  );
}

/** For product listings: the product's place in the collection's own order, to sort by. */
export function collectionRank(column: AnyColumn, collectionId: number) {
  return sql`(select ${collectionProducts.rank} from ${collectionProducts}
    where ${collectionProducts.collectionId} = ${collectionId} and ${collectionProducts.productId} = ${column})`;
}
