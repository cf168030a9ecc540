import { expect, type Locator, test } from '@playwright/test';
import { hasChromium, SKIP_REASON } from './chromium';
import { ARABIC, expectAccessible, openPage } from './helpers';

test.skip(!hasChromium, SKIP_REASON);

// The narrowest common phone.
const PHONE = { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true };
// The seed's first banner (packages/db/src/seed/data/marketing.ts), the longest headline of the home page.
const BANNER_AR = 'توصيل مجاني داخل الكويت للطلبات فوق ٢٠ د.ك';

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error(`${locator} has no box`);
  return found;
}

/** The inner box lies wholly inside the outer one: nothing of it is cut. */
async function expectInside(inner: Locator, outer: Locator) {
  const [a, b] = [await box(inner), await box(outer)];
  expect(a.x).toBeGreaterThanOrEqual(b.x - 0.5);
  expect(a.y).toBeGreaterThanOrEqual(b.y - 0.5);
  expect(a.x + a.width).toBeLessThanOrEqual(b.x + b.width + 0.5);
  expect(a.y + a.height).toBeLessThanOrEqual(b.y + b.height + 0.5);
}

test('ar on a phone: banner and carousel headlines are Arabic text, wrapped, never cut', async ({
  browser,
}) => {
  const { context, page, errors } = await openPage(browser, '/ar', PHONE);
  const main = page.getByRole('main');
  const headline = main.getByText(BANNER_AR, { exact: true });
  await expect(headline).toBeVisible();
  const banner = headline.locator('xpath=ancestor::li[1]');
  await expectInside(headline, banner);
  // Wrapped onto more lines rather than clipped sideways.
  expect(await headline.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  expect((await box(headline)).height).toBeGreaterThan(30);

  // Every slide says its headline in Arabic, in words of the page, not of the picture.
  const slides = main.getByRole('region', { name: 'أبرز العروض' }).getByRole('group');
  expect(await slides.count()).toBeGreaterThan(1);
  for (const text of await slides.allTextContents()) expect(text).toMatch(ARABIC);
  await expectInside(slides.first().locator('span').first(), slides.first());
  await expectAccessible(page);
  expect(errors).toEqual([]);
  await context.close();
});

test('ar on a phone: an artist without a photo shows the Arabic initial of the name, clear of the name', async ({
  browser,
}) => {
  const { context, page } = await openPage(browser, '/ar/shop/artists', PHONE);
  const card = page.getByRole('main').locator('a[href*="/ar/shop/artists/"]').first();
  const name = (await card.getByRole('heading', { level: 3 }).textContent()) ?? '';
  expect(name).toMatch(ARABIC);
  await expect(card.locator('[data-initial]')).toHaveText(name.trim().charAt(0));

  await card.click();
  await expect(page).toHaveURL(/\/ar\/shop\/artists\/\d+$/);
  const header = page.locator('main header');
  const heading = header.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText(name);
  const initial = header.locator('[data-initial]');
  await expect(initial).toHaveText(name.trim().charAt(0));
  // The name has the page's width, below the avatar, and the craft sits under it without touching.
  const [nameBox, headerBox, avatarBox] = [await box(heading), await box(header), await box(initial)];
  expect(nameBox.width).toBeGreaterThan(headerBox.width * 0.8);
  expect(nameBox.y).toBeGreaterThanOrEqual(avatarBox.y + avatarBox.height);
  const job = header.locator('h1 + p');
  if ((await job.count()) > 0) expect((await box(job)).y).toBeGreaterThanOrEqual(nameBox.y + nameBox.height);
  await expectAccessible(page);
  await context.close();
});
