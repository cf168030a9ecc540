import { cartItems } from '@seed/db/schema/carts';
import { designRequestProducts, designRequests } from '@seed/db/schema/design-requests';
import { favorites } from '@seed/db/schema/favorites';
import { colorsToSizes } from '@seed/db/schema/inventory';
import { media } from '@seed/db/schema/media';
import { orderProducts, orders } from '@seed/db/schema/orders';
import { productImages, products } from '@seed/db/schema/products';
import { testDatabaseKinds } from '@seed/db/test-database';
import { FolderStore } from '@seed/media/folder-store';
import { type SavedImage, saveImage, variantKey } from '@seed/media/save-image';
import { eq, inArray, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { useCatalogApi } from '../../test/api';
import { PRINT_FOLDER, storePrintFile } from '../studio/print-files';
import { deleteRenderedFile } from '../studio/rendered-files';
import { deleteUnusedCustomProducts } from './custom-product-cleanup';

describe.each(testDatabaseKinds())('deleting unused customised products on %s', (kind) => {
  const t = useCatalogApi(kind);
  let store: FolderStore;
  let png: Buffer;
  beforeAll(async () => {
    store = new FolderStore(t.api.mediaDir);
    png = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#c33' } })
      .png()
      .toBuffer();
  });
  const db = () => t.api.db;
  const run = () =>
    deleteUnusedCustomProducts(
      { db: db(), deleteFile: (file) => deleteRenderedFile(store, file) },
      { retentionDays: 30 },
      t.api.app.log,
    );

  const mockup = async () => {
    const image = await saveImage(store, png, { folder: 'studio', originalName: 'front.png' });
    const [row] = await db()
      .insert(media)
      .values({ ...image, ownerUserId: t.catalog.users.shopper })
      .returning({ id: media.id });
    return { id: row!.id, image };
  };
  const printFile = async () => {
    const file = await storePrintFile(store, 'FRONT', { png, width: 40, height: 40 });
    const [row] = await db()
      .insert(media)
      .values({ ...file, foldersName: PRINT_FOLDER, mimeType: 'image/png' })
      .returning({ id: media.id });
    return { id: row!.id, pathname: file.pathname };
  };
  /** A studio product as create-product.ts makes it: a mockup shown as its image and a print file. */
  const studioProduct = async (daysOld: number, owner: { userId?: number; deviceId?: string } = {}) => {
    const shown = await mockup();
    const print = await printFile();
    const [row] = await db()
      .insert(products)
      .values({
        nameEn: 'Tee: your design',
        nameAr: 'تيشيرت: تصميمك',
        inventoryId: t.catalog.inventories.tee,
        price: 5000,
        mediaId: shown.id,
        ownerUserId: owner.deviceId ? null : (owner.userId ?? t.catalog.users.shopper),
        deviceId: owner.deviceId ?? null,
        design: { printPosition: 'FRONT', sides: {}, printFiles: { FRONT: print.id } },
        createdAt: sql`now() - make_interval(days => ${daysOld})`,
      })
      .returning({ id: products.id });
    await db().insert(productImages).values({ productId: row!.id, type: 'FRONT', mediaId: shown.id });
    return { id: row!.id, mockup: shown, print };
  };
  const productExists = async (id: number) =>
    (await db().select().from(products).where(eq(products.id, id))).length === 1;
  const imageStored = async (image: SavedImage) =>
    (await store.get(image.foldersName, variantKey('small', image.pathname.split('.')[0]!))) !== null;
  const printStored = async (pathname: string) => (await store.get(PRINT_FOLDER, pathname)) !== null;
  const mediaRows = async (ids: number[]) =>
    (await db().select().from(media).where(inArray(media.id, ids))).length;

  it('deletes an old unused studio product with its mockups, print files and media rows', async () => {
    const old = await studioProduct(31);
    const guest = await studioProduct(45, { deviceId: 'device-old' });
    expect(await imageStored(old.mockup.image)).toBe(true);
    expect(await printStored(old.print.pathname)).toBe(true);

    const removed = await run();
    expect(removed.products).toBeGreaterThanOrEqual(2);
    for (const product of [old, guest]) {
      expect(await productExists(product.id)).toBe(false);
      expect(await imageStored(product.mockup.image)).toBe(false);
      expect(await printStored(product.print.pathname)).toBe(false);
      expect(await mediaRows([product.mockup.id, product.print.id])).toBe(0);
    }
    expect(await run()).toEqual({ products: 0, files: 0 });
  });

  it('keeps products in a cart, an order, a favourite or a design request, and recent ones', async () => {
    const userId = t.catalog.users.shopper;
    const [variant] = await db()
      .select({ id: colorsToSizes.id })
      .from(colorsToSizes)
      .where(eq(colorsToSizes.inventoryId, t.catalog.inventories.tee));
    const [inCart, ordered, liked, requested, recent] = await Promise.all(
      [40, 40, 40, 40, 29].map((days) => studioProduct(days)),
    );
    await db().insert(cartItems).values({ userId, productId: inCart!.id, colorsToSizesId: variant!.id });
    const [order] = await db()
      .insert(orders)
      .values({ userId, subtotal: 5000, price: 5000, status: 'PAID' })
      .returning({ id: orders.id });
    await db().insert(orderProducts).values({
      orderId: order!.id,
      productId: ordered!.id,
      nameEn: 'Tee',
      nameAr: 'تيشيرت',
      unitPrice: 5000,
      count: 1,
    });
    await db().insert(favorites).values({ userId, kind: 'product', targetId: liked!.id });
    const [request] = await db()
      .insert(designRequests)
      .values({ uid: 'DR-CLEANUP-1', userId })
      .returning({ id: designRequests.id });
    await db().insert(designRequestProducts).values({ requestId: request!.id, productId: requested!.id });

    await run();
    for (const product of [inCart, ordered, liked, requested, recent]) {
      expect(await productExists(product!.id)).toBe(true);
      expect(await imageStored(product!.mockup.image)).toBe(true);
      expect(await printStored(product!.print.pathname)).toBe(true);
    }
  });

  it("never touches the shop's products, a bundle item's blank picture, or a file another product shows", async () => {
    const kept = await studioProduct(40);
    await db()
      .insert(favorites)
      .values({ userId: t.catalog.users.shopper, kind: 'product', targetId: kept.id });
    const gone = await studioProduct(40);
    // An unused product showing, besides its own, the kept product's mockup.
    await db()
      .insert(productImages)
      .values({ productId: gone.id, type: 'BACK', mediaId: kept.mockup.id, rank: 1 });
    const blank = await mockup();
    const [bundleItem] = await db()
      .insert(products)
      .values({
        nameEn: 'Tee · Name',
        nameAr: 'تيشيرت · اسم',
        inventoryId: t.catalog.inventories.tee,
        price: 4000,
        mediaId: blank.id,
        deviceId: 'guest-device',
        design: { kind: 'bundle-template', bundleId: 1, templateId: 1, values: {} },
        createdAt: sql`now() - interval '90 days'`,
      })
      .returning({ id: products.id });
    await db()
      .update(products)
      .set({ createdAt: sql`now() - interval '400 days'` })
      .where(eq(products.id, t.catalog.products.palmTee!));

    await run();
    expect(await productExists(gone.id)).toBe(false);
    expect(await productExists(bundleItem!.id)).toBe(false);
    expect(await imageStored(kept.mockup.image)).toBe(true);
    expect(await mediaRows([kept.mockup.id, blank.id])).toBe(2);
    expect(await imageStored(blank.image)).toBe(true);
    expect(await productExists(t.catalog.products.palmTee!)).toBe(true);
    expect(await productExists(t.catalog.products.ownDesign!)).toBe(true);
  });
});
