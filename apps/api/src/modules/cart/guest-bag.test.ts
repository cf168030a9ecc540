import { testDatabaseKinds } from '@seed/db/test-database';
import { describe, expect, it } from 'vitest';
import { useCartApi } from './cart-test-api';

type Bag = {
  id: number;
  count: number;
  countSingle: number;
  availability: string;
  price: { amount: number; currency: string };
  oldPrice: { amount: number };
  discountedPrice: { amount: number };
  sumPrice: { amount: number };
};

describe.each(testDatabaseKinds())('guest bag on %s', (kind) => {
  const t = useCartApi(kind);
  const url = '/api/carts/products/to/guest_bag_items';
  const post = (body: unknown, query = '') => t.request('POST', `${url}${query}`, null, body);

  // Every case a local cart can hold, beside each other: what is priced, what is flagged, what is dropped.
  const lines = () => {
    const { products } = t.catalog;
    const { variants, bundles } = t.extras;
    const line = (id: number, productId: number, colorsToSizesId: number, extra: object = {}) => ({
      id,
      productId,
      colorsToSizesId,
      count: 1,
      printPosition: 'FRONT',
      ...extra,
    });
    const inBundle = { bundleId: bundles.bundle, uniqueKey: 'aB3dE6gH9j' };
    return [
      line(1, products.palmTee!, variants.teeWhiteS, { count: 2, price: 1 }),
      line(2, products.plainTee!, variants.teeBlackM, { count: 4 }),
      line(3, products.palmTee!, variants.teeWhiteM),
      line(4, products.inactive!, variants.teeWhiteS),
      line(5, 999_999, variants.teeWhiteS),
      line(6, products.palmTee!, variants.toteBlackS),
      line(7, products.palmTote!, variants.toteBlackS, { printPosition: 'BACK' }),
      line(8, products.ownDesign!, variants.teeWhiteS),
      line(9, products.palmTee!, variants.teeWhiteS, { ...inBundle, printPosition: 'BACK' }),
      line(10, products.palmTote!, variants.toteBlackS, inBundle),
      line(11, products.palmTee!, variants.teeBlackM, { bundleId: 9999, uniqueKey: 'zzzzzzzzzz' }),
    ];
  };

  it('prices the lines on the server, flags what cannot be bought and drops what is not real', async () => {
    const reply = await post({ products: lines() });
    expect(reply.statusCode).toBe(200);
    const body = reply.json();
    const byId = new Map((body.bags as Bag[]).map((bag) => [bag.id, bag]));
    expect([...byId.keys()]).toEqual([1, 2, 3, 4, 9, 10]);
    // The forged price of line 1 is ignored; its own sale (old price 12.000) shows.
    expect(byId.get(1)).toMatchObject({
      count: 2,
      countSingle: 2,
      availability: 'AVAILABLE',
      price: { amount: 10_000, currency: 'KWD' },
      oldPrice: { amount: 12_000 },
      sumPrice: { amount: 20_000 },
      isDiscounted: true,
      nameEn: 'Palm tee',
      nameAr: 'منتج Palm tee',
      isBundle: false,
      ownedByUser: false,
      isCustomized: false,
      weight: 400,
      colorsToSizes: { color: { nameEn: 'White' }, size: { label: 'S' }, count: 5 },
      media: { url: { small: 'http://store.test/media/demo/small_palm-front.webp' } },
    });
    expect(byId.get(2)?.availability).toBe('NOT_ENOUGH_STOCK');
    expect(byId.get(3)).toMatchObject({ availability: 'SOLD_OUT', price: { amount: 10_500 } });
    expect(byId.get(4)).toMatchObject({ availability: 'UNAVAILABLE', nameEn: 'Inactive' });
    expect(body.dropped).toEqual([
      { id: 5, reason: 'NOT_FOUND', message: 'Product 999999 not found' },
      expect.objectContaining({
        id: 6,
        reason: 'INVALID_DATA',
        message: expect.stringContaining('is not one of'),
      }),
      expect.objectContaining({ id: 7, reason: 'INVALID_DATA', message: expect.stringContaining('at BACK') }),
      { id: 8, reason: 'NOT_FOUND', message: `Product ${t.catalog.products.ownDesign} not found` },
      { id: 11, reason: 'NOT_FOUND', message: 'Bundle 9999 not found' },
    ]);
  });

  it('gives bundle lines the bundle discount: old price undiscounted, discounted price the new one', async () => {
    const body = (await post({ products: lines() })).json();
    const tee = (body.bags as Bag[]).find((bag) => bag.id === 9);
    const tote = (body.bags as Bag[]).find((bag) => bag.id === 10);
    expect(tee).toMatchObject({
      price: { amount: 8000 },
      oldPrice: { amount: 10_000 },
      discountedPrice: { amount: 8000 },
      isBundle: true,
      uniqueKey: 'aB3dE6gH9j',
      bundle: { nameEn: 'Tee and tote', nameAr: 'تيشيرت وحقيبة', discountPercentage: 20 },
    });
    expect(tote).toMatchObject({ price: { amount: 6400 }, oldPrice: { amount: 8000 } });
    // Only the lines that can be bought count: 2 × 10.000 + 8.000 + 6.400.
    expect(body.totalPrice).toEqual({ amount: 34_400, currency: 'KWD' });
  });

  it('prices each unit in the requested currency, so the lines add up to the total', async () => {
    const body = (await post({ products: lines() }, '?currency=USD&deviceId=d1')).json();
    const sums = (body.bags as Bag[])
      .filter((bag) => bag.availability === 'AVAILABLE')
      .map((bag) => bag.sumPrice.amount);
    expect(sums).toEqual([6510, 2604, 2083]);
    expect(body.totalPrice).toEqual({ amount: 11_197, currency: 'USD' });
  });

  it('lists the colours and sizes of each line in display order', async () => {
    const [bag] = (await post({ products: lines().slice(0, 1) })).json().bags;
    expect(bag.availableColorsToSizes).toHaveLength(3);
    expect(bag.colorsToSizesPositions.colors.map((c: { nameEn: string }) => c.nameEn)).toEqual([
      'White',
      'Black',
    ]);
    expect(bag.colorsToSizesPositions.sizes.map((s: { label: string }) => s.label)).toEqual(['S', 'M']);
  });

  it('answers an empty bag for no lines', async () => {
    expect((await post({ products: [] })).json()).toEqual({
      bags: [],
      totalPrice: { amount: 0, currency: 'KWD' },
      dropped: [],
    });
  });

  it('refuses malformed lines with a clear 400', async () => {
    const [good] = lines();
    const cases: [unknown, string][] = [
      [{ products: [{ ...good, count: 0 }] }, 'at least 1'],
      [{ products: [{ ...good, count: 1.5 }] }, 'whole number'],
      [{ products: [{ ...good, count: -2 }] }, 'at least 1'],
      [{ products: [{ ...good, printPosition: 'SLEEVE' }] }, 'printPosition'],
      [{ products: [{ ...good, bundleId: 3 }] }, 'bundleId and uniqueKey go together'],
      [{ products: [good, good] }, 'Line ids must be unique'],
      [{ products: Array.from({ length: 101 }, (_, i) => ({ ...good, id: i + 1 })) }, 'at most 100'],
      [{ products: 'lots' }, 'products'],
      [{}, 'products'],
    ];
    for (const [body, message] of cases) {
      const reply = await post(body);
      expect(reply.statusCode, message).toBe(400);
      expect(reply.json()).toMatchObject({ code: 'INVALID_DATA', message: expect.stringContaining(message) });
    }
  });
});
