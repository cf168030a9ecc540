import { giftCards, walletLedger } from '@seed/db/schema/wallet';
import { testDatabaseKinds } from '@seed/db/test-database';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useCheckoutApi } from '../checkout/checkout-test-api';

describe.each(testDatabaseKinds())('gift cards and the wallet on %s', (kind) => {
  const t = useCheckoutApi(kind);
  const redeem = (token: string, code: string, query = '') =>
    t.request('POST', `/api/gift-cards/redeem${query}`, token, { code });

  it('credits a card once, converted to the wallet, and lists it in the history', async () => {
    await t.db.insert(giftCards).values({ code: 'GIFT-20USD', amount: 2000, currency: 'USD' });
    const shopper = await t.newShopper();
    const reply = await redeem(shopper.token, 'gift-20usd');
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toEqual({
      credited: { amount: 6145, currency: 'KWD' },
      walletAmount: { amount: 6145, currency: 'KWD' },
    });
    const me = await t.request('GET', '/api/users/get/me', shopper.token);
    expect(me.json().walletAmount).toEqual({ amount: 6145, currency: 'KWD' });
    const history = await t.request('GET', '/api/users/wallet/history?currency=USD', shopper.token);
    expect(history.json()).toMatchObject({
      entries: [{ reason: 'GIFT_CARD', amount: { amount: 2000, currency: 'USD' }, orderId: null }],
      hasMore: false,
    });
  });

  it('credits a card redeemed 20 times at once exactly once', async () => {
    const [card] = await t.db.insert(giftCards).values({ code: 'RACE-ONE', amount: 5000 }).returning();
    const shoppers = await Promise.all(Array.from({ length: 4 }, () => t.newShopper()));
    const replies = await Promise.all(
      Array.from({ length: 20 }, (_, i) => redeem(shoppers[i % shoppers.length]!.token, 'RACE-ONE')),
    );
    expect(replies.filter((reply) => reply.statusCode === 200)).toHaveLength(1);
    for (const reply of replies.filter((r) => r.statusCode !== 200)) {
      expect(reply.json()).toMatchObject({
        statusCode: 409,
        reason: 'GIFT_CARD_ALREADY_REDEEMED',
        message: 'This gift card has already been used',
      });
    }
    const credits = await t.db
      .select({ n: count() })
      .from(walletLedger)
      .where(eq(walletLedger.giftCardId, card!.id));
    expect(credits[0]!.n).toBe(1);
  });

  it('refuses unknown, used and expired cards clearly and credits nothing', async () => {
    const shopper = await t.newShopper();
    await t.db.insert(giftCards).values([
      { code: 'OLD-CARD', amount: 1000, expiresAt: new Date(Date.now() - 1000) },
      { code: 'USED-CARD', amount: 1000, redeemedAt: new Date() },
    ]);
    expect((await redeem(shopper.token, 'NOPE')).json()).toMatchObject({
      statusCode: 404,
      reason: 'GIFT_CARD_NOT_FOUND',
      message: 'No gift card has this code',
    });
    expect((await redeem(shopper.token, 'OLD-CARD')).json()).toMatchObject({
      statusCode: 409,
      reason: 'GIFT_CARD_EXPIRED',
      message: 'This gift card has expired',
    });
    expect((await redeem(shopper.token, 'USED-CARD')).json()).toMatchObject({
      statusCode: 409,
      reason: 'GIFT_CARD_ALREADY_REDEEMED',
    });
    expect((await redeem(shopper.token, '')).statusCode).toBe(400);
    expect((await t.request('POST', '/api/gift-cards/redeem', null, { code: 'OLD-CARD' })).statusCode).toBe(
      401,
    );
    const mine = await t.db
      .select({ n: count() })
      .from(walletLedger)
      .where(eq(walletLedger.userId, shopper.userId));
    expect(mine[0]!.n).toBe(0);
  });

  it('pays part of an order with a redeemed card', async () => {
    await t.db.insert(giftCards).values({ code: 'PART-PAY', amount: 5000 });
    const shopper = await t.newShopper();
    await redeem(shopper.token, 'PART-PAY');
    await t.addToCart(shopper.token);
    const placed = await t.order(shopper, { useWallet: true });
    expect(placed.json().order.price.amount).toBe(10_000 + 1000 - 5000);
    const history = (await t.request('GET', '/api/users/wallet/history', shopper.token)).json().entries;
    expect(history.map((entry: { reason: string }) => entry.reason)).toEqual(['ORDER_PAYMENT', 'GIFT_CARD']);
    expect((await t.request('GET', '/api/users/get/me', shopper.token)).json().walletAmount.amount).toBe(0);
  });
});
