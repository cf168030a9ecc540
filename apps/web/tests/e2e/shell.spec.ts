import { expect, test } from '@playwright/test';
import { hasChromium, SKIP_REASON } from './chromium';
import { ARABIC, expectAccessible, openPage } from './helpers';

test.skip(!hasChromium, SKIP_REASON);

test('/ lands on the Arabic home, right to left, with Arabic category and product names', async ({
  browser,
}, testInfo) => {
  const { page, errors } = await openPage(browser, '/');
  await expect(page).toHaveURL(/\/ar$/);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  const categories = page.getByRole('heading', { level: 3 });
  await expect(categories.first()).toBeVisible();
  for (const name of await categories.allTextContents()) expect(name).toMatch(ARABIC);
  await page.screenshot({ path: testInfo.outputPath('home-ar.png'), fullPage: true });
  await expectAccessible(page);
  expect(errors).toEqual([]);
});

test('/en is the English home, left to right, with English category and product names', async ({
  browser,
}, testInfo) => {
  const { page, errors } = await openPage(browser, '/en');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  const categories = page.getByRole('heading', { level: 3 });
  await expect(categories.first()).toBeVisible();
  for (const name of await categories.allTextContents()) expect(name).not.toMatch(ARABIC);
  await page.screenshot({ path: testInfo.outputPath('home-en.png'), fullPage: true });
  await expectAccessible(page);
  expect(errors).toEqual([]);
});

test('the language link switches language and is remembered for unprefixed paths', async ({ browser }) => {
  const { page } = await openPage(browser, '/ar');
  await page.getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(/\/en$/);
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await page.goto('/');
  await expect(page).toHaveURL(/\/en$/);
  await page.goto('/some/page');
  await expect(page).toHaveURL(/\/en\/some\/page$/);
});

test('an unknown path is a 404 page with the path and a way home', async ({ browser }) => {
  const { page, response, errors } = await openPage(browser, '/ar/nope');
  expect(response?.status()).toBe(404);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByText('لم نجد صفحة بهذا العنوان: /ar/nope')).toBeVisible();
  await expectAccessible(page);
  expect(errors.filter((error) => !error.includes('404'))).toEqual([]);

  const english = await openPage(browser, '/en/nope');
  expect(english.response?.status()).toBe(404);
  await english.page.getByRole('link', { name: 'Go to Home' }).click();
  await expect(english.page).toHaveURL(/\/en$/);
});
