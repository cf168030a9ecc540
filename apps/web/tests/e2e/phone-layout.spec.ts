import { expect, test } from '@playwright/test';
import { hasChromium, SKIP_REASON } from './chromium';
import { expectAccessible, openPage } from './helpers';

test.skip(!hasChromium, SKIP_REASON);

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

test('ar on a phone: an artist’s name has the width of the page, clear of the line under it', async ({
  browser,
}) => {
  const { context, page } = await openPage(browser, '/ar/shop/artists', PHONE);
  await page.getByRole('main').locator('a[href*="/ar/shop/artists/"]').first().click();
  await expect(page).toHaveURL(/\/ar\/shop\/artists\/\d+$/);
  const name = page.getByRole('heading', { level: 1 });
  const header = page.locator('main header').filter({ has: name });
  await expect(name).toBeVisible();
  await expect(header).toBeVisible();
  const nameBox = (await name.boundingBox())!;
  const headerBox = (await header.boundingBox())!;
  expect(nameBox.width).toBeGreaterThan(headerBox.width * 0.8);
  const job = header.locator('h1 + p');
  if ((await job.count()) > 0)
    expect((await job.boundingBox())!.y).toBeGreaterThanOrEqual(nameBox.y + nameBox.height);
  await expectAccessible(page);
  await context.close();
});

test('ar on a phone: a bundle item’s title wraps inside its card, not across the border', async ({
  browser,
}) => {
  const { context, page } = await openPage(browser, '/ar/bundles', PHONE);
  await page.getByRole('main').locator('a[href*="/ar/bundles/"]').first().click();
  await expect(page).toHaveURL(/\/ar\/bundles\/\d+$/);
  await page.goto(`${new URL(page.url()).pathname}/customize`);
  const cards = page.locator('main form fieldset:has(> legend)').filter({ hasText: /القطعة 1 من/ });
  await expect(cards.first()).toBeVisible();
  const [card, title] = [cards.first(), cards.first().locator('> legend')];
  const cardBox = (await card.boundingBox())!;
  const titleBox = (await title.boundingBox())!;
  // Inside the card's border on every side, however many lines the title takes.
  expect(titleBox.y).toBeGreaterThan(cardBox.y);
  expect(titleBox.x).toBeGreaterThanOrEqual(cardBox.x);
  expect(titleBox.x + titleBox.width).toBeLessThanOrEqual(cardBox.x + cardBox.width);
  await context.close();
});
