import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bundles } from './schema/bundles';
import { cartItems } from './schema/carts';
import { favorites } from './schema/favorites';
import { colors, colorsToSizes, inventories, sizes } from './schema/inventory';
import { orders } from './schema/orders';
import { products } from './schema/products';
import { users } from './schema/users';
import { giftCards, walletLedger } from './schema/wallet';
import { createTestDatabase, type TestDatabase, testDatabaseKinds } from './test-database';

async function expectViolation(query: PromiseLike<unknown>, constraint: string): Promise<void> {
  await expect(query).rejects.toMatchObject({ cause: { constraint } });
}

// The database itself refuses the duplicates that retries and double clicks would otherwise create.
describe.each(testDatabaseKinds())('integrity rules kept by %s', (kind) => {
  let database: TestDatabase;
  let ids: { userId: number; productId: number; colorsToSizesId: number; bundleId: number };

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    const { db } = database;
    const [user] = await db.insert(users).values({ email: 'shopper@example.com' }).returning();
    const [inventory] = await db
      .insert(inventories)
      .values({ nameEn: 'Tee', nameAr: 'تيشيرت', price: 5000, printingType: ['DTG'] })
      .returning();
    const [color] = await db
      .insert(colors)
      .values({ value: '#000000', nameEn: 'Black', nameAr: 'أسود' })
      .returning();
    const [size] = await db.insert(sizes).values({ label: 'M' }).returning();
    const [variant] = await db
      .insert(colorsToSizes)
      .values({ inventoryId: inventory!.id, colorId: color!.id, sizeId: size!.id, count: 10 })
      .returning();
    const [product] = await db
      .insert(products)
      .values({ nameEn: 'Cat tee', nameAr: 'تيشيرت قطة', inventoryId: inventory!.id, price: 7000 })
      .returning();
    const [bundle] = await db.insert(bundles).values({ nameEn: 'Pair', nameAr: 'زوج' }).returning();
    ids = { userId: user!.id, productId: product!.id, colorsToSizesId: variant!.id, bundleId: bundle!.id };
  });
  afterAll(() => database?.drop());

  it('keeps one cart line per product, variant and print position, but separate bundle lines', async () => {
    const { db } = database;
    const line = { userId: ids.userId, productId: ids.productId, colorsToSizesId: ids.colorsToSizesId };
    await db.insert(cartItems).values(line);
    await expectViolation(db.insert(cartItems).values(line), 'cart_items_line_identity_idx');
    await db.insert(cartItems).values({ ...line, printPosition: 'BACK' });
    await db.insert(cartItems).values([
      { ...line, bundleId: ids.bundleId, uniqueKey: 'aaaaaaaaaa' },
      { ...line, bundleId: ids.bundleId, uniqueKey: 'bbbbbbbbbb' },
    ]);
    expect(await db.select().from(cartItems)).toHaveLength(4);
  });

  it('refuses a cart count below one and a bundle line without its key', async () => {
    const { db } = database;
    const line = { userId: ids.userId, productId: ids.productId, colorsToSizesId: ids.colorsToSizesId };
    await expectViolation(
      db.insert(cartItems).values({ ...line, printPosition: 'POCKET', count: 0 }),
      'cart_items_count_positive',
    );
    await expectViolation(
      db.insert(cartItems).values({ ...line, printPosition: 'POCKET', bundleId: ids.bundleId }),
      'cart_items_bundle_has_key',
    );
  });

  it('credits a gift card and debits an order at most once', async () => {
    const { db } = database;
    const [card] = await db.insert(giftCards).values({ code: 'GIFT-1', amount: 10_000 }).returning();
    const credit = { userId: ids.userId, amount: 10_000, reason: 'GIFT_CARD' as const, giftCardId: card!.id };
    await db.insert(walletLedger).values(credit);
    await expectViolation(db.insert(walletLedger).values(credit), 'wallet_ledger_gift_card_idx');

    const [order] = await db
      .insert(orders)
      .values({ userId: ids.userId, subtotal: 7000, price: 0 })
      .returning();
    const debit = { userId: ids.userId, amount: -7000, reason: 'ORDER_PAYMENT' as const, orderId: order!.id };
    await db.insert(walletLedger).values(debit);
    await expectViolation(db.insert(walletLedger).values(debit), 'wallet_ledger_order_reason_idx');
    await db.insert(walletLedger).values([
      { userId: ids.userId, amount: 500, reason: 'ADJUSTMENT', orderId: order!.id },
      { userId: ids.userId, amount: -500, reason: 'ADJUSTMENT', orderId: order!.id },
    ]);
  });

  it('refuses a second order with the same idempotency key for the same user', async () => {
    const { db } = database;
    const order = { userId: ids.userId, subtotal: 7000, price: 7000, idempotencyKey: 'checkout-1' };
    await db.insert(orders).values(order);
    await expectViolation(db.insert(orders).values(order), 'orders_user_idempotency_key_idx');
  });

  it('keeps one favourite per user, kind and target', async () => {
    const { db } = database;
    const favourite = { userId: ids.userId, kind: 'product' as const, targetId: ids.productId };
    await db.insert(favorites).values(favourite);
    await expectViolation(db.insert(favorites).values(favourite), 'favorites_user_kind_target_idx');
    await db.insert(favorites).values({ ...favourite, kind: 'artwork' });
  });
});
