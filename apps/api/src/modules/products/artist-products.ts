import type { Db } from '@seed/db/client';
import { media } from '@seed/db/schema/media';
import { productImages, products } from '@seed/db/schema/products';
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

export type ArtistProductRevision = {
  productId: number;
  nameEn: string;
  nameAr: string;
  searchText: string;
  /** A new photo (its side and media row), when the artwork's picture or placement changed. */
  picture?: { side: 'FRONT' | 'BACK'; mediaId: number };
};

/**
 * Follows a change to the artist's artwork on its products: their names and, when given, their photo (the
 * only picture an artist's product has). In the caller's transaction; products not the artist's are skipped.
 */
export async function reviseArtistProducts(
  tx: Db,
  artistId: number,
  revisions: readonly ArtistProductRevision[],
) {
  for (const revision of revisions) {
    const { productId, picture } = revision;
    const photo = picture ? { mediaId: picture.mediaId, randomMediaId: picture.mediaId } : {};
    const [row] = await tx
      .update(products)
      .set({ nameEn: revision.nameEn, nameAr: revision.nameAr, searchText: revision.searchText, ...photo })
      .where(and(eq(products.id, productId), ownedBy(artistId)))
      .returning({ id: products.id });
    if (!row || !picture) continue;
    await tx.delete(productImages).where(eq(productImages.productId, productId));
    await tx
      .insert(productImages)
      .values({ productId, type: picture.side, mediaId: picture.mediaId, rank: 0 });
  }
}
