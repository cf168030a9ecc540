import { media } from '@seed/db/schema/media';
import { testDatabaseKinds } from '@seed/db/test-database';
import { describe, expect, it } from 'vitest';
import { useCatalogApi } from '../../test/api';
import { findCartProducts } from './cart-products';
import { claimDeviceProducts, createOwnedProducts } from './owned-products';
import type { Viewer } from './visibility';

describe.each(testDatabaseKinds())('what is on sale to whom, as the cart reads it, on %s', (kind) => {
  const t = useCatalogApi(kind);
  const guest = { userId: null, deviceId: null };
  const onSale = async (ids: number[], viewer: Viewer) =>
    Object.fromEntries(
      (await findCartProducts(t.api.db, ids, viewer)).map((product) => [product.id, product.onSale]),
    );

  it('sells listed products to anyone and a shopper’s own design to them alone', async () => {
    const names = ['palmTee', 'inactive', 'unapproved', 'orphaned', 'ownDesign'];
    const ids = names.map((name) => t.catalog.products[name] ?? 0);
    const byName = async (viewer: Viewer) => {
      const rows = await findCartProducts(t.api.db, ids, viewer);
      const idOf = (name: string) => t.catalog.products[name];
      return Object.fromEntries(
        names.map((name) => [name, rows.find((row) => row.id === idOf(name))?.onSale]),
      );
    };
    const hidden = { inactive: false, unapproved: false, orphaned: false };
    expect(await byName(guest)).toEqual({ palmTee: true, ...hidden, ownDesign: false });
    const shopper = { userId: t.catalog.users.shopper, deviceId: null };
    expect(await byName(shopper)).toEqual({ palmTee: true, ...hidden, ownDesign: true });
  });

  it('creates a guest device’s item with its picture, on sale to that device until its shopper claims it', async () => {
    const [picture] = await t.api.db
      .insert(media)
      .values({
        pathname: 'item.webp',
        filename: 'item.webp',
        foldersName: 'bundles',
        mimeType: 'image/webp',
      })
      .returning({ id: media.id });
    const [id] = await createOwnedProducts(t.api.db, { deviceId: 'device-a' }, [
      {
        nameEn: 'Tee: Noor',
        nameAr: 'تيشيرت: نور',
        inventoryId: t.catalog.inventories.tee,
        price: 5000,
        color: { id: t.catalog.colors.black, value: '#000000' },
        pictures: picture ? [{ side: 'FRONT', mediaId: picture.id }] : [],
        design: { kind: 'bundle-template' },
      },
    ]);
    const ids = id === undefined ? [] : [id];
    const [item] = await findCartProducts(t.api.db, ids, { userId: null, deviceId: 'device-a' });
    expect(item).toMatchObject({ onSale: true, printingAreaColor: '#000000', media: { id: picture?.id } });
    expect(item?.images).toMatchObject([{ type: 'FRONT', colorId: t.catalog.colors.black }]);
    expect(Object.values(await onSale(ids, { userId: null, deviceId: 'device-b' }))).toEqual([false]);
    const shopper = { userId: t.catalog.users.shopper, deviceId: null };
    expect(Object.values(await onSale(ids, shopper))).toEqual([false]);

    await claimDeviceProducts(t.api.db, t.catalog.users.shopper, 'device-a', ids);
    expect(Object.values(await onSale(ids, shopper))).toEqual([true]);
    expect(Object.values(await onSale(ids, { userId: null, deviceId: 'device-a' }))).toEqual([false]);
  });
});
