import { expect, type Page, test } from '@playwright/test';
import { hasChromium, SKIP_REASON } from './chromium';
import { expectAccessible, signedIn } from './helpers';

test.skip(!hasChromium, SKIP_REASON);
test.describe.configure({ timeout: 240_000 });

const MERCHANDISER = 'merchandiser@demo.seed';

/** The grid's variant ids and counts on the page, in order, read at one moment. */
async function gridRows(page: Page) {
  return page.locator('input[type="hidden"][name="id"]').evaluateAll((inputs) =>
    inputs.map((input) => {
      const id = Number((input as HTMLInputElement).value);
      const count = document.querySelector<HTMLInputElement>(`input[name="count.${id}"]`)?.value;
      return { id, count: Number(count) };
    }),
  );
}

const countInput = (page: Page, id: number) => page.locator(`input[name="count.${id}"]`);

async function lowStockMails(page: Page) {
  const reply = await page.request.get(`/api/dev/mailbox?to=${encodeURIComponent(MERCHANDISER)}`);
  const { messages } = (await reply.json()) as { messages: { subject: string; text: string }[] };
  return messages.filter((mail) => mail.subject.startsWith('مخزون منخفض'));
}

/** Saves the grid and waits until the page is drawn again from the saved stock. */
async function save(page: Page, note?: string) {
  if (note) await page.getByLabel('ملاحظة للكميات المعدّلة (اختيارية)').fill(note);
  // With scripts the save's reply redirects, and the grid is drawn again from the loader's data that follows.
  const posted = page.waitForResponse((reply) => reply.request().method() === 'POST');
  const redrawn = page.waitForResponse(
    (reply) =>
      reply.request().method() === 'GET' && new URL(reply.url()).pathname.endsWith('/admin/stock.data'),
  );
  redrawn.catch(() => {});
  await page.getByRole('button', { name: 'احفظ التغييرات' }).click();
  // Before the page's scripts have run, the form posts as a document and the browser follows the redirect.
  if (new URL((await posted).url()).pathname.endsWith('.data')) await redrawn;
  else await page.waitForLoadState();
  await expect(page.getByRole('button', { name: 'احفظ التغييرات' })).toBeEnabled();
}

test('a merchandiser edits counts in the grid and imports a stock file after its dry run', async ({
  browser,
  baseURL,
}) => {
  const { page, context, errors } = await signedIn(browser, String(baseURL), MERCHANDISER, '/ar/admin/stock');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('المخزون');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expectAccessible(page);

  // One blank item, so the rows below are the same rows after every save.
  const item = page.getByLabel('المنتج الخام');
  const itemId = await item.locator('option').nth(1).getAttribute('value');
  if (!itemId) throw new Error('the demo catalogue has no blank item');
  await item.selectOption(itemId);
  await page.getByRole('button', { name: 'عرض', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`inventoryId=${itemId}`));
  // The address changes a moment before the filtered rows are drawn.
  const itemName = (await item.locator('option').nth(1).textContent()) ?? '';
  await expect
    .poll(() => page.locator('tbody tr').allTextContents())
    .toEqual(expect.arrayContaining([expect.stringContaining(itemName)]));
  await expect(page.locator('tbody tr').filter({ hasNotText: itemName })).toHaveCount(0);
  const [first, second, third] = await gridRows(page);
  if (!first || !second || !third) throw new Error('the demo item has fewer than three variants');

  // Two counts edited at once, in one form post.
  await countInput(page, first.id).fill(String(first.count + 7));
  await countInput(page, second.id).fill(String(second.count + 2));
  await save(page, 'جرد الرف');
  await expect(page.getByRole('status')).toHaveText('حُفظ: تغيّر صنفان.');
  await expect(countInput(page, first.id)).toHaveValue(String(first.count + 7));
  await expect(countInput(page, second.id)).toHaveValue(String(second.count + 2));

  // Each changed count is a movement: who, why, by how much.
  await page.goto(`/ar/admin/stock/movements?variantId=${first.id}`);
  const latest = page.getByRole('table').getByRole('row').nth(1);
  await expect(latest).toContainText('جرد يدوي');
  await expect(latest).toContainText('+7');
  await expect(latest).toContainText('جرد الرف');
  await expect(latest).toContainText('Bader');
  await expectAccessible(page);

  expect(errors).toEqual([]);

  // A file with one bad row: the dry run names its line, and nothing can be applied.
  await page.goto('/ar/admin/stock/import');
  await expectAccessible(page);
  const upload = (text: string) =>
    page
      .getByLabel('ملف المخزون (CSV)')
      .setInputFiles({ name: 'stock.csv', mimeType: 'text/csv', buffer: Buffer.from(text) });
  await upload(`variant,count\r\n${first.id},11\r\n${second.id},-3\r\n`);
  await page.getByRole('button', { name: 'افحص الملف' }).click();
  await expect(page.getByRole('alert')).toContainText('السطر 3: الكمية سالبة');
  await expect(page.getByRole('button', { name: 'طبّق هذه التغييرات' })).toHaveCount(0);
  // The refused file is the one 400 the page is answered with; nothing else went wrong.
  expect(errors).toEqual([
    'Failed to load resource: the server responded with a status of 400 (Bad Request)',
  ]);
  errors.length = 0;

  // A good file: the dry run shows old → new, and applying it changes exactly that.
  await upload(
    `variant,item,count\r\n${first.id},x,${first.count + 9}\r\n${second.id},y,${second.count + 3}\r\n${third.id},z,${third.count}\r\n`,
  );
  await page.getByRole('button', { name: 'افحص الملف' }).click();
  const plan = page.getByRole('table', { name: 'ما سيغيّره استيراد هذا الملف' });
  await expect(plan.getByRole('row')).toHaveCount(3);
  await expect(plan.getByRole('row').nth(1)).toContainText(String(first.count + 7));
  await expect(plan.getByRole('row').nth(1)).toContainText(String(first.count + 9));
  await expect(page.getByText('سطر واحد يطابق المخزون الحالي.')).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'طبّق هذه التغييرات' }).click();
  await expect(page.getByRole('status')).toHaveText('استُورد الملف: تغيّرت كميتان.');
  await page.goto(`/ar/admin/stock?inventoryId=${itemId}`);
  await expect(countInput(page, first.id)).toHaveValue(String(first.count + 9));
  await expect(countInput(page, second.id)).toHaveValue(String(second.count + 3));

  await page.goto(`/en/admin/stock?inventoryId=${itemId}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Stock');
  await expect(page.locator(`input[name="count.${first.id}"]`)).toHaveValue(String(first.count + 9));
  await expectAccessible(page);
  expect(errors).toEqual([]);
  await context.close();
});

test('a merchandiser is mailed once when stock runs below its threshold', async ({ browser, baseURL }) => {
  const { page, context } = await signedIn(browser, String(baseURL), MERCHANDISER, '/ar/admin/stock');
  // Another item than the test above edits, beside this one.
  const itemId = await page.getByLabel('المنتج الخام').locator('option').nth(2).getAttribute('value');
  await page.goto(`/ar/admin/stock?inventoryId=${itemId}`);
  const [first] = await gridRows(page);
  if (!first) throw new Error('the demo item has no variant');
  // Low stock: one e-mail when the count crosses the threshold, none for a further fall.
  const threshold = page.locator(`input[name="lowStockThreshold.${first.id}"]`);
  // Well above the new threshold first, so the fall below is a crossing whatever the demo count was.
  await threshold.fill('10');
  await countInput(page, first.id).fill('50');
  await save(page);
  await expect(page.getByRole('status')).toBeVisible();
  const before = (await lowStockMails(page)).length;
  await countInput(page, first.id).fill('6');
  await save(page);
  await expect(page.getByRole('status')).toHaveText('حُفظ: تغيّر صنف واحد.');
  // Mailed after the save's commit, beside the reply.
  await expect.poll(async () => (await lowStockMails(page)).length, { timeout: 30_000 }).toBe(before + 1);
  expect((await lowStockMails(page))[0]?.text).toContain('بقي 6 (حدّ التنبيه 10)');
  await countInput(page, first.id).fill('4');
  await save(page);
  await expect(page.getByRole('status')).toBeVisible();
  await expect(countInput(page, first.id)).toHaveValue('4');
  expect((await lowStockMails(page)).length).toBe(before + 1);

  // The back-office home lists it.
  await page.goto('/ar/admin');
  const low = page.getByRole('region', { name: 'مخزون منخفض' });
  await expect(low).toBeVisible();
  await expectAccessible(page);

  await context.close();
});
