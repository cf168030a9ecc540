import { cartItems } from '@seed/db/schema/carts';
import { testDatabaseKinds } from '@seed/db/test-database';
import { describe, expect, it } from 'vitest';
import { type CartItem, cartCalls, useCartApi } from './cart-test-api';

describe.each(testDatabaseKinds())('editing a signed-in cart on %s', (kind) => {
  const t = useCartApi(kind);
  const { line, add, bag, palmTeeWhiteS } = cartCalls(t);

  it("changes a line's colour/size and count, joining a line that has that variant", async () => {
    const { token } = await t.newShopper();
    const { variants } = t.extras;
    const edit = (body: object) => t.request('PUT', '/api/carts/edit/one/bag', token, body);
    const [white] = (await add(token, palmTeeWhiteS())).json().items;
    const moved = await edit({ bagId: white.id, colorsToSizesId: variants.teeBlackM, count: 2 });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().items).toMatchObject([
      { id: white.id, colorsToSizesId: variants.teeBlackM, count: 2 },
    ]);

    const other = (await add(token, palmTeeWhiteS())).json().items[1];
    const joined = (await edit({ bagId: other.id, colorsToSizesId: variants.teeBlackM, count: 1 })).json();
    expect(joined.items).toMatchObject([{ id: white.id, count: 3 }]);
    expect(joined.changedIds).toEqual([white.id]);

    expect((await edit({ bagId: white.id, colorsToSizesId: variants.teeBlackM, count: 4 })).statusCode).toBe(
      409,
    );
    expect((await edit({ bagId: white.id, colorsToSizesId: variants.toteBlackS, count: 1 })).statusCode).toBe(
      400,
    );
    expect((await edit({ bagId: white.id, colorsToSizesId: variants.teeWhiteS })).statusCode).toBe(400);
    expect((await edit({ bagId: 'x', colorsToSizesId: variants.teeWhiteS, count: 1 })).statusCode).toBe(400);
  });

  it('sets a count; below 1 or over the stock is refused, lowering an over-stock line is not', async () => {
    const { token, userId } = await t.newShopper();
    const count = (bagId: number, value: unknown) =>
      t.request('PUT', '/api/carts/edit/count/bag', token, { bagId, count: value });
    const [item] = (await add(token, palmTeeWhiteS())).json().items;
    expect((await count(item.id, 4)).json().items[0].count).toBe(4);
    expect((await count(item.id, 0)).statusCode).toBe(400);
    expect((await count(item.id, 1.5)).statusCode).toBe(400);
    expect((await count(item.id, 6)).statusCode).toBe(409);
    expect((await count(999_999, 1)).json()).toMatchObject({
      statusCode: 404,
      reason: 'CART_LINE_NOT_FOUND',
    });

    // Stock ran short since the line was added: the line is flagged, and may still go down.
    const [over] = await t.db
      .insert(cartItems)
      .values({
        userId,
        productId: t.catalog.products.plainTee!,
        colorsToSizesId: t.extras.variants.teeBlackM,
        count: 10,
      })
      .returning({ id: cartItems.id });
    const flagged = (await bag(token)).items.find((i) => i.id === over!.id);
    expect(flagged?.availability).toBe('NOT_ENOUGH_STOCK');
    expect((await count(over!.id, 5)).statusCode).toBe(200);
    expect((await count(over!.id, 7)).statusCode).toBe(409);
    // The flagged line is not in the total: only the 4 palm tees are.
    expect((await bag(token)).total.amount).toBe(40_000);
  });

  it("removes a line; another shopper's line is a 404", async () => {
    const { token } = await t.newShopper();
    const stranger = await t.newShopper();
    const [item] = (await add(token, palmTeeWhiteS())).json().items;
    const del = (id: unknown, as = token) => t.request('DELETE', `/api/carts/product/by/${id}`, as);
    expect((await del(item.id, stranger.token)).statusCode).toBe(404);
    expect(
      (await t.request('PUT', '/api/carts/edit/count/bag', stranger.token, { bagId: item.id, count: 2 }))
        .statusCode,
    ).toBe(404);
    expect((await del('abc')).statusCode).toBe(400);
    const removed = await del(item.id);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toMatchObject({ items: [], changedIds: [] });
    expect((await del(item.id)).json()).toMatchObject({
      code: 'NOT_FOUND',
      reason: 'CART_LINE_NOT_FOUND',
      message: `Cart line ${item.id} not found`,
    });
  });

  it('adds a bundle under one new key with its discount, and removes it as one', async () => {
    const { token } = await t.newShopper();
    const { products } = t.catalog;
    const { variants, bundles } = t.extras;
    const url = '/api/carts/product/multi/to/bag';
    const items = [
      line(products.palmTee!, variants.teeWhiteS, { bundleId: bundles.bundle }),
      line(products.palmTote!, variants.toteBlackS, { bundleId: bundles.bundle }),
    ];
    const added = (await t.request('POST', url, token, { products: items })).json();
    expect(added.items).toHaveLength(2);
    const [tee, tote] = added.items;
    expect(tee.uniqueKey).toMatch(/^[A-Za-z0-9]{10}$/);
    expect(tote.uniqueKey).toBe(tee.uniqueKey);
    expect(tee).toMatchObject({ isBundle: true, price: { amount: 8000 }, oldPrice: { amount: 10_000 } });
    expect(added.total.amount).toBe(8000 + 6400);
    // A second time is a second bundle, never merged into the first.
    const twice = (await t.request('POST', url, token, { products: items })).json();
    expect(new Set(twice.items.map((i: CartItem) => i.uniqueKey)).size).toBe(2);

    const count = await t.request('PUT', '/api/carts/edit/count/bag', token, { bagId: tee.id, count: 2 });
    expect(count.json()).toMatchObject({
      code: 'INVALID_DATA',
      reason: 'BUNDLE_ITEMS_CHANGE_TOGETHER',
      message: expect.stringContaining('remove the bundle'),
    });
    const byKey = await t.request('DELETE', `/api/carts/product/bundle/by/${tee.uniqueKey}`, token);
    expect(byKey.json().items).toHaveLength(2);
    // Removing one line of a bundle takes the bundle with it.
    const byLine = await t.request('DELETE', `/api/carts/product/by/${byKey.json().items[0].id}`, token);
    expect(byLine.json().items).toEqual([]);
    expect(
      (await t.request('DELETE', `/api/carts/product/bundle/by/${tee.uniqueKey}`, token)).json(),
    ).toMatchObject({ statusCode: 404, reason: 'BUNDLE_NOT_IN_CART' });
    expect((await t.request('DELETE', '/api/carts/product/bundle/by/short', token)).statusCode).toBe(400);
  });

  it('refuses an incomplete, retired, unknown or mixed bundle, adding nothing', async () => {
    const { token } = await t.newShopper();
    const { products } = t.catalog;
    const { variants, bundles } = t.extras;
    const tee = (bundleId: number) => line(products.palmTee!, variants.teeWhiteS, { bundleId });
    const tote = (bundleId: number) => line(products.palmTote!, variants.toteBlackS, { bundleId });
    const post = (items: object[]) =>
      t.request('POST', '/api/carts/product/multi/to/bag', token, { products: items });
    const incomplete = await post([tee(bundles.bundle)]);
    expect(incomplete.statusCode).toBe(400);
    expect(incomplete.json().message).toMatch(/^This bundle takes 1 of blank item \d+, not 0$/);
    expect(incomplete.json()).toMatchObject({
      reason: 'BUNDLE_INCOMPLETE',
      details: { expected: 1, given: 0 },
    });
    expect(
      (await post([tee(bundles.bundle), tee(bundles.bundle), tote(bundles.bundle)])).json(),
    ).toMatchObject({
      reason: 'BUNDLE_TOO_MANY_ITEMS',
      details: { expected: 1, given: 2 },
    });
    expect((await post([tee(bundles.retired)])).json()).toMatchObject({
      statusCode: 404,
      reason: 'BUNDLE_NOT_ON_SALE',
      message: expect.stringContaining('is not on sale'),
    });
    expect((await post([tote(bundles.retired)])).json()).toMatchObject({
      statusCode: 400,
      reason: 'ITEM_NOT_IN_BUNDLE',
    });
    expect((await post([tee(9999), tote(9999)])).json()).toMatchObject({
      statusCode: 404,
      reason: 'BUNDLE_NOT_FOUND',
    });
    expect((await post([tee(bundles.bundle), tote(bundles.retired)])).statusCode).toBe(400);
    expect((await bag(token)).items).toEqual([]);
  });
});
