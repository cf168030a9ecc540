import { randomUUID } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import { hasChromium, SKIP_REASON } from './chromium';
import { expectAccessible, openPage, signedIn } from './helpers';

test.skip(!hasChromium, SKIP_REASON);
test.describe.configure({ timeout: 180_000 });

const MERCHANDISER = 'merchandiser@demo.seed';

async function addReview(page: Page, review: { name: string; text: string; rank: number }) {
  const add = page.getByRole('form', { name: 'إضافة' });
  await add.getByLabel('اسم صاحب التقييم').fill(review.name);
  await add.getByLabel('التقييم', { exact: true }).fill(review.text);
  await add.getByLabel('النجوم').selectOption('4');
  await add.getByLabel('الترتيب').fill(String(review.rank));
  await add.getByRole('button', { name: 'إضافة' }).click();
  await expect(page.getByRole('status')).toHaveText('تم الحفظ. يعرض المتجر التغيير الآن.');
  await expect(page.getByRole('form', { name: review.name })).toBeVisible();
}

test('ar then en: reviews added in the desk show on the home page at once, in the staff’s order; a hidden one leaves', async ({
  browser,
  baseURL,
}) => {
  // The visitor opens the home page first, so that it sits in the page cache the desk's change must drop.
  const visitor = await openPage(browser, '/ar');
  const arReviews = () => visitor.page.getByRole('region', { name: 'ماذا يقول عملاؤنا' });
  await expect(arReviews()).toBeVisible();

  const suffix = randomUUID().slice(0, 6);
  const later = { name: `سلمى ${suffix}`, text: `تصميم جميل وخامة ممتازة ${suffix}`, rank: 900 };
  const sooner = { name: `Omar ${suffix}`, text: `Soft fabric, sharp print ${suffix}`, rank: 899 };
  const staff = await signedIn(browser, String(baseURL), MERCHANDISER, '/ar/admin/reviews');
  const { page } = staff;
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('التقييمات في الصفحة الرئيسية');
  await expectAccessible(page);
  await addReview(page, later);
  await addReview(page, sooner);

  await visitor.page.goto('/ar');
  const section = arReviews();
  await expect(section.getByText(later.text)).toBeVisible();
  await expect(section.getByText(later.name)).toBeVisible();
  await expect(section.getByRole('img', { name: 'التقييم: 4 من 5' }).first()).toBeVisible();
  const names = await section.locator('cite').allTextContents();
  expect(names.indexOf(sooner.name)).toBeGreaterThanOrEqual(0);
  expect(names.indexOf(sooner.name)).toBeLessThan(names.indexOf(later.name));
  await expectAccessible(visitor.page);

  // The desk hides one: the home page drops it at once and keeps the other.
  const row = page.getByRole('form', { name: later.name });
  await row.getByLabel('نشط (معروض)').uncheck();
  await row.getByRole('button', { name: 'حفظ' }).click();
  await expect(page.getByRole('status')).toHaveText('تم الحفظ. يعرض المتجر التغيير الآن.');
  await visitor.page.goto('/ar');
  await expect(arReviews().getByText(sooner.text)).toBeVisible();
  await expect(arReviews().getByText(later.text)).toHaveCount(0);

  // The English page shows the same review under its English heading, in a left-to-right layout.
  await visitor.page.goto('/en');
  await expect(visitor.page.locator('html')).toHaveAttribute('dir', 'ltr');
  const enReviews = visitor.page.getByRole('region', { name: 'What our customers say' });
  await expect(enReviews.getByText(sooner.name)).toBeVisible();
  await expect(enReviews.getByText(sooner.text)).toBeVisible();
  await expectAccessible(visitor.page);

  expect(staff.errors).toEqual([]);
  expect(visitor.errors).toEqual([]);
  await staff.context.close();
  await visitor.context.close();
});
