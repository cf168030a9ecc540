import type { Db } from '@seed/db/client';
import { media } from '@seed/db/schema/media';
import { productImages, products } from '@seed/db/schema/products';
import { asc, eq, inArray } from 'drizzle-orm';
import { mediaColumns } from '../../http/media';
import { joinBlankItem } from '../inventory/blank-item-join';
import { listingArtist, listingArtwork, onSaleTo, type Viewer } from './visibility';

const blankItem = joinBlankItem(products.inventoryId);

function productRows(db: Db, ids: number[], viewer: Viewer) {
  return db
    .select({
      id: products.id,
      nameEn: products.nameEn,
      nameAr: products.nameAr,
      price: products.price,
      oldPrice: products.oldPrice,
      discountedPrice: products.discountedPrice,
      printingAreaColor: products.printingAreaColor,
      clientPrintPosition: products.clientPrintPosition,
      ownerUserId: products.ownerUserId,
      deviceId: products.deviceId,
      onSale: onSaleTo(viewer, blankItem.isActive).mapWith(Boolean),
      media: mediaColumns(media),
      inventory: blankItem.printFacts,
    })
    .from(products)
    .innerJoin(blankItem.table, blankItem.on)
    .leftJoin(media, eq(media.id, products.mediaId))
    .leftJoin(listingArtwork.table, listingArtwork.on)
    .leftJoin(listingArtist.table, listingArtist.on)
    .where(inArray(products.id, ids));
}

function imageRows(db: Db, productIds: number[]) {
  return db
    .select({
      productId: productImages.productId,
      type: productImages.type,
      colorId: productImages.colorId,
      media: mediaColumns(media),
    })
    .from(productImages)
    .innerJoin(media, eq(media.id, productImages.mediaId))
    .where(inArray(productImages.productId, productIds))
    .orderBy(asc(productImages.rank), asc(productImages.id));
}

export type CartProduct = Awaited<ReturnType<typeof productRows>>[number] & {
  images: Awaited<ReturnType<typeof imageRows>>;
};

/**
 * The products cart lines point at, with their pictures, in two queries whatever their number. Products that
 * left the shop are returned too, with `onSale` false, so the cart can flag them.
 */
export async function findCartProducts(db: Db, ids: number[], viewer: Viewer): Promise<CartProduct[]> {
  if (ids.length === 0) return [];
  const [rows, images] = await Promise.all([productRows(db, ids, viewer), imageRows(db, ids)]);
  return rows.map((row) => ({ ...row, images: images.filter((image) => image.productId === row.id) }));
}
