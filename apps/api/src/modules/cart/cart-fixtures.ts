import type { Db } from '@seed/db/client';
import { bundles, bundleTemplatesInventories } from '@seed/db/schema/bundles';
import { colorsToSizes } from '@seed/db/schema/inventory';
import { orders } from '@seed/db/schema/orders';
import { deliveryZones, freeShippingConfig } from '@seed/db/schema/shipping';
import { users } from '@seed/db/schema/users';
import { discountTiers, vouchers, voucherUses } from '@seed/db/schema/wallet';
import { asc } from 'drizzle-orm';
import type { Catalog } from '../../test/fixtures';

/**
 * What the cart tests need beside the test catalogue: its variants by name, a second shopper, a bundle
 * of a tee and a tote (20% off) and a retired one, vouchers in every state, and free-delivery thresholds.
 */
export async function insertCartExtras(db: Db, catalog: Catalog) {
  // The catalogue inserts them in this order: tee white S (5 in stock), tee white M (sold out, 0.500
  // surcharge), tee black M (3), tote black S (9).
  const [teeWhiteS, teeWhiteM, teeBlackM, toteBlackS] = (
    await db.select({ id: colorsToSizes.id }).from(colorsToSizes).orderBy(asc(colorsToSizes.id))
  ).map((row) => row.id);
  const [other] = await db.insert(users).values({ email: 'other@example.com' }).returning({ id: users.id });

  const [bundle, retiredBundle] = await db
    .insert(bundles)
    .values([
      { nameEn: 'Tee and tote', nameAr: 'تيشيرت وحقيبة', discountPercentage: 20 },
      { nameEn: 'Retired set', nameAr: 'طقم متوقف', discountPercentage: 10, isActive: false },
    ])
    .returning({ id: bundles.id });
  const { tee, tote } = catalog.inventories;
  await db.insert(bundleTemplatesInventories).values([
    { bundleId: bundle!.id, inventoryId: tee, count: 1 },
    { bundleId: bundle!.id, inventoryId: tote, count: 1 },
    { bundleId: retiredBundle!.id, inventoryId: tee, count: 1 },
  ]);

  const past = new Date(Date.now() - 24 * 60 * 60 * 1000);
  const [, , , , once] = await db
    .insert(vouchers)
    .values([
      { code: 'SAVE10', percent: 10, maxDiscount: 1000 },
      { code: 'BIGSPEND', percent: 20, minAmount: 100_000 },
      { code: 'EXPIRED', percent: 5, expiresAt: past },
      { code: 'USEDUP', percent: 5, usageLimit: 1, usedCount: 1 },
      { code: 'ONCE', percent: 15, perUserLimit: 1 },
      { code: 'OFF', percent: 5, isActive: false },
    ])
    .returning({ id: vouchers.id });
  const shopper = catalog.users.shopper;
  const [order] = await db
    .insert(orders)
    .values({ userId: shopper, subtotal: 1000, price: 1000, voucherId: once!.id })
    .returning({ id: orders.id });
  await db.insert(voucherUses).values({ voucherId: once!.id, userId: shopper, orderId: order!.id });

  const [kuwait, gulf] = await db
    .insert(deliveryZones)
    .values([
      { nameEn: 'Kuwait', nameAr: 'الكويت', countryCodes: ['KW'] },
      { nameEn: 'Gulf', nameAr: 'الخليج', countryCodes: ['AE', 'SA'], isInternational: true },
    ])
    .returning({ id: deliveryZones.id });
  // The demo store's discount on amount: 5% from KWD 30, 10% from KWD 60.
  await db.insert(discountTiers).values([
    { minSubtotal: 30_000, percent: 5 },
    { minSubtotal: 60_000, percent: 10 },
  ]);
  await db.insert(freeShippingConfig).values([
    { zoneId: kuwait!.id, minSubtotal: 20_000 },
    { zoneId: gulf!.id, minSubtotal: 40_000 },
    { zoneId: null, minSubtotal: 60_000 },
    { zoneId: gulf!.id, minSubtotal: 1000, isActive: false },
  ]);

  return {
    variants: {
      teeWhiteS: teeWhiteS!,
      teeWhiteM: teeWhiteM!,
      teeBlackM: teeBlackM!,
      toteBlackS: toteBlackS!,
    },
    users: { shopper, other: other!.id },
    bundles: { bundle: bundle!.id, retired: retiredBundle!.id },
  };
}

export type CartExtras = Awaited<ReturnType<typeof insertCartExtras>>;
