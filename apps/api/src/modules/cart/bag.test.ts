import { cartItems } from '@seed/db/schema/carts';
import { testDatabaseKinds } from '@seed/db/test-database';
import { describe, expect, it } from 'vitest';
import { type CartItem, cartCalls, useCartApi } from './cart-test-api';

describe.each(testDatabaseKinds())('signed-in cart on %s', (kind) => {
  const t = useCartApi(kind);
  const { line, add, bag, palmTeeWhiteS } = cartCalls(t);

  it('needs a signed-in shopper', async () => {
    for (const [method, url] of [
      ['GET', '/api/carts/my/bag'],
      ['POST', '/api/carts/product/to/bag'],
      ['PUT', '/api/carts/edit/count/bag'],
      ['DELETE', '/api/carts/product/by/1'],
    ] as const) {
      const reply = await t.request(
        method,
        url,
        null,
        method === 'GET' || method === 'DELETE' ? undefined : {},
      );
      expect(reply.statusCode, url).toBe(401);
      expect(reply.json()).toMatchObject({ code: 'UNAUTHORIZED', message: 'Sign in to continue' });
    }
  });

  it('adds a product, then adds to the same line; another print position is another line', async () => {
    const { token } = await t.newShopper();
    expect(await bag(token)).toEqual({ items: [], total: { amount: 0, currency: 'KWD' } });
    const first = await add(token, { ...palmTeeWhiteS(), count: 2 });
    expect(first.statusCode).toBe(200);
    const [item] = first.json().items;
    expect(first.json().changedIds).toEqual([item.id]);
    expect(item).toMatchObject({ count: 2, printPosition: 'FRONT', price: { amount: 10_000 } });

    const again = (await add(token, palmTeeWhiteS())).json();
    expect(again.changedIds).toEqual([item.id]);
    expect(again.items).toMatchObject([{ id: item.id, count: 3 }]);

    const back = (await add(token, { ...palmTeeWhiteS(), printPosition: 'BACK' })).json();
    expect(back.items).toHaveLength(2);
    expect(back.changedIds).toEqual([back.items[1].id]);
    const cart = await bag(token, '?currency=USD');
    expect(cart.items.map((i) => [i.printPosition, i.count])).toEqual([
      ['FRONT', 3],
      ['BACK', 1],
    ]);
    expect(cart.total).toEqual({ amount: 4 * 3255, currency: 'USD' });
  });

  it('refuses more than the stock, over every line of the variant', async () => {
    const { token } = await t.newShopper();
    const blackM = line(t.catalog.products.plainTee!, t.extras.variants.teeBlackM);
    const tooMany = await add(token, { ...blackM, count: 4 });
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json()).toEqual({
      statusCode: 409,
      code: 'OUT_OF_STOCK',
      reason: 'NOT_ENOUGH_STOCK',
      details: { available: 3, requested: 4 },
      message: 'Only 3 left of this colour and size; the cart would hold 4',
    });
    expect((await add(token, { ...blackM, count: 2 })).statusCode).toBe(200);
    const palmBlackM = line(t.catalog.products.palmTee!, t.extras.variants.teeBlackM, { count: 2 });
    expect((await add(token, palmBlackM)).statusCode).toBe(409);
    const soldOut = await add(token, line(t.catalog.products.palmTee!, t.extras.variants.teeWhiteM));
    expect(soldOut.json()).toMatchObject({
      code: 'OUT_OF_STOCK',
      reason: 'SOLD_OUT',
      message: 'This colour and size is sold out',
    });
    expect((await bag(token)).items.map((i) => i.count)).toEqual([2]);
  });

  it('refuses bad input with a clear 4xx and changes nothing', async () => {
    const { token } = await t.newShopper();
    const { products } = t.catalog;
    const { variants } = t.extras;
    // The last column is the refusal's reason; a field the schema refuses has none of its own.
    const cases: [object, number, string, string?][] = [
      [{ ...palmTeeWhiteS(), count: 0 }, 400, 'at least 1'],
      [{ ...palmTeeWhiteS(), count: -1 }, 400, 'at least 1'],
      [{ ...palmTeeWhiteS(), count: 2.5 }, 400, 'whole number'],
      [{ ...palmTeeWhiteS(), count: '2' }, 400, 'count'],
      [{ ...palmTeeWhiteS(), count: 1000 }, 400, 'at most 999'],
      [{ ...palmTeeWhiteS(), price: 1 }, 400, 'price'],
      [{ productId: products.palmTee }, 400, 'colorsToSizesId'],
      [line(999_999, variants.teeWhiteS), 404, 'Product 999999 not found', 'PRODUCT_NOT_FOUND'],
      [line(products.palmTee!, 999_999), 400, 'is not one of product', 'VARIANT_NOT_OF_PRODUCT'],
      [line(products.palmTee!, variants.toteBlackS), 400, 'is not one of product', 'VARIANT_NOT_OF_PRODUCT'],
      [
        { ...palmTeeWhiteS(), printPosition: 'POCKET' },
        400,
        'cannot be printed at POCKET',
        'PRINT_POSITION_NOT_OFFERED',
      ],
      [{ ...palmTeeWhiteS(), printPosition: 'SLEEVE' }, 400, 'printPosition'],
      [line(products.inactive!, variants.teeWhiteS), 404, 'is not on sale', 'PRODUCT_NOT_ON_SALE'],
      [line(products.unapproved!, variants.teeWhiteS), 404, 'is not on sale', 'PRODUCT_NOT_ON_SALE'],
      [line(products.orphaned!, variants.teeWhiteS), 404, 'is not on sale', 'PRODUCT_NOT_ON_SALE'],
      [line(products.ownDesign!, variants.teeWhiteS), 404, 'not found', 'PRODUCT_NOT_FOUND'],
    ];
    for (const [body, status, message, reason] of cases) {
      const reply = await add(token, body);
      expect(reply.statusCode, message).toBe(status);
      expect(reply.json().message).toContain(message);
      expect(reply.json().reason, message).toBe(reason);
    }
    expect((await bag(token)).items).toEqual([]);
  });

  it('lets a shopper buy their own design, marked as theirs', async () => {
    const token = await t.token(t.catalog.users.shopper);
    const reply = await add(token, line(t.catalog.products.ownDesign!, t.extras.variants.teeWhiteS));
    expect(reply.statusCode).toBe(200);
    expect(reply.json().items[0]).toMatchObject({
      ownedByUser: true,
      isCustomized: true,
      nameEn: 'Own design',
    });
    await t.request('DELETE', `/api/carts/product/by/${reply.json().items[0].id}`, token);
  });

  it('adds several products at once, or none of them', async () => {
    const { token } = await t.newShopper();
    const { products } = t.catalog;
    const { variants } = t.extras;
    const url = '/api/carts/multi/products/to/bag';
    const good = [palmTeeWhiteS(), line(products.palmTote!, variants.toteBlackS, { count: 2 })];
    const refused = await t.request('POST', url, token, {
      products: [...good, line(999_999, variants.teeWhiteS)],
    });
    expect(refused.statusCode).toBe(404);
    expect((await bag(token)).items).toEqual([]);
    const added = (await t.request('POST', url, token, { products: good })).json();
    expect(added.items.map((i: CartItem) => i.count)).toEqual([1, 2]);
    expect(added.changedIds).toEqual(added.items.map((i: CartItem) => i.id));
    expect(added.total).toEqual({ amount: 10_000 + 2 * 8000, currency: 'KWD' });
    expect((await t.request('POST', url, token, { products: [] })).statusCode).toBe(400);
  });

  it('holds at most 100 lines', async () => {
    const { token, userId } = await t.newShopper();
    const rows = Array.from({ length: 100 }, (_, i) => ({
      userId,
      productId: t.catalog.products.palmTee!,
      colorsToSizesId: t.extras.variants.teeWhiteS,
      bundleId: t.extras.bundles.bundle,
      uniqueKey: `key${String(i).padStart(7, '0')}`,
    }));
    await t.db.insert(cartItems).values(rows);
    const reply = await add(token, line(t.catalog.products.palmTote!, t.extras.variants.toteBlackS));
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toMatchObject({
      message: 'A cart holds at most 100 lines',
      reason: 'CART_FULL',
      details: { max: 100 },
    });
  });

  it('lets parallel adds of one line add up, never fail or go past the stock', async () => {
    const { token } = await t.newShopper();
    const plainWhiteS = line(t.catalog.products.plainTee!, t.extras.variants.teeWhiteS);
    const replies = await Promise.all(Array.from({ length: 5 }, () => add(token, plainWhiteS)));
    expect(replies.map((reply) => reply.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect((await bag(token)).items.map((i) => i.count)).toEqual([5]);
    expect((await add(token, plainWhiteS)).statusCode).toBe(409);
  });
});
