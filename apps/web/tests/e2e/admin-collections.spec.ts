import { randomUUID } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import { hasChromium, SKIP_REASON } from './chromium';
import { expectAccessible, openPage, signedIn } from './helpers';

test.skip(!hasChromium, SKIP_REASON);
test.describe.configure({ timeout: 180_000 });

const MERCHANDISER = 'merchandiser@demo.seed';

// The product pages the collection's grid links to, in the grid's order.
async function productLinks(page: Page) {
  const hrefs = await page
    .getByRole('main')
    .locator('a[href^="/ar/products/"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  return [...new Set(hrefs)];
}

test('a merchandiser makes a collection, renames it and reorders its products; the shop shows it at once', async ({
  browser,
  baseURL,
}) => {
  const visitor = await openPage(browser, '/ar/collection');
  const listed = await visitor.context.request.get('/api/products/all?limit=2');
  const products = ((await listed.json()) as { products: { id: number; nameAr: string }[] }).products;
  const [first, second] = products;
  if (!first || !second) throw new Error('the demo shop lists fewer than two products');

  const staff = await signedIn(browser, String(baseURL), MERCHANDISER, '/ar/admin/collections');
  const { page } = staff;
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('المجموعات');
  await expectAccessible(page);
  const create = page.getByRole('form', { name: 'إضافة مجموعة' });
  const name = `مجموعة الشتاء ${randomUUID().slice(0, 6)}`;
  await create.getByLabel('الاسم بالعربية').fill(name);
  await create.getByLabel('الاسم بالإنجليزية').fill('Winter');
  await create.getByLabel('الترتيب', { exact: true }).fill('0');
  await create.getByRole('button', { name: 'أضف المجموعة' }).click();
  await expect(page).toHaveURL(/\/ar\/admin\/collections\/\d+\?done=createCollection$/);
  await expect(page.getByRole('status')).toHaveText('أُضيفت المجموعة.');
  const id = /collections\/(\d+)/.exec(page.url())?.[1];

  for (const product of [first, second]) {
    await page.getByLabel('رقم المنتج').fill(String(product.id));
    await page.getByRole('button', { name: 'أضف المنتج' }).click();
    await expect(page.getByRole('status')).toHaveText('أُضيف المنتج. يعرضه المتجر الآن.');
  }
  await visitor.page.goto(`/ar/collection/${id}`);
  await expect(visitor.page.getByRole('heading', { level: 1 })).toHaveText(name);
  expect(await productLinks(visitor.page)).toEqual([`/ar/products/${first.id}`, `/ar/products/${second.id}`]);

  // Renamed, and the second product moved first: the shop's cached page shows both at once.
  const renamed = `${name} الجديدة`;
  await page.getByLabel('الاسم بالعربية').fill(renamed);
  await page.getByRole('button', { name: 'حفظ', exact: true }).click();
  await expect(page.getByRole('status')).toHaveText('تم الحفظ. يعرض المتجر التغيير الآن.');
  await page.getByRole('button', { name: `انقل ${second.nameAr} لأعلى` }).click();
  await expect(page.getByRole('status')).toHaveText('حُفظ الترتيب. يعرضه المتجر الآن.');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(renamed);
  await expectAccessible(page);

  await visitor.page.reload();
  await expect(visitor.page.getByRole('heading', { level: 1 })).toHaveText(renamed);
  expect(await productLinks(visitor.page)).toEqual([`/ar/products/${second.id}`, `/ar/products/${first.id}`]);
  expect(visitor.errors).toEqual([]);

  await page.goto(`/en/admin/collections/${id}`);
  await expect(page.getByRole('heading', { name: 'Its products, in order' })).toBeVisible();
  await expectAccessible(page);
  expect(staff.errors).toEqual([]);
  await staff.context.close();
  await visitor.context.close();
});
