import { testDatabaseKinds } from '@seed/db/test-database';
import { describe, expect, it } from 'vitest';
import { useCheckoutApi } from './checkout-test-api';

describe.each(testDatabaseKinds())('the checkout summary on %s', (kind) => {
  const t = useCheckoutApi(kind);

  it('sums up the cart with voucher, discount, delivery and wallet, and names what blocks it', async () => {
    const shopper = await t.newShopper({ wallet: 4000 });
    const empty = (await t.request('GET', '/api/checkout/summary', shopper.token)).json();
    expect(empty.blockers).toEqual(['EMPTY_CART', 'DELIVERY_REQUIRED']);
    await t.addToCart(shopper.token, 4);
    const query = `deliveryId=${t.deliveryId}&deliveryAddressId=${shopper.addressId}&voucherCode=save10&useWallet=true`;
    const summary = (await t.request('GET', `/api/checkout/summary?${query}`, shopper.token)).json();
    // 40.000 − 1.000 (SAVE10, capped) − 5% of 39.000 + free delivery (over 20.000) − 4.000 wallet.
    expect(summary).toMatchObject({
      subtotal: { amount: 40_000 },
      discount: { amount: 1000 + 1950 },
      voucher: { code: 'SAVE10', percent: 10, amountOff: null, valid: true, problem: null },
      deliveryPrice: { amount: 0 },
      walletAvailable: { amount: 4000 },
      walletUsed: { amount: 4000 },
      total: { amount: 40_000 - 2950 - 4000 },
      blockers: [],
    });
    const expired = (
      await t.request('GET', '/api/checkout/summary?voucherCode=EXPIRED', shopper.token)
    ).json();
    expect(expired.voucher).toEqual({
      code: 'EXPIRED',
      percent: 0,
      amountOff: null,
      valid: false,
      problem: 'EXPIRED',
    });
    const placed = (await t.order(shopper, { voucherCode: 'SAVE10', useWallet: true })).json();
    expect(placed.order.price.amount).toBe(summary.total.amount);
  });

  it('finds a voucher however the shopper typed it, and names an unknown one as typed, upper-cased', async () => {
    const shopper = await t.newShopper();
    await t.addToCart(shopper.token);
    const summary = (code: string) =>
      t.request('GET', `/api/checkout/summary?voucherCode=${encodeURIComponent(code)}`, shopper.token);
    expect((await summary(' save10 ')).json().voucher).toEqual({
      code: 'SAVE10',
      percent: 10,
      amountOff: null,
      valid: true,
      problem: null,
    });
    expect((await summary('nope')).json().voucher).toEqual({
      code: 'NOPE',
      percent: 0,
      amountOff: null,
      valid: false,
      problem: 'NOT_FOUND',
    });
  });
});
