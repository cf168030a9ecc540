import { testDatabaseKinds } from '@seed/db/test-database';
import { describe, expect, it } from 'vitest';
import { useCartApi } from '../cart/cart-test-api';

describe.each(testDatabaseKinds())('cart offers on %s', (kind) => {
  const t = useCartApi(kind);
  const check = (code: string, token?: string | null, query = '') =>
    t.request('GET', `/api/carts/promocode/check/${code}${query}`, token);

  it('checks a voucher in any case and gives its percent and cap in the requested currency', async () => {
    const reply = await check('save10');
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toEqual({
      code: 'SAVE10',
      valid: true,
      percent: 10,
      amountOff: null,
      problem: null,
      maxDiscount: { amount: 1000, currency: 'KWD' },
      minAmount: null,
      discount: null,
    });
    expect((await check('SAVE10', null, '?currency=USD')).json().maxDiscount).toEqual({
      amount: 325,
      currency: 'USD',
    });
  });

  it('gives 0 percent and the reason for a voucher that cannot be used', async () => {
    for (const [code, problem] of [
      ['EXPIRED', 'EXPIRED'],
      ['USEDUP', 'USED_UP'],
      ['OFF', 'INACTIVE'],
    ]) {
      expect((await check(code!)).json(), code).toMatchObject({ valid: false, percent: 0, problem });
    }
  });

  it("counts a signed-in shopper's own uses and cart, and says what it takes off", async () => {
    const shopper = await t.token(t.catalog.users.shopper);
    expect((await check('ONCE')).json()).toMatchObject({ valid: true, percent: 15 });
    expect((await check('ONCE', shopper)).json()).toMatchObject({ valid: false, problem: 'USED_BY_YOU' });

    const { token } = await t.newShopper();
    await t.request('POST', '/api/carts/product/to/bag', token, {
      productId: t.catalog.products.palmTee,
      colorsToSizesId: t.extras.variants.teeWhiteS,
      count: 4,
    });
    expect((await check('BIGSPEND')).json()).toMatchObject({ valid: true, percent: 20 });
    expect((await check('BIGSPEND', token)).json()).toMatchObject({
      valid: false,
      percent: 0,
      problem: 'BELOW_MINIMUM',
      minAmount: { amount: 100_000, currency: 'KWD' },
      discount: { amount: 0, currency: 'KWD' },
    });
    // 10% of 40.000 is 4.000, capped at 1.000.
    expect((await check('SAVE10', token)).json().discount).toEqual({ amount: 1000, currency: 'KWD' });
  });

  it('answers 404 for an unknown code and 400 for a malformed one', async () => {
    expect((await check('NOPE')).json()).toEqual({
      statusCode: 404,
      code: 'NOT_FOUND',
      reason: 'VOUCHER_NOT_FOUND',
      message: 'Voucher NOPE not found',
    });
    expect((await check('bad%20code')).statusCode).toBe(400);
    expect((await check('X'.repeat(33))).statusCode).toBe(400);
  });

  it('gives the discount tiers in the requested currency', async () => {
    expect((await t.request('GET', '/api/shared/discount-on-amount')).json()).toEqual({
      tiers: [
        { minAmount: { amount: 30_000, currency: 'KWD' }, percent: 5 },
        { minAmount: { amount: 60_000, currency: 'KWD' }, percent: 10 },
      ],
    });
    const usd = (await t.request('GET', '/api/shared/discount-on-amount?currency=USD')).json();
    expect(usd.tiers[0].minAmount).toEqual({ amount: 9765, currency: 'USD' });
  });

  it('gives the free-delivery threshold of the country, the home zone by default', async () => {
    const config = (query: string) => t.request('GET', `/api/users/freeShipping/config${query}`);
    const home = (await config('')).json();
    expect(home.minSubtotal).toEqual({ amount: 20_000, currency: 'KWD' });
    expect(home.zones.map((zone: { nameEn: string | null }) => zone.nameEn)).toEqual([
      'Kuwait',
      'Gulf',
      null,
    ]);
    expect((await config('?country=ae')).json().minSubtotal.amount).toBe(40_000);
    expect((await config('?country=FR')).json().minSubtotal.amount).toBe(60_000);
    expect((await config('?country=KW&currency=USD')).json().minSubtotal).toEqual({
      amount: 6510,
      currency: 'USD',
    });
    expect((await config('?country=KWT')).statusCode).toBe(400);
  });
});
