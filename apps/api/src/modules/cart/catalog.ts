import type { Db } from '@seed/db/client';
import { bundles, bundleTemplatesInventories } from '@seed/db/schema/bundles';
import { inventories } from '@seed/db/schema/inventory';
import { media } from '@seed/db/schema/media';
import { productImages, products } from '@seed/db/schema/products';
import { and, asc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import { mediaColumns } from '../../http/media';
import { joinActiveArtist } from '../artists/service';
import { joinListedArtwork } from '../artworks/service';
import { variantsOf } from '../inventory/service';

// What the cart needs to know about the products, variants and bundles its lines point at, read in a few
// batched queries whatever the number of lines. The products service has no batch lookup by id, and the
// cart must also see products that left the shop (to flag them), which no shop query returns.

const artwork = joinListedArtwork(products.artworkId);
const artist = joinActiveArtist(products.artistId);

// Spec: only active products of active, approved artworks and active artists are on sale; a shopper's own
// design is on sale to its owner, and a guest's (a customised bundle item) to their device.
function onSaleTo(userId: number | null, deviceId: string | null): SQL {
  const listed = and(
    sql`${products.isActive} and ${products.isArtistActive}`,
    isNull(products.ownerUserId),
    isNull(products.deviceId),
    artwork.isVisible,
    artist.isVisible,
  );
  const own =
    userId === null ? sql`false` : and(eq(products.isActive, true), eq(products.ownerUserId, userId));
  const device =
    deviceId === null
      ? sql`false`
      : and(eq(products.isActive, true), isNull(products.ownerUserId), eq(products.deviceId, deviceId));
  return sql<boolean>`coalesce(${inventories.isActive} and ((${listed}) or (${own}) or (${device})), false)`;
}

async function productsOf(db: Db, ids: number[], userId: number | null, deviceId: string | null) {
  if (ids.length === 0) return [];
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
      onSale: onSaleTo(userId, deviceId).mapWith(Boolean),
      media: mediaColumns(media),
      inventory: {
        id: inventories.id,
        backPrint: inventories.backPrint,
        pocketPrint: inventories.pocketPrint,
        weight: inventories.weight,
        sizesPosition: inventories.sizesPosition,
        colorsPosition: inventories.colorsPosition,
      },
    })
    .from(products)
    .innerJoin(inventories, eq(inventories.id, products.inventoryId))
    .leftJoin(media, eq(media.id, products.mediaId))
    .leftJoin(artwork.table, artwork.on)
    .leftJoin(artist.table, artist.on)
    .where(inArray(products.id, ids));
}

async function imagesOf(db: Db, productIds: number[]) {
  if (productIds.length === 0) return [];
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

async function bundlesOf(db: Db, ids: number[]) {
  if (ids.length === 0) return [];
  const [rows, parts] = await Promise.all([
    db
      .select({
        id: bundles.id,
        nameEn: bundles.nameEn,
        nameAr: bundles.nameAr,
        isActive: bundles.isActive,
        discountPercentage: bundles.discountPercentage,
        type: bundles.type,
      })
      .from(bundles)
      .where(inArray(bundles.id, ids)),
    db
      .select({
        bundleId: bundleTemplatesInventories.bundleId,
        inventoryId: bundleTemplatesInventories.inventoryId,
        count: bundleTemplatesInventories.count,
      })
      .from(bundleTemplatesInventories)
      .where(inArray(bundleTemplatesInventories.bundleId, ids)),
  ]);
  return rows.map((row) => ({ ...row, parts: parts.filter((part) => part.bundleId === row.id) }));
}

export type CatalogProduct = Awaited<ReturnType<typeof productsOf>>[number] & {
  images: Awaited<ReturnType<typeof imagesOf>>;
};
export type CatalogVariant = Awaited<ReturnType<typeof variantsOf>>[number];
export type CatalogBundle = Awaited<ReturnType<typeof bundlesOf>>[number];

export type CartCatalog = {
  products: Map<number, CatalogProduct>;
  variants: Map<number, CatalogVariant>;
  /** Every variant of each blank item involved, in display order, for the colour and size pickers. */
  variantsByInventory: Map<number, CatalogVariant[]>;
  bundles: Map<number, CatalogBundle>;
  /** The guest device the catalogue was read for: its own customised items are its to see. */
  deviceId: string | null;
};

type LineRefs = { productId: number; bundleId?: number | null };

/** The catalogue behind some cart lines, as seen by the shopper (their own designs are on sale to them). */
export async function findCartCatalog(
  db: Db,
  lines: readonly LineRefs[],
  userId: number | null,
  deviceId: string | null = null,
): Promise<CartCatalog> {
  const productIds = [...new Set(lines.map((line) => line.productId))];
  const bundleIds = [...new Set(lines.flatMap((line) => (line.bundleId == null ? [] : [line.bundleId])))];
  const [productRows, images, bundleRows] = await Promise.all([
    productsOf(db, productIds, userId, deviceId),
    imagesOf(db, productIds),
    bundlesOf(db, bundleIds),
  ]);
  const inventoryIds = [...new Set(productRows.map((row) => row.inventory.id))];
  const variantLists = await Promise.all(inventoryIds.map((id) => variantsOf(db, id)));
  const variantsByInventory = new Map(inventoryIds.map((id, index) => [id, variantLists[index] ?? []]));
  return {
    products: new Map(
      productRows.map((row) => [
        row.id,
        { ...row, images: images.filter((image) => image.productId === row.id) },
      ]),
    ),
    variants: new Map(variantLists.flat().map((variant) => [variant.id, variant])),
    variantsByInventory,
    bundles: new Map(bundleRows.map((row) => [row.id, row])),
    deviceId,
  };
}
