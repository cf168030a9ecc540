import type { Db } from '@seed/db/client';
import { productImages, products } from '@seed/db/schema/products';
import type { PrintPosition } from '@seed/domain/print-position';
import { and, eq, inArray, isNull } from 'drizzle-orm';

/**
 * Whose a new product is: a shopper's (a studio design), a guest device's (a customised bundle item, until
 * its shopper signs in), or an artist's (made from one of their artworks, listed once the artwork is).
 */
type ProductOwner =
  | { userId: number }
  | { deviceId: string }
  // margin: the artist's share within the price, KWD fils (issue 22)
  | { artistId: number; artworkId: number; margin: number };

type ProductPicture = {
  side: (typeof productImages.$inferInsert)['type'];
  mediaId: number;
};

type NewOwnedProduct = {
  nameEn: string;
  nameAr: string;
  inventoryId: number;
  price: number;
  /** The garment colour the product is shown in; `id` ties its pictures to that colour. */
  color: { id: number | null; value: string | null };
  /** In display order; the first is the product's main picture. */
  pictures: ProductPicture[];
  printPosition?: PrintPosition;
  categoryToSubcategoryId?: number | null;
  /** What a customised product was made from, to open it again or reprint it. */
  design?: unknown;
  searchText?: string;
};

function ownerColumns(owner: ProductOwner) {
  if ('artistId' in owner) {
    return { artistId: owner.artistId, artworkId: owner.artworkId, artistMargin: owner.margin };
  }
  return 'userId' in owner ? { ownerUserId: owner.userId } : { deviceId: owner.deviceId };
}

/**
 * The one way to create products outside the back office: their rows and pictures, in the caller's
 * transaction. Returns the new ids in the order of `items`.
 */
export async function createOwnedProducts(
  tx: Db,
  owner: ProductOwner,
  items: readonly NewOwnedProduct[],
): Promise<number[]> {
  if (items.length === 0) return [];
  const rows = await tx
    .insert(products)
    .values(
      items.map((item) => ({
        ...ownerColumns(owner),
        nameEn: item.nameEn,
        nameAr: item.nameAr,
        inventoryId: item.inventoryId,
        categoryToSubcategoryId: item.categoryToSubcategoryId ?? null,
        price: item.price,
        randomColor: item.color.value,
        printingAreaColor: item.color.value,
        mediaId: item.pictures[0]?.mediaId ?? null,
        randomMediaId: item.pictures[0]?.mediaId ?? null,
        clientPrintPosition: item.printPosition,
        design: item.design,
        searchText: item.searchText,
      })),
    )
    .returning({ id: products.id });
  const ids = rows.map((row) => row.id);
  await tx.insert(productImages).values(
    items.flatMap((item, index) => {
      const productId = ids[index];
      if (productId === undefined) return [];
      return item.pictures.map((picture, rank) => ({
        productId,
        type: picture.side,
        mediaId: picture.mediaId,
        colorId: item.color.id,
        rank,
      }));
    }),
  );
  return ids;
}

/**
 * At sign-in, the items a guest customised on this device become the account's, so they stay in the cart
 * wherever the shopper signs in next. Only the device's own, unowned products among `productIds` change.
 */
export async function claimDeviceProducts(tx: Db, userId: number, deviceId: string, productIds: number[]) {
  const ids = [...new Set(productIds)];
  if (ids.length === 0) return;
  await tx
    .update(products)
    .set({ ownerUserId: userId })
    .where(and(inArray(products.id, ids), isNull(products.ownerUserId), eq(products.deviceId, deviceId)));
}

/** The stored design of one of the user's own products, as the studio saved it; null when not theirs. */
export async function findOwnDesign(db: Db, productId: number, userId: number): Promise<unknown> {
  const [row] = await db
    .select({ design: products.design })
    .from(products)
    .where(and(eq(products.id, productId), eq(products.ownerUserId, userId)));
  return row?.design ?? null;
}

/** The stored designs of these products (studio designs, bundle items; null for catalogue ones), by id. */
export async function findDesigns(db: Db, productIds: number[]): Promise<Map<number, unknown>> {
  if (productIds.length === 0) return new Map();
  const rows = await db
    .select({ id: products.id, design: products.design })
    .from(products)
    .where(inArray(products.id, productIds));
  return new Map(rows.map((row) => [row.id, row.design]));
}
