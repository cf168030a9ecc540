import { orders } from '@seed/db/schema/orders';
import { walletLedger } from '@seed/db/schema/wallet';
import { testDatabaseKinds } from '@seed/db/test-database';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useCheckoutApi } from './checkout-test-api';

describe.each(testDatabaseKinds())('placing an order with bad input on %s', (kind) => {
  const t = useCheckoutApi(kind);

  async function nothingChanged(shopper: { userId: number }, stockBefore: number) {
    const [placed] = await t.db.select({ n: count() }).from(orders).where(eq(orders.userId, shopper.userId));
    expect(placed!.n).toBe(0);
    expect(await t.stock(t.extras.variants.teeWhiteS)).toBe(stockBefore);
    const [moves] = await t.db
      .select({ n: count() })
      .from(walletLedger)
      .where(eq(walletLedger.userId, shopper.userId));
    expect(moves!.n).toBeLessThanOrEqual(1);
  }

  it('refuses clearly and changes nothing', async () => {
    const shopper = await t.newShopper({ wallet: 2000 });
    const other = await t.newShopper();
    const stock = await t.stock(t.extras.variants.teeWhiteS);

    expect((await t.order(shopper)).json()).toMatchObject({
      statusCode: 400,
      reason: 'CART_EMPTY',
      message: 'Your cart is empty',
    });
    await t.addToCart(shopper.token);
    const cases: [object, number, string | RegExp, string | undefined][] = [
      [{ deliveryAddressId: 999_999 }, 404, 'Address 999999 not found', 'DELIVERY_ADDRESS_NOT_FOUND'],
      [
        { deliveryAddressId: other.addressId },
        404,
        `Address ${other.addressId} not found`,
        'DELIVERY_ADDRESS_NOT_FOUND',
      ],
      [
        { deliveryId: 'zone-999-standard' },
        400,
        'Delivery method zone-999-standard is not offered to KW',
        'DELIVERY_METHOD_UNAVAILABLE',
      ],
      [{ paymentMethodId: 77 }, 400, 'Payment method 77 is not offered', 'PAYMENT_METHOD_UNAVAILABLE'],
      [{ voucherCode: 'NOSUCH' }, 400, 'Voucher NOSUCH does not exist', 'VOUCHER_NOT_FOUND'],
      [{ voucherCode: 'EXPIRED' }, 400, 'Voucher EXPIRED has expired', 'VOUCHER_EXPIRED'],
      [{ voucherCode: 'BIGSPEND' }, 400, 'Voucher BIGSPEND needs a larger order', 'VOUCHER_BELOW_MINIMUM'],
      [{ voucherCode: 'USEDUP' }, 400, 'Voucher USEDUP has been used up', 'VOUCHER_LIMIT_REACHED'],
      [{ voucherCode: 'OFF' }, 400, 'Voucher OFF is no longer active', 'VOUCHER_INACTIVE'],
      [{ price: 1, total: 1 }, 400, /must not have unknown key|Unrecognized key/i, undefined],
      [{ walletAmount: 100_000 }, 400, /Unrecognized key|unknown key/i, undefined],
      [{ idempotencyKey: 'again' }, 400, /idempotencyKey must be a UUID/, undefined],
    ];
    for (const [extra, status, message, reason] of cases) {
      const reply = await t.order(shopper, extra);
      expect(reply.statusCode, JSON.stringify(extra)).toBe(status);
      expect(reply.json().message).toMatch(message);
      expect(reply.json().reason, JSON.stringify(extra)).toBe(reason);
    }
    // The minimum travels in the shopper's currency, for the page to format.
    expect((await t.order(shopper, { voucherCode: 'BIGSPEND' })).json().details).toEqual({
      minimum: 100_000,
      currency: 'KWD',
    });
    expect((await t.request('POST', '/api/payments/execute/order', null, {})).statusCode).toBe(401);
    await nothingChanged(shopper, stock);
  });

  it('charges the server’s totals, whatever the client believes', async () => {
    const shopper = await t.newShopper();
    await t.addToCart(shopper.token);
    // Asking to use a wallet it does not have spends nothing and charges the full total.
    const placed = await t.order(shopper, { useWallet: true });
    expect(placed.statusCode).toBe(201);
    expect(placed.json().order).toMatchObject({ price: { amount: 11_000 }, total: { amount: 11_000 } });
    const detail = (
      await t.request('GET', `/api/users/my/order/${placed.json().order.id}`, shopper.token)
    ).json().order;
    expect(detail).toMatchObject({
      isUsedWallet: false,
      paymentWalletAmount: { amount: 0 },
      subtotal: { amount: 10_000 },
    });
  });

  it('refuses a cart whose line is out of stock, naming the item', async () => {
    const shopper = await t.newShopper();
    const variant = t.extras.variants.toteBlackS;
    await t.addToCart(shopper.token, 2, variant, t.catalog.products.palmTote!);
    await t.setStock(variant, 1);
    const reply = await t.order(shopper);
    expect(reply.json()).toMatchObject({
      statusCode: 409,
      code: 'OUT_OF_STOCK',
      message: 'Palm tote is out of stock',
    });
    expect(await t.stock(variant)).toBe(1);
  });
});
