import type { Db } from '@seed/db/client';
import { media } from '@seed/db/schema/media';
import { products } from '@seed/db/schema/products';
import type { Paging } from '@seed/domain/paging';
import { and, desc, eq, isNull, notInArray, sql } from 'drizzle-orm';
import { mediaColumns } from '../../http/media';
import { pageOf } from '../../http/page';
import { textSearch } from '../../http/text-search';

// An artist's own products, listed or not; never a shopper's design made from one of their artworks.
const ownedBy = (artistId: number) => and(eq(products.artistId, artistId), isNull(products.ownerUserId));

type ArtistProductFilter = { artworkId?: number; excludeProductsId?: number[]; search?: string };

/** The artist's products, active and inactive, newest first or the most relevant first when searching. */
export async function listArtistProducts(db: Db, artistId: number, filter: ArtistProductFilter & Paging) {
  const search = await textSearch(db, products.searchText, filter.search);
  const rows = await db
    .select({
      id: products.id,
      nameEn: products.nameEn,
      nameAr: products.nameAr,
      price: products.price,
      artworkId: products.artworkId,
      inventoryId: products.inventoryId,
      isActive: products.isActive,
      createdAt: products.createdAt,
      media: mediaColumns(media),
    })
    .from(products)
    .leftJoin(media, eq(media.id, products.mediaId))
    .where(
      and(
        ownedBy(artistId),
        search?.matches,
        filter.artworkId === undefined ? undefined : eq(products.artworkId, filter.artworkId),
        filter.excludeProductsId?.length ? notInArray(products.id, filter.excludeProductsId) : undefined,
      ),
    )
    .orderBy(...(search ? [desc(search.relevance)] : []), desc(products.createdAt), desc(products.id))
    .limit(filter.limit + 1)
    .offset(filter.offset);
  return pageOf(rows, filter);
}

/** Switches one of the artist's products on or off; false when it is not theirs. */
export async function setArtistProductActive(db: Db, artistId: number, productId: number, isActive: boolean) {
  const rows = await db
    .update(products)
    .set({ isActive })
    .where(and(eq(products.id, productId), ownedBy(artistId)))
    .returning({ id: products.id });
  return rows.length > 0;
}

/** The artist's product ids, as a subquery for counting what happened to them (views, likes, sales). */
export function artistProductIds(db: Db, artistId: number) {
  return db.select({ id: products.id }).from(products).where(ownedBy(artistId));
}

export async function countArtistProducts(db: Db, artistId: number): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(products)
    .where(ownedBy(artistId));
  return row?.count ?? 0;
}
