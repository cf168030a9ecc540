import { expect, type Page, test } from '@playwright/test';
import { checkNavigation } from '../../app/lib/navigation-guard';
import { hasChromium, SKIP_REASON } from './chromium';

test.skip(!hasChromium, SKIP_REASON);

// The shared pieces mounted on every page by AppProviders (root layout): the loading bar and the watch for
// a new build. Pieces that no page uses yet are covered by their component tests.

const buildOfPage = (page: Page) => page.evaluate(() => window.__reactRouterManifest?.version);

// Set on the window, so it is gone after a full page load and kept across client-side navigations.
async function markDocument(page: Page) {
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
}
const isSameDocument = (page: Page) => page.evaluate(() => 'sameDocument' in window);

test('the build-id route answers the build the page runs, never cached', async ({ page, request }) => {
  const response = await request.get('/build-id');
  expect(response.status()).toBe(200);
  expect(response.headers()['cache-control']).toBe('no-store');
  const { buildId } = (await response.json()) as { buildId: string };
  await page.goto('/en');
  expect(buildId).toMatch(/\S/);
  expect(await buildOfPage(page)).toBe(buildId);
});

test('the navigation guard reads tricky URLs exactly as the browser does', async ({ page }) => {
  await page.goto('/en');
  const currentOrigin = new URL(page.url()).origin;
  const urls = [
    '/en/faq',
    '  javascript:alert(1)',
    'java\tscript:alert(1)',
    '\nJAVASCRIPT:alert(1)',
    'data:text/html,<p>hi',
    'vbscript:msgbox(1)',
    '//evil.example/x',
    '/\\evil.example/x',
    'https:evil.example',
    'mailto:help@store.example',
  ];
  // What the browser would open for each, read through a link as a click would resolve it.
  const opened = await page.evaluate(
    (hrefs) =>
      hrefs.map((href) => {
        const link = document.createElement('a');
        link.href = href;
        return { protocol: link.protocol, origin: link.origin };
      }),
    urls,
  );
  urls.forEach((url, index) => {
    const browser = opened[index];
    const sameSite = browser?.origin === currentOrigin && browser.protocol.startsWith('http');
    const verdict = () => checkNavigation(url, { currentOrigin });
    if (sameSite) expect(verdict().origin, url).toBe(currentOrigin);
    else expect(verdict, url).toThrow();
    if (!['http:', 'https:', 'mailto:'].includes(browser?.protocol ?? '')) {
      expect(verdict, url).toThrow(`Cannot navigate to a URL with '${browser?.protocol}' protocol`);
    }
  });
});

test('a slow navigation shows the loading bar from the start edge, then hides it', async ({ page }) => {
  await page.goto('/ar');
  await page.waitForLoadState('networkidle');
  // Hold the next page's data long enough to pass the bar's 200 ms throttle.
  await page.route(/\.data(\?|$)/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  const bar = page.getByRole('progressbar', { name: 'جارٍ تحميل الصفحة' });
  await expect(bar).toBeHidden();
  await page.getByRole('link', { name: 'English' }).first().click();
  await expect(bar).toBeVisible();
  // Arabic grows from the right: the bar's right end sits on the viewport's right edge.
  const box = await bar.boundingBox();
  const viewport = page.viewportSize();
  expect(box && viewport && Math.round(box.x + box.width)).toBe(viewport?.width);
  expect(box?.height).toBe(3);
  await expect(page).toHaveURL(/\/en$/);
  await expect(page.locator('[role="progressbar"][aria-hidden="true"]')).toHaveCount(1);
});

test('after a new build is seen, the next navigation loads the page in full', async ({ page }) => {
  await page.goto('/en');
  await page.waitForLoadState('networkidle');
  await markDocument(page);
  await page.route('/build-id', (route) => route.fulfill({ json: { buildId: 'a-newer-build' } }));
  const polled = page.waitForRequest('**/build-id');
  await page.evaluate(() => window.dispatchEvent(new Event('focus')));
  await polled;
  await page.getByRole('link', { name: 'العربية' }).first().click();
  await expect(page).toHaveURL(/\/ar$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  expect(await isSameDocument(page)).toBe(false);
});

test('while the build is current, navigations stay client-side', async ({ page }) => {
  await page.goto('/en');
  await page.waitForLoadState('networkidle');
  await markDocument(page);
  const polled = page.waitForResponse('**/build-id');
  await page.evaluate(() => window.dispatchEvent(new Event('focus')));
  await polled;
  await page.getByRole('link', { name: 'العربية' }).first().click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  expect(await isSameDocument(page)).toBe(true);
});

test('a failed chunk load reloads the page once, never in a loop', async ({ page }) => {
  await page.goto('/en');
  await page.waitForLoadState('networkidle');
  const preloadError = () =>
    page.evaluate(() => {
      const event = new Event('vite:preloadError', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    });

  await markDocument(page);
  const reloaded = page.waitForEvent('load');
  expect(await preloadError()).toBe(true);
  await reloaded;
  expect(await isSameDocument(page)).toBe(false);

  // The same build failing again: the error is left to surface instead of reloading forever.
  await markDocument(page);
  expect(await preloadError()).toBe(false);
  await page.waitForTimeout(500);
  expect(await isSameDocument(page)).toBe(true);
});

test("a request React Router aborted is not reported as the page's error; any other rejection still is", async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/ar');
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => {
    const controller = new AbortController();
    controller.abort();
    void Promise.reject(controller.signal.reason);
    void Promise.reject(new Error('a real failure'));
  });
  await expect.poll(() => errors).toEqual(['a real failure']);
});
