import { readFile } from 'node:fs/promises';
import { expect as baseExpect, type Page, test } from '@playwright/test';
import { unzipSync } from 'fflate';
import sharp from 'sharp';
import { addAddress, addToCart, CARDS, newShopper, orderIdIn, payOnGateway } from './checkout-helpers';
import { hasChromium, SKIP_REASON } from './chromium';
import { expectAccessible, signedIn } from './helpers';

test.skip(!hasChromium, SKIP_REASON);

// Print files are rendered at 300 DPI on the job queue once the order is paid: seconds each on a busy machine.
const expect = baseExpect.configure({ timeout: 30_000 });

/** A shopper's freshly paid order of one catalogue product; its id. */
async function paidOrder(browser: Parameters<typeof newShopper>[0], baseURL: string) {
  const { context, page } = await newShopper(browser, baseURL, 'ar');
  await addAddress(context);
  await addToCart(context, 1, 11);
  await page.goto('/ar/checkout');
  await page.getByRole('button', { name: 'ادفع' }).click();
  await payOnGateway(page, 'ar', CARDS.success);
  await expect(page).toHaveURL(/\/ar\/(?:thank-you|orders)\/\d+/);
  const orderId = orderIdIn(page);
  await context.close();
  return orderId;
}

async function download(page: Page, click: () => Promise<void>) {
  const [file] = await Promise.all([page.waitForEvent('download'), click()]);
  const path = await file.path();
  return { name: file.suggestedFilename(), bytes: await readFile(path) };
}

test('operations prints a paid order from the production queue, in Arabic then English', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(300_000);
  const orderId = await paidOrder(browser, String(baseURL));

  const { context, page } = await signedIn(
    browser,
    String(baseURL),
    'operations@demo.seed',
    '/ar/admin/production',
  );
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: 'طابور الإنتاج' })).toBeVisible();
  const orderLink = page.getByRole('link', { name: `الطلب رقم ${orderId}`, exact: true });
  await expect(orderLink).toHaveAttribute('href', `/ar/admin/orders/${orderId}`);
  const row = page.getByRole('row').filter({ has: orderLink });
  // Until a worker has made its file the desk says it is being made, with no link yet.
  await expect(async () => {
    await page.reload();
    await expect(row.getByText('جاهز للطباعة')).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 180_000 });
  await expect(row.getByText('قيد التجهيز')).toHaveCount(0);
  await expectAccessible(page);

  // The line's print file: the artwork placed on the item's print area at 300 DPI.
  const single = await download(page, () => row.getByRole('link', { name: /^تنزيل ملف الأمام/ }).click());
  expect(single.name).toMatch(new RegExp(`^order-${orderId}-line-\\d+-front-x1\\.png$`));
  expect(await sharp(single.bytes).metadata()).toMatchObject({ format: 'png', density: 300 });

  // The group's ZIP holds the same file.
  const group = page.locator('section').filter({ has: orderLink });
  const zip = await download(page, () => group.getByRole('link', { name: /ZIP/ }).click());
  const entries = unzipSync(new Uint8Array(zip.bytes));
  expect(Object.keys(entries)).toContain(single.name);
  expect(Buffer.from(entries[single.name] ?? []).equals(single.bytes)).toBe(true);

  await group.getByRole('button', { name: 'تعليم المجموعة كلها كمطبوعة' }).click();
  await expect(page.getByRole('status')).toContainText('كمطبوع');
  await expect(page.getByRole('row').filter({ has: orderLink })).toHaveCount(1);
  const ready = page.getByRole('region', { name: 'جاهزة للشحن' });
  await expect(ready.getByRole('row').filter({ has: orderLink })).toContainText('جاهز للشحن');
  const status = await context.request.get(`/api/admin/production/orders/${orderId}`);
  expect(await status.json()).toMatchObject({ status: 'IN_PRODUCTION', readyToShip: true });
  await expectAccessible(page);

  // A mistaken mark comes off with a reason, and the line waits again.
  const readyRow = ready.getByRole('row').filter({ has: orderLink });
  await readyRow.getByLabel('سبب التراجع').fill('طُبع على المقاس الخطأ');
  await readyRow.getByRole('button', { name: 'إلغاء علامة الطباعة' }).click();
  await expect(page.getByRole('status')).toContainText('أُلغيت علامة الطباعة');
  await expect(page.locator('section').filter({ has: orderLink }).getByRole('checkbox')).toHaveCount(1);

  await page.goto('/en/admin/production');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(page.getByRole('heading', { level: 1, name: 'Production queue' })).toBeVisible();
  const englishRow = page
    .getByRole('row')
    .filter({ has: page.getByRole('link', { name: `Order ${orderId}` }) });
  await englishRow.getByRole('checkbox').check();
  await page
    .locator('section')
    .filter({ has: englishRow })
    .getByRole('button', { name: 'Mark selected printed' })
    .click();
  await expect(page.getByRole('status')).toHaveText('1 line marked printed.');
  await expectAccessible(page);
  await context.close();
});

test('a shopper is not shown the production queue', async ({ browser, baseURL }) => {
  const { context, page } = await signedIn(
    browser,
    String(baseURL),
    'customer@demo.seed',
    '/ar/admin/production',
  );
  await expect(page.getByRole('heading', { name: 'طابور الإنتاج' })).toHaveCount(0);
  const reply = await context.request.get('/api/admin/production');
  expect(reply.status()).toBe(404);
  await context.close();
});
