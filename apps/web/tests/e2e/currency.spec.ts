import { expect, type Page, test } from '@playwright/test';
import { hasChromium, SKIP_REASON } from './chromium';
import { expectAccessible, openPage } from './helpers';

test.skip(!hasChromium, SKIP_REASON);

const prices = (page: Page) => page.getByRole('main').getByText(/^(KWD|USD) /);
const currencySelect = (page: Page, name: string) => page.getByRole('banner').getByRole('combobox', { name });

// React Router's loader refetches.
const isDataRequest = (url: URL) => url.pathname.endsWith('.data');

// The spec's events, recorded in the page as they are emitted.
async function recordEvents(page: Page) {
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { seen: string[] }).seen = seen;
    for (const name of ['currency-changed', 'new-currency-data']) {
      window.addEventListener(name, (event) =>
        seen.push(`${name}:${(event as CustomEvent).detail.currency}`),
      );
    }
  });
  return () => page.evaluate(() => (window as unknown as { seen: string[] }).seen);
}

test('changing the currency reprices the page, masked meanwhile, and survives a reload', async ({
  browser,
}) => {
  const { context, page, errors } = await openPage(browser, '/en');
  // The seven trending products, and the struck-through earlier price of any on sale.
  await expect(prices(page).nth(6)).toBeVisible();
  for (const text of await prices(page).allTextContents()) expect(text).toMatch(/^KWD \d+\.\d{2}$/);
  const select = currencySelect(page, 'Currency');
  await expect(select).toHaveValue('KWD');
  await expect(select.locator('option')).toHaveText(['KWD', 'USD', 'SAR', 'AED', 'QAR', 'OMR', 'BHD']);
  const events = await recordEvents(page);

  // Holding the refetch back shows the mask the spec asks for while prices are on their way.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(isDataRequest, async (route) => {
    await held;
    await route.continue();
  });
  await select.selectOption('USD');
  await expect(prices(page).first()).toHaveText('USD ••••');
  release();
  await expect(prices(page).first()).toHaveText(/^USD \d+\.\d{2}$/);
  for (const text of await prices(page).allTextContents()) expect(text).toMatch(/^USD \d+\.\d{2}$/);
  expect(await events()).toEqual(['currency-changed:USD', 'new-currency-data:USD']);
  await page.unroute(isDataRequest);

  const cookie = (await context.cookies()).find((one) => one.name === 'currency');
  expect(cookie).toMatchObject({ value: 'USD', path: '/', sameSite: 'Lax' });
  expect(Math.round(cookie!.expires - Date.now() / 1000)).toBeGreaterThan(34_560_000 - 60);

  await page.reload();
  await expect(select).toHaveValue('USD');
  await expect(prices(page).first()).toHaveText(/^USD /);
  await expectAccessible(page);

  // Arabic names each currency by the code its prices show, with its Arabic symbol, and keeps the choice.
  await page.goto('/ar');
  const arabic = currencySelect(page, 'العملة');
  await expect(arabic).toHaveValue('USD');
  const names = await arabic.locator('option').allTextContents();
  expect(names.map((name) => name.replace(/[\u2066-\u2069]/g, ''))).toEqual([
    'KWD (د.ك)',
    'USD ($)',
    'SAR (ر.س)',
    'AED (د.إ)',
    'QAR (ر.ق)',
    'OMR (ر.ع.)',
    'BHD (د.ب)',
  ]);
  await expect(prices(page).first()).toHaveText(/^USD /);
  await expectAccessible(page);
  expect(errors).toEqual([]);
});

test('a failed currency change is only logged, and the prices stay as they were', async ({ browser }) => {
  const { page, errors } = await openPage(browser, '/en');
  await page.route('**/en/currency', (route) => route.abort());
  await currencySelect(page, 'Currency').selectOption('SAR');
  await expect
    .poll(() => errors.some((error) => error.startsWith('Error while updating the prices')))
    .toBe(true);
  await expect(prices(page).first()).toHaveText(/^KWD \d/);
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('without JavaScript the currency form still works', async ({ browser }) => {
  const { page } = await openPage(browser, '/en/faq', { javaScriptEnabled: false });
  await currencySelect(page, 'Currency').selectOption('USD');
  await page.getByRole('banner').getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/\/en\/faq$/);
  await page.goto('/en');
  await expect(prices(page).first()).toHaveText(/^USD /);
});
