import { testDatabaseKinds } from '@seed/db/test-database';
import { describe, expect, it } from 'vitest';
import { useCartApi } from './cart-test-api';
import { mergeGuestBag } from './service';

type Item = {
  productId: number;
  colorsToSizesId: number;
  count: number;
  uniqueKey: string | null;
  availability: string;
};

describe.each(testDatabaseKinds())('merging a guest bag on %s', (kind) => {
  const t = useCartApi(kind);
  const items = async (token: string) =>
    ((await t.request('GET', '/api/carts/my/bag', token)).json().items as Item[]).map((item) => [
      item.productId,
      item.colorsToSizesId,
      item.count,
      item.uniqueKey,
    ]);

  it('merges by the line identity, loses nothing, and doubles nothing when sent twice', async () => {
    const { userId, token } = await t.newShopper();
    const { products } = t.catalog;
    const { variants, bundles } = t.extras;
    await t.request('POST', '/api/carts/product/to/bag', token, {
      productId: products.palmTee,
      colorsToSizesId: variants.teeWhiteS,
      count: 2,
    });
    const local = (productId: number, colorsToSizesId: number, count: number, bundle = false) => ({
      productId,
      colorsToSizesId,
      count,
      printPosition: 'FRONT' as const,
      bundleId: bundle ? bundles.bundle : null,
      uniqueKey: bundle ? 'aB3dE6gH9j' : null,
    });
    const bag = [
      local(products.palmTee!, variants.teeWhiteS, 1),
      local(products.plainTee!, variants.teeBlackM, 2),
      local(products.palmTee!, variants.teeWhiteS, 1, true),
      local(products.palmTote!, variants.toteBlackS, 1, true),
      local(999_999, variants.teeWhiteS, 1),
      local(products.palmTee!, variants.toteBlackS, 1),
    ];

    const first = await mergeGuestBag(t.db, userId, bag, null);
    expect(first.dropped.map((d) => [d.reason, d.line.productId])).toEqual([
      ['NOT_FOUND', 999_999],
      ['INVALID_DATA', products.palmTee],
    ]);
    expect(first.changedIds).toHaveLength(3);
    const merged = [
      [products.palmTee, variants.teeWhiteS, 2, null],
      [products.plainTee, variants.teeBlackM, 2, null],
      [products.palmTee, variants.teeWhiteS, 1, 'aB3dE6gH9j'],
      [products.palmTote, variants.toteBlackS, 1, 'aB3dE6gH9j'],
    ];
    expect(await items(token)).toEqual(merged);

    const second = await mergeGuestBag(t.db, userId, bag, null);
    expect(second.changedIds).toEqual([]);
    expect(await items(token)).toEqual(merged);
  });

  it('raises a line to the larger count and keeps lines beyond the stock, flagged', async () => {
    const { userId, token } = await t.newShopper();
    const line = { productId: t.catalog.products.plainTee!, colorsToSizesId: t.extras.variants.teeBlackM };
    const fresh = { printPosition: 'FRONT' as const, bundleId: null, uniqueKey: null };
    await mergeGuestBag(t.db, userId, [{ ...line, ...fresh, count: 1 }], null);
    await mergeGuestBag(t.db, userId, [{ ...line, ...fresh, count: 7 }], null);
    const [item] = (await t.request('GET', '/api/carts/my/bag', token)).json().items as Item[];
    expect(item).toMatchObject({ count: 7, availability: 'NOT_ENOUGH_STOCK' });
  });

  it("keeps the shopper's own designs and drops someone else's", async () => {
    const own = { productId: t.catalog.products.ownDesign!, colorsToSizesId: t.extras.variants.teeWhiteS };
    const fresh = { count: 1, printPosition: 'FRONT' as const, bundleId: null, uniqueKey: null };
    const stranger = await t.newShopper();
    const theirs = await mergeGuestBag(t.db, stranger.userId, [{ ...own, ...fresh }], null);
    expect(theirs.dropped.map((d) => d.reason)).toEqual(['NOT_FOUND']);
    const shopper = t.catalog.users.shopper;
    const mine = await mergeGuestBag(t.db, shopper, [{ ...own, ...fresh }], null);
    expect(mine.dropped).toEqual([]);
    expect(mine.changedIds).toHaveLength(1);
    await t.request('DELETE', `/api/carts/product/by/${mine.changedIds[0]}`, await t.token(shopper));
  });

  it('merges over HTTP for a signed-in shopper, once however often it is sent, and refuses a guest', async () => {
    const { token } = await t.newShopper();
    const line = {
      id: 1,
      productId: t.catalog.products.palmTee!,
      colorsToSizesId: t.extras.variants.teeWhiteS,
      count: 2,
    };
    const merge = (bearer: string | null, bag: unknown) =>
      t.request('POST', '/api/carts/merge/guest_bag', bearer, { bag });
    const first = await merge(token, [line]);
    expect(first.statusCode).toBe(200);
    expect(first.json().changedIds).toHaveLength(1);
    expect((await merge(token, [line])).statusCode).toBe(200);
    expect(await items(token)).toEqual([[line.productId, line.colorsToSizesId, 2, null]]);
    expect((await merge(null, [line])).statusCode).toBe(401);
    expect((await merge(token, [{ ...line, count: 0 }])).statusCode).toBe(400);
  });
});
