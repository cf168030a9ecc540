import { expect, test } from '@playwright/test';
import { hasChromium, SKIP_REASON } from './chromium';
import { expectAccessible, openPage, signedIn } from './helpers';

test.skip(!hasChromium, SKIP_REASON);

// Issue 23: the storefront's shared pages come from the page cache (decision 0048). A cached page must run in
// the browser as a rendered one does (its inline scripts allowed by hash, not by a nonce), and the header's
// personal parts stay each visitor's own.
test('a cached page runs in the browser like a rendered one, with its hashes for a CSP', async ({
  browser,
}) => {
  const { page, response, errors } = await openPage(browser, '/ar');
  // The first visit is given its device id: a reply no shared cache may keep.
  expect(response?.headers()['cache-control']).toBe('private, no-cache');
  // The first visit was told to remember its language, so its page was another entry of the cache.
  await page.reload();
  const reloaded = await page.reload();
  expect(reloaded?.headers()['x-page-cache']).toBe('HIT');
  expect(reloaded?.headers()['cache-control']).toBe('public, no-cache');
  expect(reloaded?.headers()['content-security-policy']).toMatch(/script-src 'self'( 'sha256-[^']+')+;/);
  const banner = page.getByRole('banner');
  // The cart button works only once the page's scripts have run: a CSP refusal would leave it dead.
  await banner.getByRole('button', { name: /السلة/ }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectAccessible(page);
  expect(errors).toEqual([]);
});

test("a signed-in visitor never gets the anonymous page, and the guest's header stays a guest's", async ({
  browser,
  baseURL,
}) => {
  const guest = await openPage(browser, '/ar/products');
  await guest.page.reload();
  const member = await signedIn(browser, baseURL ?? '', 'customer@demo.seed', '/ar/products');
  const memberReply = await member.page.reload();
  expect(memberReply?.headers()['x-page-cache']).toBeUndefined();
  await expect(member.page.getByRole('button', { name: 'تسجيل الخروج' })).toBeVisible();
  // Interleaved: the guest's next visit is still the shared page, with no trace of the member.
  const guestReply = await guest.page.reload();
  expect(guestReply?.headers()['x-page-cache']).toBe('HIT');
  await expect(guest.page.getByRole('banner').getByRole('link', { name: 'الحساب' })).toBeVisible();
  await expect(guest.page.getByRole('button', { name: 'تسجيل الخروج' })).toHaveCount(0);
  expect([...guest.errors, ...member.errors]).toEqual([]);
});

test("a cached product page's deferred lists are put in place by its inline scripts, allowed by hash", async ({
  browser,
}) => {
  const home = await openPage(browser, '/ar');
  const hrefs = await home.page
    .locator('a[href^="/ar/products/"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  const product = hrefs.find((href) => /^\/ar\/products\/\d+$/.test(href));
  expect(product).toBeDefined();
  await home.context.close();
  const { page, errors } = await openPage(browser, product ?? '');
  await page.reload();
  const cached = await page.reload();
  expect(cached?.headers()['x-page-cache']).toBe('HIT');
  // React streams the lists as hidden parts that an inline script moves into place: a CSP without that
  // script's hash would leave them hidden.
  await expect(page.getByRole('heading', { name: 'قد يعجبك أيضًا' })).toBeVisible();
  await expectAccessible(page);
  expect(errors).toEqual([]);
});
