import type { Db } from '@seed/db/client';
import { findCartBundles } from '../bundles/cart-bundles';
import { variantsOf } from '../inventory/service';
import { type CartProduct, findCartProducts } from '../products/cart-products';

// What the cart needs to know about the products, variants and bundles its lines point at, read in a few
// batched queries whatever the number of lines, each from the module that owns it. Products that left the
// shop are included (flagged by `onSale`), so the cart can show them as such.

export type CatalogProduct = CartProduct;
export type CatalogVariant = Awaited<ReturnType<typeof variantsOf>>[number];
export type CatalogBundle = Awaited<ReturnType<typeof findCartBundles>>[number];

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
  const [productRows, bundleRows] = await Promise.all([
    findCartProducts(db, productIds, { userId, deviceId }),
    findCartBundles(db, bundleIds),
  ]);
  const inventoryIds = [...new Set(productRows.map((row) => row.inventory.id))];
  const variantLists = await Promise.all(inventoryIds.map((id) => variantsOf(db, id)));
  const variantsByInventory = new Map(inventoryIds.map((id, index) => [id, variantLists[index] ?? []]));
  return {
    products: new Map(productRows.map((row) => [row.id, row])),
    variants: new Map(variantLists.flat().map((variant) => [variant.id, variant])),
    variantsByInventory,
    bundles: new Map(bundleRows.map((row) => [row.id, row])),
    deviceId,
  };
}
