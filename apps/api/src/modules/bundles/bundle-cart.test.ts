import { products } from '@seed/db/schema/products';
import { testDatabaseKinds } from '@seed/db/test-database';
import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useCartApi } from '../cart/cart-test-api';
import { type BundleFixtures, insertBundleFixtures } from './bundle-fixtures';

type Line = {
  id: number;
  productId: number;
  uniqueKey: string | null;
  bundleId: number | null;
  isBundle: boolean;
  nameAr: string;
  price: { amount: number };
  oldPrice: { amount: number };
  discountedPrice: { amount: number };
  sumPrice: { amount: number };
  media: { url: { large: string | null } } | null;
};

describe.each(testDatabaseKinds())('customised bundles in the cart on %s', (kind) => {
  const t = useCartApi(kind);
  let f: BundleFixtures;
  beforeAll(async () => {
    f = await insertBundleFixtures(t.db, t.catalog);
  });

  // The family set as a shopper fills it: two tees with names in Arabic, a tote with a circle.
  const items = (extra: object = {}) => {
    const { tee, tote } = t.catalog.inventories;
    const { teeWhiteS, teeBlackM, toteBlackS } = t.extras.variants;
    const bundleId = f.bundles.set;
    return [
      {
        bundleId,
        inventoryId: tee,
        templateId: f.templates.bigName,
        controls: { text: 'فهد', color: '#aa0000' },
        colorsToSizesId: teeWhiteS,
        ...extra,
      },
      {
        bundleId,
        inventoryId: tee,
        templateId: f.templates.bigName,
        controls: { text: 'نورة', color: '#1f2937' },
        colorsToSizesId: teeBlackM,
      },
      {
        bundleId,
        inventoryId: tote,
        templateId: f.templates.circle,
        controls: { text: 'العائلة', color: '#0f766e' },
        colorsToSizesId: toteBlackS,
      },
    ];
  };
  const addBundle = (token: string, body: unknown) =>
    t.request('POST', '/api/carts/product/multi/to/bag', token, body);
  const bag = async (token: string) =>
    (await t.request('GET', '/api/carts/my/bag', token)).json() as {
      items: Line[];
      total: { amount: number };
    };
  const productCount = async () => (await t.db.select({ n: count() }).from(products))[0]!.n;

  it('adds every item as the shopper own product, under one key, at the bundle price', async () => {
    const { userId, token } = await t.newShopper();
    const reply = await addBundle(token, { products: items() });
    expect(reply.statusCode).toBe(200);
    const { items: lines, total } = reply.json() as { items: Line[]; total: { amount: number } };
    expect(lines).toHaveLength(3);
    const [key] = new Set(lines.map((line) => line.uniqueKey));
    expect(key).toMatch(/^[A-Za-z0-9]{10}$/);
    expect(
      lines.every((line) => line.uniqueKey === key && line.bundleId === f.bundles.set && line.isBundle),
    ).toBe(true);
    expect(
      lines.map((line) => [line.price.amount, line.oldPrice.amount, line.discountedPrice.amount]),
    ).toEqual([
      [4250, 5000, 4250],
      [4250, 5000, 4250],
      [2550, 3000, 2550],
    ]);
    expect(total.amount).toBe(11_050);
    expect(lines[0]!.nameAr).toBe('تيشيرت · اسم كبير · فهد');
    // Each item shows its own rendered picture, not the blank item's.
    const pictures = lines.map((line) => line.media?.url.large);
    expect(pictures.every((url) => /\/media\/bundles\/large_\w+\.webp$/.test(url ?? ''))).toBe(true);
    expect(new Set(pictures).size).toBe(3);
    const [made] = await t.db.select().from(products).where(eq(products.id, lines[0]!.productId));
    expect(made).toMatchObject({ ownerUserId: userId, deviceId: null, price: 5000 });
    expect(made!.design).toEqual({
      kind: 'bundle-template',
      bundleId: f.bundles.set,
      templateId: f.templates.bigName,
      values: { text: 'فهد', color: '#aa0000' },
    });
    const listed = (await t.request('GET', '/api/products/all?limit=100')).json();
    const listedIds = listed.products.map((product: { id: number }) => product.id);
    expect(lines.some((line) => listedIds.includes(line.productId))).toBe(false);
  });

  it.each([
    ['a template the item does not take', { templateId: 0 }, 400, /not offered for this item/],
    ['a missing required control', { controls: { color: '#000000' } }, 400, /Item 1: text is required/],
    [
      'a value that is too long',
      { controls: { text: 'عبدالرحمن الكبير', color: '#000000' } },
      400,
      /at most 12/,
    ],
    ['a value of the wrong type', { controls: { text: 'فهد', color: 'blue' } }, 400, /colour/],
    ['a colour and size of another item', { colorsToSizesId: 0 }, 400, /not one of this item's/],
    ['a forged discount', { discountPercentage: 90 }, 400, /discountPercentage/],
  ])('refuses %s and keeps nothing of the bundle', async (_case, change, status, message) => {
    const { token } = await t.newShopper();
    const body = items(change);
    if ('templateId' in change) body[0]!.templateId = f.templates.sports;
    if ('colorsToSizesId' in change) body[0]!.colorsToSizesId = t.extras.variants.toteBlackS;
    const before = await productCount();
    const reply = await addBundle(token, { products: body });
    expect(reply.statusCode).toBe(status);
    expect(reply.json().message).toMatch(message);
    expect((await bag(token)).items).toEqual([]);
    expect(await productCount()).toBe(before);
  });

  it('refuses a bundle with items missing, and an item out of stock, with nothing left behind', async () => {
    const { token } = await t.newShopper();
    const before = await productCount();
    const missing = await addBundle(token, { products: items().slice(0, 2) });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toMatch(/takes 1 of blank item/);
    // The last item fails the cart's stock check, after the products were made: the transaction undoes them.
    const soldOut = items();
    soldOut[1]!.colorsToSizesId = t.extras.variants.teeWhiteM;
    const reply = await addBundle(token, { products: soldOut });
    expect(reply.statusCode).toBe(409);
    expect((await bag(token)).items).toEqual([]);
    expect(await productCount()).toBe(before);
  });

  it('removes every line of a bundle by its key, and refuses a malformed key', async () => {
    const { token } = await t.newShopper();
    await t.request('POST', '/api/carts/product/to/bag', token, {
      productId: t.catalog.products.palmTee!,
      colorsToSizesId: t.extras.variants.teeWhiteS,
    });
    const added = (await addBundle(token, { products: items() })).json() as { items: Line[] };
    const key = added.items.find((line) => line.uniqueKey)!.uniqueKey!;
    const reply = await t.request('DELETE', `/api/carts/product/bundle/by/${key}`, token);
    expect(reply.statusCode).toBe(200);
    expect((reply.json() as { items: Line[] }).items.map((line) => line.uniqueKey)).toEqual([null]);
    const bad = await t.request('DELETE', '/api/carts/product/bundle/by/short', token);
    expect(bad.statusCode).toBe(400);
  });

  describe('for a guest', () => {
    const design = (deviceId: string | null, body: unknown) =>
      t.request(
        'POST',
        `/api/bundling/${f.bundles.set}/designs${deviceId ? `?deviceId=${deviceId}` : ''}`,
        null,
        body,
      );
    const guestItems = () => items().map(({ bundleId: _bundleId, ...item }) => item);
    const rebuild = (deviceId: string, lines: object[]) =>
      t.request('POST', `/api/carts/products/to/guest_bag_items?deviceId=${deviceId}`, null, {
        products: lines.map((line, index) => ({ id: index + 1, ...line })),
      });

    it('makes the items for the device and rebuilds them with the bundle discount', async () => {
      const reply = await design('device-guest-1', { items: guestItems() });
      expect(reply.statusCode).toBe(201);
      const { uniqueKey, lines } = reply.json();
      expect(uniqueKey).toMatch(/^[A-Za-z0-9]{10}$/);
      expect(lines).toHaveLength(3);
      expect(lines[0]).toMatchObject({
        bundleId: f.bundles.set,
        uniqueKey,
        count: 1,
        printPosition: 'FRONT',
      });

      const guestBag = (await rebuild('device-guest-1', lines)).json();
      expect(guestBag.dropped).toEqual([]);
      expect(guestBag.totalPrice).toEqual({ amount: 11_050, currency: 'KWD' });
      expect(guestBag.bags[2]).toMatchObject({
        isBundle: true,
        price: { amount: 2550 },
        oldPrice: { amount: 3000 },
        discountedPrice: { amount: 2550 },
        bundle: { id: f.bundles.set, discountPercentage: 15 },
      });
      const usd = (
        await t.request(
          'POST',
          `/api/carts/products/to/guest_bag_items?deviceId=device-guest-1&currency=USD`,
          null,
          {
            products: lines.map((line: object, index: number) => ({ id: index + 1, ...line })),
          },
        )
      ).json();
      expect(usd.totalPrice).toEqual({ amount: 1383 + 1383 + 830, currency: 'USD' });

      // Another device cannot see them: they are as good as unknown.
      const stranger = (await rebuild('device-stranger', lines)).json();
      expect(stranger.bags).toEqual([]);
      expect(stranger.dropped.map((line: { reason: string }) => line.reason)).toEqual([
        'NOT_FOUND',
        'NOT_FOUND',
        'NOT_FOUND',
      ]);
    });

    it('needs a device id, and refuses what a signed-in shopper would be refused', async () => {
      const noDevice = await design(null, { items: guestItems() });
      expect(noDevice.statusCode).toBe(400);
      expect(noDevice.json()).toMatchObject({ reason: 'BUNDLE_NEEDS_DEVICE_OR_SIGN_IN' });
      expect(noDevice.json().message).toMatch(/deviceId/);
      const before = await productCount();
      const short = await design('device-guest-2', { items: guestItems().slice(1) });
      expect(short.statusCode).toBe(400);
      const forged = await design('device-guest-2', { items: guestItems(), discountPercentage: 50 });
      expect(forged.statusCode).toBe(400);
      expect(await productCount()).toBe(before);
    });

    it('names the refused item and why, for the page to say in its language', async () => {
      const { tote } = t.catalog.inventories;
      const refusal = async (index: number, change: object) => {
        const body = guestItems().map((item, at) => (at === index ? { ...item, ...change } : item));
        return (await design('device-guest-4', { items: body })).json();
      };
      expect(await refusal(1, { templateId: f.templates.sports })).toMatchObject({
        code: 'INVALID_DATA',
        reason: 'BUNDLE_ITEM_TEMPLATE_NOT_OFFERED',
        details: { item: 2 },
      });
      expect(await refusal(0, { colorsToSizesId: t.extras.variants.toteBlackS })).toMatchObject({
        reason: 'BUNDLE_ITEM_VARIANT_NOT_OFFERED',
        details: { item: 1 },
      });
      expect(await refusal(2, { templateId: 2_000_000_000 })).toMatchObject({
        code: 'NOT_FOUND',
        reason: 'BUNDLE_ITEM_TEMPLATE_NOT_FOUND',
        details: { item: 3 },
      });
      expect(await refusal(0, { inventoryId: tote + 100_000 })).toMatchObject({
        reason: 'ITEM_NOT_IN_BUNDLE',
        details: { item: 1 },
      });
      const gone = await t.request('POST', '/api/bundling/999999/designs?deviceId=device-guest-4', null, {
        items: guestItems(),
      });
      expect(gone.json()).toMatchObject({ code: 'NOT_FOUND', reason: 'BUNDLE_NOT_FOUND' });
    });

    it('passes the items to the account at sign-in, keeping the key and the discount', async () => {
      const { lines } = (await design('device-guest-3', { items: guestItems() })).json();
      const { userId, token } = await t.newShopper();
      const bagLines = lines.map((line: object, index: number) => ({ id: index + 1, ...line }));
      const merged = await t.request('POST', '/api/carts/merge/guest_bag?deviceId=device-guest-3', token, {
        bag: bagLines,
      });
      expect(merged.statusCode).toBe(200);
      const cart = await bag(token);
      expect(cart.items.map((line) => line.uniqueKey)).toEqual(
        lines.map((line: { uniqueKey: string }) => line.uniqueKey),
      );
      expect(cart.total.amount).toBe(11_050);
      const [owned] = await t.db.select().from(products).where(eq(products.id, lines[0].productId));
      expect(owned?.ownerUserId).toBe(userId);
      // Once the account's, the device alone no longer sees them.
      expect((await rebuild('device-guest-3', lines)).json().bags).toEqual([]);
    });
  });
});
