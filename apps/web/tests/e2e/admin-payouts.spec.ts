import { randomUUID } from 'node:crypto';
import { type BrowserContext, expect, test } from '@playwright/test';
import sharp from 'sharp';
import { addAddress, CARDS, newShopper, payOnGateway } from './checkout-helpers';
import { hasChromium, SKIP_REASON } from './chromium';
import { expectAccessible, signedIn } from './helpers';

test.skip(!hasChromium, SKIP_REASON);
// Uploads, image work, a payment and four accounts: minutes on a busy machine.
test.describe.configure({ timeout: 300_000 });

const IBAN = 'KW81CBKU0000000000001234560101';

async function ok(reply: { status(): number; text(): Promise<string> }) {
  expect(reply.status(), await reply.text()).toBeLessThan(300);
}

/** Two of the new artwork's products, one of each, in the shopper's cart (as the product page's form would). */
async function fillCart(shopper: BrowserContext, productIds: number[]) {
  for (const productId of productIds.slice(0, 2)) {
    const detail = await (await shopper.request.get(`/api/products/${productId}`)).json();
    const variant = (detail.colorsToSizes as { id: number; count: number }[]).find((row) => row.count > 2);
    expect(variant, `a variant in stock for product ${productId}`).toBeTruthy();
    await ok(
      await shopper.request.post('/api/carts/product/to/bag', {
        data: { productId, colorsToSizesId: variant?.id, count: 1, printPosition: 'FRONT' },
      }),
    );
  }
}

test('Arabic first: an artist’s own margin earns, clears after the return window, is paid out and shown on a statement; a refunded line is taken back', async ({
  browser,
  baseURL,
}) => {
  const base = String(baseURL);
  // The artist publishes an artwork with a margin of 5 KWD: after one of its two sales is refunded, the other
  // still meets the store's payout minimum (5 KWD).
  const artist = await signedIn(browser, base, 'artist@demo.seed', '/ar/artist-portal/artworks/new');
  const suffix = randomUUID().slice(0, 8);
  const titleAr = `طائرات ورقية ${suffix}`;
  const art = await sharp({ create: { width: 400, height: 400, channels: 3, background: '#b45309' } })
    .png()
    .toBuffer();
  await artist.page
    .getByLabel('صورة العمل الفني')
    .setInputFiles({ name: 'kites.png', mimeType: 'image/png', buffer: art });
  await artist.page.getByLabel('العنوان بالإنجليزية').fill(`Evening kites ${suffix}`);
  await artist.page.getByLabel('العنوان بالعربية').fill(titleAr);
  const items = artist.page.getByRole('group', { name: 'القطع التي يُطبع عليها' });
  await items.getByRole('checkbox').nth(0).check();
  await items.getByRole('checkbox').nth(1).check();
  await artist.page.getByLabel('هامش ربحك لكل منتج (د.ك)').fill('5.000');
  await artist.page.getByRole('button', { name: 'نشر' }).click();
  await expect(artist.page).toHaveURL(/\/ar\/artist-portal\/artworks\?published=1$/, { timeout: 60_000 });

  // The artist gives their bank details on the earnings page; the IBAN is shown masked.
  await artist.page.goto('/ar/artist-portal/earnings');
  await expect(artist.page.getByRole('heading', { level: 1, name: 'الأرباح' })).toBeVisible();
  await expectAccessible(artist.page);
  await artist.page.getByLabel('الآيبان').fill('KW81 CBKU 0000 0000 0000 1234 5601 02');
  await artist.page.getByLabel('اسم صاحب الحساب').fill('نورة الفنانة');
  await artist.page.getByRole('button', { name: 'حفظ البيانات البنكية' }).click();
  await expect(artist.page.getByRole('alert')).toContainText('رقم الآيبان غير صحيح');
  await artist.page.getByLabel('الآيبان').fill(IBAN);
  await artist.page.getByLabel('اسم صاحب الحساب').fill('نورة الفنانة');
  await artist.page.getByRole('button', { name: 'حفظ البيانات البنكية' }).click();
  await expect(artist.page.getByRole('status')).toHaveText('حُفظت بياناتك البنكية.');
  await expect(artist.page.getByText(`KW${'*'.repeat(24)}0101`)).toBeVisible();

  // The new artwork's margin is the one the artist chose; a moderator approves it (through the API).
  const margins = await (await artist.context.request.get('/api/artist/portal/margins?limit=50')).json();
  const artwork = (margins.artworks as { id: number; titleAr: string; margin: { amount: number } }[]).find(
    (row) => row.titleAr === titleAr,
  );
  expect(artwork?.margin.amount).toBe(5000);
  const moderator = await signedIn(browser, base, 'moderator@demo.seed', '/ar');
  await ok(
    await moderator.context.request.post(`/api/admin/moderation/artworks/${artwork?.id}/decisions`, {
      data: { decision: 'APPROVE', note: 'Clean print file' },
    }),
  );
  await moderator.context.close();
  const products = await (
    await artist.context.request.get(`/api/artist/portal/products?artworkId=${artwork?.id}&limit=10`)
  ).json();
  const productIds = (products.products as { id: number }[]).map((row) => row.id);
  expect(productIds).toHaveLength(2);

  // A shopper buys one of each of its two products and pays on the test gateway.
  const shopper = await newShopper(browser, base, 'ar');
  await addAddress(shopper.context);
  await fillCart(shopper.context, productIds);
  const me = (await (await shopper.context.request.get('/api/users/get/me')).json()) as {
    deliveryAddress: { id: number }[];
  };
  const addressId = me.deliveryAddress[0]?.id;
  const prices = (await (
    await shopper.context.request.get(`/api/users/delivery/prices?deliveryAddressId=${addressId}`)
  ).json()) as { deliveryMethods: { id: string }[] };
  const placed = await shopper.context.request.post('/api/payments/execute/order', {
    data: {
      idempotencyKey: randomUUID(),
      deliveryAddressId: addressId,
      deliveryId: prices.deliveryMethods[0]?.id,
      paymentMethodId: 2,
      useWallet: false,
    },
  });
  await ok(placed);
  const { order, paymentUrl } = (await placed.json()) as { order: { id: number }; paymentUrl: string };
  await shopper.page.goto(paymentUrl);
  await payOnGateway(shopper.page, 'ar', CARDS.success);
  await expect(shopper.page).toHaveURL(new RegExp(`/ar/thank-you/${order.id}`), { timeout: 60_000 });
  await shopper.context.close();

  // Operations moves the order to delivered; finance refunds one line before any payout.
  const admin = await signedIn(browser, base, 'admin@demo.seed', '/ar');
  for (const status of ['IN_PRODUCTION', 'SHIPPED', 'DELIVERED']) {
    const body =
      status === 'SHIPPED' ? { status, carrier: 'ARAMEX', trackingNumber: '34567890123' } : { status };
    await ok(await admin.context.request.patch(`/api/admin/orders/${order.id}/status`, { data: body }));
  }
  const lines = (await (await admin.context.request.get(`/api/admin/orders/${order.id}`)).json()).order
    .lines as { id: number }[];
  await ok(
    await admin.context.request.post(`/api/admin/orders/${order.id}/refunds`, {
      data: {
        scope: { kind: 'LINES', lines: [{ lineId: lines[1]?.id, count: 1 }] },
        destination: 'WALLET',
        restock: false,
        reason: 'Printed off-centre',
        idempotencyKey: randomUUID(),
      },
    }),
  );
  await admin.context.close();

  // The artist sees the two sales pending and the refunded one taken back.
  await artist.page.goto('/ar/artist-portal/earnings');
  const sales = artist.page.getByRole('table', { name: 'حسب سطر الطلب' });
  await expect(sales.getByRole('row').filter({ hasText: `#${order.id}` })).toHaveCount(3);
  await expect(sales.getByRole('row').filter({ hasText: 'مستردّ' }).first()).toContainText('KWD -5');

  // Finance: the return window has passed on the test clock; clear, make the batch, export it, pay it.
  const finance = await signedIn(browser, base, 'finance@demo.seed', '/ar/admin/payouts');
  const { page } = finance;
  await expect(page.getByRole('heading', { level: 1, name: 'مدفوعات الفنانين' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'اعتماد الأرباح التي انتهت مهلة إرجاعها الآن' }).click();
  await expect(page.getByRole('status')).toContainText('اعتُمد');
  await page.getByRole('button', { name: 'إنشاء دفعة مدفوعات' }).click();
  await expect(page).toHaveURL(/\/ar\/admin\/payouts\/\d+\?done=batch$/);
  await expectAccessible(page);
  const row = page.getByRole('row').filter({ hasText: 'نورة الفنانة' });
  await expect(row).toContainText(`KW${'*'.repeat(24)}0101`);
  await expect(row).not.toContainText(IBAN);
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: /تصدير للبنك/ }).click();
  const csv = await (await download).createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of csv) chunks.push(chunk as Buffer);
  expect(Buffer.concat(chunks).toString('utf8')).toContain(IBAN);
  await row.getByLabel('المرجع').fill('TRX-2026-11');
  await row.getByRole('button', { name: 'تسجيل الدفع' }).click();
  await expect(page.getByRole('status')).toHaveText('سُجّل دفع المبلغ وأُبلغ الفنان.');
  await expect(page.getByRole('row').filter({ hasText: 'نورة الفنانة' })).toContainText('TRX-2026-11');
  expect(finance.errors).toEqual([]);
  await finance.context.close();

  // The artist's statement: the sale that stayed, the refund taken back, the total, and a way to print.
  await artist.page.goto('/ar/artist-portal/earnings');
  await artist.page
    .getByRole('link', { name: /الدفعة رقم/ })
    .first()
    .click();
  await expect(artist.page.getByRole('heading', { level: 1 })).toContainText('كشف الدفعة');
  await expect(artist.page.getByText(/TRX-2026-11/)).toBeVisible();
  await expect(artist.page.getByRole('row').filter({ hasText: `#${order.id}` })).toHaveCount(3);
  await expectAccessible(artist.page);
  await artist.page.goto(artist.page.url().replace('/ar/', '/en/'));
  await expect(artist.page.getByRole('heading', { level: 1 })).toContainText('Payout statement');
  await expectAccessible(artist.page);
  await artist.context.close();
});
